"""Names of the RDF formats paper-kg writes, without importing the serialisers (the CLI's option lists)."""

#: Output format names; :data:`kg.export.FORMATS` maps each to its serialisers (a test keeps them equal).
OUTPUT_FORMATS = ("ttl", "nt", "jsonld", "xml", "trig", "nq")

#: The file that marks a folder as a paper-kg store (see :mod:`kg.store`).
STORE_MARKER = "paper-kg-store"


def is_store(path) -> bool:
    """``path`` is a folder that ``kg build --store`` made."""
    from pathlib import Path

    return (Path(path) / STORE_MARKER).is_file()
