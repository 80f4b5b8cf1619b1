"""SPARQL over a graph file, on an Oxigraph store, read-only and guarded.

Before any engine sees a query, :func:`check_query` refuses what a
read-only knowledge graph must never do or cannot survive:

* updates (``INSERT``, ``DELETE``, ``LOAD``, ``CLEAR``, ...), ``SERVICE``
  (federation: pyoxigraph would make the HTTP request, with no switch to turn
  it off) and dataset clauses (``FROM``, ``FROM NAMED``);
* queries longer than 64 KiB, nested deeper than 100 groups (pyoxigraph
  crashes the process at about 3,000) or with more than 200 triple patterns
  (query planning grows steeply).

Queries are then parsed by rdflib's SPARQL parser for a readable syntax error
with its position, and evaluated by pyoxigraph with the named graphs seen
as one default graph.
"""

from __future__ import annotations

import io
import itertools
import json
import re
from dataclasses import dataclass
from pathlib import Path

import pyoxigraph

from kg.resources import query_dir

MAX_QUERY_BYTES = 64 * 1024
MAX_NESTING = 100
MAX_PATTERNS = 200

RESULT_FORMATS = ("table", "csv", "tsv", "json")

PREFIXES = """PREFIX kg: <https://w3id.org/paper-kg/ontology#>
PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX xsd: <http://www.w3.org/2001/XMLSchema#>
PREFIX dcterms: <http://purl.org/dc/terms/>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
PREFIX oa: <http://www.w3.org/ns/oa#>
PREFIX schema: <https://schema.org/>
PREFIX prov: <http://www.w3.org/ns/prov#>
"""


class QueryError(Exception):
    """A query refused or failed; the message is for the user."""


_STRINGS = re.compile(r'"""[\s\S]*?"""|\'\'\'[\s\S]*?\'\'\'|"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'')
_IRIS = re.compile(r"<[^<>\"{}|^`\\\s]*>")
_COMMENTS = re.compile(r"#[^\n]*")
_FORBIDDEN = [
    (re.compile(r"\bSERVICE\b", re.I), "SERVICE (federated query) is disabled"),
    (re.compile(r"\bLOAD\b", re.I), "LOAD is disabled: the graph is read-only"),
    (re.compile(r"\b(INSERT|DELETE|CLEAR|DROP|CREATE|ADD|MOVE|COPY)\b", re.I), "updates are disabled: the graph is read-only"),
    (re.compile(r"\bWITH\s*<", re.I), "updates are disabled: the graph is read-only"),
    (re.compile(r"\bFROM\b", re.I), "FROM and FROM NAMED are disabled: queries run over this graph only"),
]


def _skeleton(text: str) -> str:
    """The query with strings, IRIs and comments blanked, for keyword checks."""
    text = _STRINGS.sub('""', text)
    text = _IRIS.sub("<>", text)
    return _COMMENTS.sub("", text)


def check_query(text: str) -> None:
    """Raise QueryError for a query that must not reach the engine."""
    if not text.strip():
        raise QueryError("empty query")
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_QUERY_BYTES:
        raise QueryError(f"query is {size:,} bytes; the limit is {MAX_QUERY_BYTES:,}")
    skeleton = _skeleton(text)
    for pattern, message in _FORBIDDEN:
        if pattern.search(skeleton):
            raise QueryError(message)
    depth = deepest = 0
    for ch in skeleton:
        if ch in "{(":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "})":
            depth -= 1
    if deepest > MAX_NESTING:
        raise QueryError(f"query nests {deepest} levels deep; the limit is {MAX_NESTING}")
    patterns = len(re.findall(r"\s\.(?:\s|$)|;|\}", skeleton))
    if patterns > MAX_PATTERNS:
        raise QueryError(f"query has about {patterns} triple patterns; the limit is {MAX_PATTERNS}")


def _syntax_check(text: str, line_offset: int = 0) -> None:
    from pyparsing import ParseException
    from rdflib.plugins.sparql import prepareQuery

    try:
        prepareQuery(text)
    except ParseException as exc:
        raise QueryError(f"SPARQL syntax error at line {max(1, exc.lineno - line_offset)}, column {exc.col}: {exc.msg}") from None
    except RecursionError:
        raise QueryError("query is nested too deeply to parse") from None
    except Exception as exc:  # rdflib raises plain Exceptions for unknown prefixes and the like
        raise QueryError(f"bad query: {exc}") from None


@dataclass(frozen=True)
class NamedQuery:
    name: str
    text: str
    description: str
    params: dict[str, str]


def _parse_named(path: Path) -> NamedQuery:
    text = path.read_text(encoding="utf-8")
    description, params = [], {}
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        body = line[1:].strip()
        m = re.match(r"param\s+(\w+)\s*:\s*(.*)", body)
        if m:
            params[m.group(1)] = m.group(2)
        elif body and not body.startswith("example"):
            description.append(body)
    return NamedQuery(path.stem, text, " ".join(description), params)


def named_queries() -> dict[str, NamedQuery]:
    """The bundled queries of ``kg/queries/*.rq`` by name."""
    return {p.stem: _parse_named(p) for p in sorted(query_dir().glob("*.rq"))}


def resolve_query(query: str) -> tuple[str, NamedQuery | None]:
    """QUERY is SPARQL text, a path to a ``.rq`` file, or a bundled query's name."""
    named = named_queries()
    if query in named:
        return named[query].text, named[query]
    if query.endswith((".rq", ".sparql")) or (len(query) < 4096 and "\n" not in query and Path(query).is_file()):
        path = Path(query)
        if not path.is_file():
            raise QueryError(f"{query}: no such query file")
        try:
            return path.read_text(encoding="utf-8"), None
        except UnicodeDecodeError:
            raise QueryError(f"{query}: query file is not UTF-8") from None
    if re.fullmatch(r"[a-z0-9-]+", query):
        raise QueryError(f"no bundled query named {query!r} (see kg query --list)")
    return query, None


def with_prefixes(text: str) -> str:
    """Add the project's prefixes that the query uses but does not declare."""
    declared = {m.group(1) for m in re.finditer(r"PREFIX\s+([\w-]*):", text, re.I)}
    lines = [line for line in PREFIXES.splitlines() if line.split()[1][:-1] not in declared]
    return "\n".join(lines) + "\n" + text


def run_query(store: pyoxigraph.Store, text: str, params: dict[str, str] | None = None):
    """Check, parse and evaluate ``text``; the pyoxigraph result object."""
    check_query(text)
    prefixed = with_prefixes(text)
    added = prefixed.count("\n") - text.count("\n")
    full = bind_params(prefixed, params or {})
    _syntax_check(full, added)
    try:
        return store.query(full, use_default_graph_as_union=True)
    except (SyntaxError, ValueError, OSError) as exc:
        raise QueryError(f"query failed: {exc}") from None


def bind_params(text: str, params: dict[str, str]) -> str:
    """Bind parameters as a ``VALUES`` block at the start of the outer WHERE group.

    Values are written as RDF terms by pyoxigraph (which escapes them), never
    pasted into the query as text.
    """
    if not params:
        return text
    for name in params:
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
            raise QueryError(f"bad parameter name {name!r}")
        if not re.search(rf"\?{name}\b", text):
            raise QueryError(f"the query has no variable ?{name} to bind")
    values = " ".join(f"VALUES ?{k} {{ {_param_term(v)} }}" for k, v in params.items())
    match = re.search(r"\bWHERE\s*\{", text, re.I)
    if not match:
        raise QueryError("parameters need a query with a WHERE clause")
    return text[: match.end()] + " " + values + " " + text[match.end() :]


def _param_term(value: str):
    if re.match(r"^https?://\S+$", value):
        return pyoxigraph.NamedNode(value)
    return pyoxigraph.Literal(value)


def _term_text(term) -> str:
    if term is None:
        return ""
    if isinstance(term, pyoxigraph.NamedNode):
        return term.value
    if isinstance(term, pyoxigraph.Literal):
        return term.value
    return str(term)


def limit_rows(result, max_rows: int | None):
    """At most ``max_rows`` solutions of a SELECT result, and whether there were more.

    Solutions are drawn lazily, so a query with billions of answers (a cross
    product) costs only the rows kept. The kept rows become a result object
    again (through SPARQL JSON), so every results format still writes them.
    CONSTRUCT and DESCRIBE triples are cut the same way (as a list); ASK
    passes through.
    """
    if max_rows is not None and isinstance(result, pyoxigraph.QueryTriples):
        triples = list(itertools.islice(result, max_rows + 1))
        return triples[:max_rows], len(triples) > max_rows
    if max_rows is None or not isinstance(result, pyoxigraph.QuerySolutions):
        return result, False
    variables = list(result.variables)
    kept = list(itertools.islice(result, max_rows + 1))
    truncated = len(kept) > max_rows
    bindings = []
    for solution in kept[:max_rows]:
        row = {}
        for variable in variables:
            term = solution[variable]
            if term is not None:
                row[variable.value] = _json_term(term)
        bindings.append(row)
    body = json.dumps({"head": {"vars": [v.value for v in variables]}, "results": {"bindings": bindings}})
    return pyoxigraph.parse_query_results(body.encode("utf-8"), format=pyoxigraph.QueryResultsFormat.JSON), truncated


def _json_term(term) -> dict:
    if isinstance(term, pyoxigraph.NamedNode):
        return {"type": "uri", "value": term.value}
    if isinstance(term, pyoxigraph.BlankNode):
        return {"type": "bnode", "value": term.value}
    if isinstance(term, pyoxigraph.Literal):
        out = {"type": "literal", "value": term.value}
        if term.language:
            out["xml:lang"] = term.language
        elif term.datatype.value != "http://www.w3.org/2001/XMLSchema#string":
            out["datatype"] = term.datatype.value
        return out
    raise QueryError(f"result term {term} cannot be written")


def format_results(result, fmt: str) -> bytes:
    """SELECT/ASK results in a SPARQL 1.1 results format (or a table); graphs as Turtle."""
    if isinstance(result, pyoxigraph.QueryTriples):
        return result.serialize(format=pyoxigraph.RdfFormat.TURTLE)
    if isinstance(result, list):  # triples cut by limit_rows
        return pyoxigraph.serialize(result, format=pyoxigraph.RdfFormat.TURTLE)
    if fmt == "table":
        return _table(result).encode("utf-8")
    ox = {
        "csv": pyoxigraph.QueryResultsFormat.CSV,
        "tsv": pyoxigraph.QueryResultsFormat.TSV,
        "json": pyoxigraph.QueryResultsFormat.JSON,
    }[fmt]
    out = io.BytesIO()
    result.serialize(out, format=ox)
    return out.getvalue()


def rows(result) -> tuple[list[str], list[list[str]]]:
    """Variable names and plain-text rows of a SELECT result."""
    variables = [v.value for v in result.variables]
    return variables, [[_term_text(solution[v]) for v in variables] for solution in result]


def _table(result) -> str:
    if isinstance(result, pyoxigraph.QueryBoolean):
        return ("true" if bool(result) else "false") + "\n"
    variables, data = rows(result)
    widths = [len(v) for v in variables]
    for row in data:
        for i, cell in enumerate(row):
            widths[i] = min(max(widths[i], len(cell)), 80)

    def line(cells):
        return "  ".join(c[:80].ljust(w) for c, w in zip(cells, widths)).rstrip()

    out = [line(variables), line(["-" * w for w in widths])]
    out.extend(line(row) for row in data)
    out.append(f"({len(data)} row{'s' if len(data) != 1 else ''})")
    return "\n".join(out) + "\n"
