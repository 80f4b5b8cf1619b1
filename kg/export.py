"""Serialise graphs, check them with a strict parser, write files atomically.

* Turtle, N-Triples, JSON-LD and RDF/XML carry the union graph; TriG and
  N-Quads keep one named graph per paper.
* Every serialisation is parsed back by pyoxigraph (rdflib's own parser
  accepts invalid Turtle) and its triple count compared, before a byte is
  written; a mismatch is an error, not a warning.
* Files are written to a temporary file in the target's folder and renamed
  over it, so a crash never leaves a truncated file where a good one was.
* JSON-LD uses the project's own context (``ontology/context.jsonld``)
  inline: no consumer ever fetches a remote context.
"""

from __future__ import annotations

import io
import json
import os
import re
import sys
import tempfile
from collections.abc import Iterable, Iterator
from functools import cached_property
from pathlib import Path

import pyoxigraph
from rdflib import Dataset, Graph

from kg.graph import union_graph
from kg.resources import ontology_path

#: name -> (rdflib format, pyoxigraph format, keeps named graphs)
FORMATS = {
    "ttl": ("turtle", pyoxigraph.RdfFormat.TURTLE, False),
    "nt": ("nt", pyoxigraph.RdfFormat.N_TRIPLES, False),
    "jsonld": ("json-ld", pyoxigraph.RdfFormat.JSON_LD, False),
    "xml": ("xml", pyoxigraph.RdfFormat.RDF_XML, False),
    "trig": ("trig", pyoxigraph.RdfFormat.TRIG, True),
    "nq": ("nquads", pyoxigraph.RdfFormat.N_QUADS, True),
}

EXTENSIONS = {
    ".ttl": "ttl",
    ".turtle": "ttl",
    ".nt": "nt",
    ".jsonld": "jsonld",
    ".json": "jsonld",
    ".rdf": "xml",
    ".xml": "xml",
    ".owl": "xml",
    ".trig": "trig",
    ".nq": "nq",
}


class ExportError(Exception):
    pass


def format_for(path: str, explicit: str | None = None) -> str:
    """The output format: ``explicit`` if given, else from the file extension."""
    if explicit:
        if explicit not in FORMATS:
            raise ExportError(f"unknown format {explicit!r} (one of {', '.join(FORMATS)})")
        return explicit
    if path == "-":
        return "ttl"
    suffix = Path(path).suffix.lower()
    if suffix not in EXTENSIONS:
        raise ExportError(f"cannot tell the format of {path!r} from its extension; give --format")
    return EXTENSIONS[suffix]


def jsonld_context() -> dict:
    """The project's JSON-LD context (the ``@context`` value)."""
    return json.loads(ontology_path("context.jsonld").read_text(encoding="utf-8"))["@context"]


def _sorted_lines(data: bytes) -> bytes:
    # Split on LF only: a literal may hold a raw form feed or U+2028, which
    # str.splitlines() would treat as line ends.
    lines = [line for line in data.decode("utf-8").split("\n") if line.strip()]
    return ("\n".join(sorted(lines)) + "\n").encode("utf-8") if lines else b""


def serialize(ds: Dataset, fmt: str) -> bytes:
    """Serialise ``ds`` as ``fmt``, deterministically, and check it strictly."""
    rdflib_format, ox_format, quads = FORMATS[fmt]
    if quads:
        data = ds.serialize(format=rdflib_format, encoding="utf-8")
        expected = sum(1 for _ in ds.quads((None, None, None, None)))
    else:
        graph = union_graph(ds)
        expected = len(graph)
        if fmt == "jsonld":
            data = _jsonld(graph)
        else:
            data = graph.serialize(format=rdflib_format, encoding="utf-8")
    if fmt in ("nt", "nq"):
        data = _sorted_lines(data)
    if fmt == "xml":
        _check_xml(data)
    check(data, fmt, expected)
    return data


def triple_line(quad_line: str) -> str:
    """The N-Triples line of an N-Quads line (its graph name dropped)."""
    return quad_line[: quad_line.rindex(" <")] + " .\n"


class DatasetLines:
    """A dataset as N-Triples lines grouped by named graph: what the fast writers read.

    Each statement is kept once, without its graph name; N-Quads lines are
    made from it as they are written, and the union graph (each triple once,
    in the order first met) is worked out once however many formats are
    written.
    """

    def __init__(self, graphs: Iterable[tuple[str, list[str]]]):
        merged: dict[str, list[str]] = {}
        for graph, lines in graphs:
            merged.setdefault(graph, []).extend(lines)
        self.graphs = merged

    @classmethod
    def from_quads(cls, lines: Iterable[str]) -> "DatasetLines":
        """Group N-Quads lines (each ending in its graph name) by graph."""
        graphs: dict[str, list[str]] = {}
        for line in lines:
            graphs.setdefault(line[line.rindex(" <") + 2 : line.rindex(">")], []).append(triple_line(line))
        return cls(graphs.items())

    def __len__(self) -> int:
        """Statements, a repeat within one graph counted again."""
        return sum(len(lines) for lines in self.graphs.values())

    def quads(self) -> Iterator[str]:
        """Every statement as an N-Quads line, graph by graph."""
        for graph, lines in self.graphs.items():
            name = f"<{graph}> .\n"
            for line in lines:
                yield line[:-2] + name

    def sorted_quads(self) -> list[str]:
        """Each quad once, sorted by graph, then statement: N-Quads and TriG output order."""
        out = []
        for graph in sorted(self.graphs, key=lambda g: f" <{g}> .\n"):
            out.extend(graph_quads(graph, self.graphs[graph]))
        return out

    @cached_property
    def union(self) -> list[str]:
        """Each triple once, in the order first met (a paper's statements stay together)."""
        return list(dict.fromkeys(line for lines in self.graphs.values() for line in lines))


def graph_quads(graph: str, lines: Iterable[str]) -> list[str]:
    """One named graph's N-Triples lines as its N-Quads lines, each once, sorted."""
    name = f"<{graph}> .\n"
    return [line[:-2] + name for line in sorted(set(lines))]


def serialize_lines(lines: DatasetLines | list[str], fmt: str, prefixes: dict[str, str]) -> bytes:
    """Serialise a dataset given as lines with Oxigraph, deterministically, and check it strictly.

    ``lines`` is a :class:`DatasetLines` or a list of N-Quads lines. The fast
    path of large builds: no rdflib graph is made for Turtle, N-Triples, TriG
    and N-Quads. The union formats drop repeats (an entity's type is in every
    paper graph that mentions it). N-Triples, N-Quads and TriG are sorted;
    Turtle keeps the order statements were first met, which keeps a paper's
    statements and those of the entities it brings in together, so the same
    data always gives the same bytes.

    What is checked: the lines themselves always go through Oxigraph's strict
    parser (N-Triples and N-Quads output is those lines). Turtle and TriG are
    then written by Oxigraph from exactly the terms its parser accepted, with
    the count compared; they are not parsed a second time. JSON-LD and RDF/XML,
    written by rdflib, are parsed back strictly.
    """
    if not isinstance(lines, DatasetLines):
        lines = DatasetLines.from_quads(lines)
    _, ox_format, quads = FORMATS[fmt]
    if quads:
        ordered = lines.sorted_quads()
        expected = len(ordered)
        body = "".join(ordered).encode("utf-8")
        if fmt == "nq":
            data = body
        else:
            return _reserialize(body, pyoxigraph.RdfFormat.N_QUADS, ox_format, prefixes, expected, fmt)
    else:
        union = lines.union
        expected = len(union)
        if fmt == "ttl":
            body = "".join(union).encode("utf-8")
            return _reserialize(body, pyoxigraph.RdfFormat.N_TRIPLES, ox_format, prefixes, expected, fmt)
        body = "".join(sorted(union)).encode("utf-8")
        if fmt == "nt":
            data = body
        else:
            # JSON-LD (compacted with the project's context) and RDF/XML through rdflib.
            from kg.graph import bind_prefixes
            from kg.load import to_rdflib

            graph = Graph()
            for t in _parse_lines(body, pyoxigraph.RdfFormat.N_TRIPLES):
                graph.add((to_rdflib(t.subject), to_rdflib(t.predicate), to_rdflib(t.object)))
            base = prefixes.get("res")
            bind_prefixes(graph, base)
            data = _jsonld(graph) if fmt == "jsonld" else graph.serialize(format="xml", encoding="utf-8")
    if fmt == "xml":
        _check_xml(data)
    check(data, fmt, expected)
    return data


def _reserialize(body: bytes, source, target, prefixes: dict[str, str], expected: int, fmt: str) -> bytes:
    """Strictly parse ``body`` and write it in ``target``, streaming in Oxigraph, every statement counted."""
    count = 0

    def counted():
        nonlocal count
        for quad in pyoxigraph.parse(body, format=source):
            count += 1
            yield quad

    try:
        data = pyoxigraph.serialize(counted(), format=target, prefixes=prefixes)
    except (SyntaxError, ValueError) as exc:
        raise ExportError(f"the graph does not parse strictly as {source}: {_with_statement(exc, body)}") from None
    if count != expected:
        raise ExportError(f"the {fmt} output holds {count} statements where the graph has {expected}")
    return data


def _with_statement(exc: Exception, body: bytes) -> str:
    """The parser's message with the offending statement, so it names the term."""
    message = str(exc)
    found = re.search(r"line (\d+)", message)
    if found:
        lines = body.split(b"\n")
        number = int(found.group(1))
        if 1 <= number <= len(lines):
            statement = lines[number - 1].decode("utf-8", "replace").strip()
            message = f"{message}: {statement[:300]}{'…' if len(statement) > 300 else ''}"
    return message


def _parse_lines(body: bytes, fmt) -> list:
    try:
        return list(pyoxigraph.parse(body, format=fmt))
    except (SyntaxError, ValueError) as exc:
        raise ExportError(f"the graph does not parse strictly as {fmt}: {_with_statement(exc, body)}") from None


def _check_xml(data: bytes) -> None:
    """RDF/XML must be well-formed XML, which pyoxigraph's parser does not insist on.

    XML 1.0 cannot hold most control characters at all, so a literal with
    one (an abstract with a NUL or a form feed, say) has no RDF/XML form.
    """
    import xml.parsers.expat

    parser = xml.parsers.expat.ParserCreate()
    try:
        parser.Parse(data, True)
    except xml.parsers.expat.ExpatError as exc:
        raise ExportError(
            f"the RDF/XML output is not well-formed XML ({exc}); RDF/XML cannot hold control characters "
            "that the graph's text contains: write Turtle, N-Triples, JSON-LD, TriG or N-Quads instead"
        ) from None


def _jsonld(graph: Graph) -> bytes:
    raw = graph.serialize(format="json-ld", context=jsonld_context(), auto_compact=True, encoding="utf-8")
    doc = json.loads(raw)
    nodes = doc.get("@graph", [doc] if "@id" in doc else [])
    ordered = sorted((_sort_values(n) for n in nodes), key=lambda n: str(n.get("@id", "")))
    out = {"@context": jsonld_context(), "@graph": ordered}
    return (json.dumps(out, ensure_ascii=False, indent=1, sort_keys=True) + "\n").encode("utf-8")


def _sort_values(node):
    if isinstance(node, dict):
        return {k: _sort_values(v) for k, v in node.items()}
    if isinstance(node, list):
        return sorted((_sort_values(v) for v in node), key=lambda v: json.dumps(v, sort_keys=True, ensure_ascii=False))
    return node


def check(data: bytes, fmt: str, expected: int | None = None) -> int:
    """Parse ``data`` with pyoxigraph; return its quad count or raise ExportError."""
    _, ox_format, _ = FORMATS[fmt]
    try:
        count = sum(1 for _ in pyoxigraph.parse(io.BytesIO(data), format=ox_format))
    except (SyntaxError, ValueError) as exc:
        raise ExportError(f"the {fmt} output does not parse strictly: {exc}") from None
    if expected is not None and count != expected:
        raise ExportError(f"the {fmt} output holds {count} triples where the graph has {expected}")
    return count


def write_atomic(path: str | os.PathLike, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file and a rename."""
    target = Path(path)
    directory = target.parent if str(target.parent) else Path(".")
    if not directory.is_dir():
        raise ExportError(f"cannot write {target}: folder {directory} does not exist")
    if target.is_dir():
        raise ExportError(f"cannot write {target}: it is a directory")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=directory)
    except OSError as exc:  # a read-only folder or file system, no permission
        raise ExportError(f"cannot write {target}: {exc.strerror or exc}") from None
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        mode = 0o644 & ~_umask()
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException as exc:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        if isinstance(exc, OSError):
            raise ExportError(f"cannot write {target}: {exc.strerror or exc}") from None
        raise


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def write_output(ds: Dataset, path: str, fmt: str | None = None) -> int:
    """Serialise ``ds`` to ``path`` (``-`` is stdout); return the number of bytes."""
    fmt = format_for(path, fmt)
    return write_bytes(serialize(ds, fmt), path)


def write_bytes(data: bytes, path: str) -> int:
    """``data`` to ``path`` atomically (``-`` is stdout); return the number of bytes."""
    if path == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
    else:
        write_atomic(path, data)
    return len(data)
