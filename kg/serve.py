"""``kg serve``: a read-only SPARQL 1.1 Protocol endpoint, the browser page and resource pages.

Routes:

* ``GET/POST /sparql``: SPARQL 1.1 Protocol queries. SELECT/ASK results as
  JSON, XML, CSV or TSV by ``Accept``; CONSTRUCT/DESCRIBE as Turtle,
  N-Triples, RDF/XML or JSON-LD. Updates are refused (403).
* ``GET /``: the browser page (or the whole graph when ``Accept`` asks for RDF).
* ``GET /graph``: the whole graph, format by ``Accept`` (Turtle, N-Triples,
  JSON-LD, RDF/XML, TriG, N-Quads).
* ``GET <path of a resource IRI>``: the resource's description (its
  concise bounded description), Turtle or HTML by ``Accept``.

Every query is checked by :func:`kg.query.check_query` before evaluation
(no SERVICE, LOAD, updates or FROM; limits on size, nesting and patterns)
and evaluated in a worker process with a memory limit. A worker that runs
past the time limit is killed and replaced; the server keeps answering.
pyoxigraph has no timeout or cancellation from Python, so a process is the
only thing that can be stopped.
"""

from __future__ import annotations

import html
import io
import multiprocessing
import queue
import resource
import sys
import threading
from dataclasses import dataclass
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

MAX_BODY_BYTES = 1024 * 1024
DRAIN_BYTES = 16 * 1024 * 1024
MAX_RESULT_BYTES = 64 * 1024 * 1024
#: Solutions (or triples) one answer may hold; more are cut, and the response
#: says so in its X-Result-Truncated header.
MAX_ROWS = 10_000
WORKER_MEMORY_BYTES = 4 * 1024 * 1024 * 1024

RESULT_TYPES = {
    "application/sparql-results+json": "json",
    "application/json": "json",
    "application/sparql-results+xml": "xml",
    "application/xml": "xml",
    "text/csv": "csv",
    "text/tab-separated-values": "tsv",
}
GRAPH_TYPES = {
    "text/turtle": "ttl",
    "application/x-turtle": "ttl",
    "application/n-triples": "nt",
    "text/plain": "nt",
    "application/ld+json": "jsonld",
    "application/rdf+xml": "xml",
    "application/trig": "trig",
    "application/n-quads": "nq",
}
CONTENT_TYPES = {
    "json": "application/sparql-results+json",
    "xml": "application/sparql-results+xml",
    "csv": "text/csv; charset=utf-8",
    "tsv": "text/tab-separated-values; charset=utf-8",
    "ttl": "text/turtle; charset=utf-8",
    "nt": "application/n-triples",
    "jsonld": "application/ld+json",
    "trig": "application/trig",
    "nq": "application/n-quads",
}
RDF_CONTENT_TYPES = {"xml": "application/rdf+xml"}


def negotiate(accept: str | None, offered: dict[str, str], default: str) -> str | None:
    """The offered format the Accept header prefers; ``default`` for */* or none; None if nothing fits."""
    if not accept or not accept.strip():
        return default
    choices = []
    for position, part in enumerate(accept.split(",")):
        fields = [f.strip() for f in part.split(";")]
        media = fields[0].lower()
        q = 1.0
        for f in fields[1:]:
            if f.startswith("q="):
                try:
                    q = float(f[2:])
                except ValueError:
                    q = 0.0
        if q > 0:
            choices.append((-q, position, media))
    for _, _, media in sorted(choices):
        if media in offered:
            return offered[media]
        if media in ("*/*", "application/*", "text/*"):
            return default
    return None


# ------------------------------------------------------------------ workers


def _worker_main(conn, graph_path: str, memory_bytes: int) -> None:
    """A worker: load the graph once, then answer (kind, payload, accept) requests."""
    try:
        resource.setrlimit(resource.RLIMIT_AS, (memory_bytes, memory_bytes))
    except (ValueError, OSError):
        pass
    from kg.load import load_store

    try:
        store = load_store(graph_path)
    except Exception as exc:  # reported to the parent, which stops with one line
        conn.send(("error", str(exc)))
        return
    conn.send(("ready", None))
    while True:
        try:
            request = conn.recv()
        except EOFError:
            return
        try:
            conn.send(_answer(store, *request))
        except MemoryError:
            conn.send((HTTPStatus.INSUFFICIENT_STORAGE, "text/plain", b"query needs more memory than a worker may use\n"))


def _answer(store, kind: str, payload: str, accept: str | None, max_rows: int | None = None):
    """(status, content type, body, truncated): ``truncated`` when more than
    ``max_rows`` solutions (or triples) were found and only that many are sent."""
    import pyoxigraph

    from kg.export import FORMATS
    from kg.query import QueryError, format_results, limit_rows, run_query

    try:
        if kind == "describe":
            # The resource's own triples and the links that point at it (which papers mention it).
            result = store.query(
                f"CONSTRUCT {{ <{payload}> ?p ?o . ?s ?q <{payload}> }} "
                f"WHERE {{ {{ <{payload}> ?p ?o }} UNION {{ ?s ?q <{payload}> }} }}",
                use_default_graph_as_union=True,
            )
        else:
            result = run_query(store, payload)
    except QueryError as exc:
        return HTTPStatus.BAD_REQUEST, "text/plain; charset=utf-8", f"{exc}\n".encode()
    except (SyntaxError, ValueError, OSError) as exc:
        return HTTPStatus.BAD_REQUEST, "text/plain; charset=utf-8", f"query failed: {exc}\n".encode()
    result, truncated = limit_rows(result, max_rows)
    if isinstance(result, (pyoxigraph.QueryTriples, list)):  # a list: triples cut by limit_rows
        triples = list(result)
        if kind == "describe" and not triples:
            return HTTPStatus.NOT_FOUND, "text/plain; charset=utf-8", b"no such resource in this graph\n"
        if kind == "describe" and accept == "html":
            return HTTPStatus.OK, "text/html; charset=utf-8", _resource_html(payload, triples)
        fmt = {"json": "jsonld", "trig": "ttl", "nq": "nt", None: "ttl", "table": "ttl", "csv": "ttl", "tsv": "ttl"}.get(accept, accept)
        if fmt not in ("ttl", "nt", "jsonld", "xml"):
            return HTTPStatus.NOT_ACCEPTABLE, "text/plain; charset=utf-8", b"CONSTRUCT and DESCRIBE results come as Turtle, N-Triples, JSON-LD or RDF/XML\n"
        data = pyoxigraph.serialize(triples, format=FORMATS[fmt][1])
        return HTTPStatus.OK, RDF_CONTENT_TYPES.get(fmt, CONTENT_TYPES[fmt]), data, truncated
    fmt = accept or "json"
    if fmt == "table":
        return HTTPStatus.OK, "text/plain; charset=utf-8", format_results(result, "table"), truncated
    if fmt not in ("json", "xml", "csv", "tsv"):
        return HTTPStatus.NOT_ACCEPTABLE, "text/plain; charset=utf-8", b"SELECT and ASK results come as JSON, XML, CSV or TSV\n"
    if fmt == "xml":
        out = io.BytesIO()
        result.serialize(out, format=pyoxigraph.QueryResultsFormat.XML)
        data = out.getvalue()
    else:
        data = format_results(result, fmt)
    if len(data) > MAX_RESULT_BYTES:
        return HTTPStatus.REQUEST_ENTITY_TOO_LARGE, "text/plain; charset=utf-8", b"result is larger than the server's limit; add a LIMIT\n"
    return HTTPStatus.OK, CONTENT_TYPES[fmt], data, truncated


def _resource_html(iri: str, triples) -> bytes:
    import pyoxigraph

    rows = []
    for t in sorted(triples, key=lambda t: (t.subject.value if hasattr(t.subject, "value") else str(t.subject), t.predicate.value)):
        obj = t.object
        if isinstance(obj, pyoxigraph.NamedNode):
            value = f'<a href="{html.escape(obj.value)}">{html.escape(obj.value)}</a>'
        else:
            value = html.escape(getattr(obj, "value", str(obj)))
        rows.append(f"<tr><td>{html.escape(str(t.subject))}</td><td>{html.escape(t.predicate.value)}</td><td>{value}</td></tr>")
    body = (
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'>"
        "<meta http-equiv='Content-Security-Policy' content=\"default-src 'none'; style-src 'unsafe-inline'\">"
        f"<title>{html.escape(iri)}</title><style>body{{font:14px system-ui,sans-serif;margin:20px}}"
        "td{padding:2px 8px;vertical-align:top;border-bottom:1px solid #eee;word-break:break-word}</style></head><body>"
        f"<h1>{html.escape(iri)}</h1><table>{''.join(rows)}</table></body></html>"
    )
    return body.encode("utf-8")


class WorkerTimeout(Exception):
    pass


class Worker:
    def __init__(self, ctx, graph_path: str, memory_bytes: int):
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_worker_main, args=(child, graph_path, memory_bytes), daemon=True)
        self.process.start()
        child.close()
        if not self.conn.poll(600):
            self.kill()
            raise RuntimeError("worker did not start")
        status, message = self.conn.recv()
        if status != "ready":
            self.kill()
            raise RuntimeError(message)

    def ask(self, request: tuple, timeout: float):
        self.conn.send(request)
        if not self.conn.poll(timeout):
            raise WorkerTimeout()
        return self.conn.recv()

    def kill(self) -> None:
        if self.process.is_alive():
            self.process.kill()
        self.process.join(5)
        self.conn.close()


class WorkerPool:
    """A fixed number of worker processes; a request waits for a free one."""

    def __init__(self, graph_path: str, size: int = 2, memory_bytes: int = WORKER_MEMORY_BYTES):
        self.graph_path = graph_path
        self.memory_bytes = memory_bytes
        self.ctx = multiprocessing.get_context("spawn")
        self.idle: queue.Queue[Worker] = queue.Queue()
        self.workers: list[Worker] = []
        self.lock = threading.Lock()
        for _ in range(size):
            self._add()

    def _add(self) -> None:
        worker = Worker(self.ctx, self.graph_path, self.memory_bytes)
        with self.lock:
            self.workers.append(worker)
        self.idle.put(worker)

    def run(self, request: tuple, timeout: float, wait: float = 30.0):
        try:
            worker = self.idle.get(timeout=wait)
        except queue.Empty:
            return HTTPStatus.SERVICE_UNAVAILABLE, "text/plain; charset=utf-8", b"all query workers are busy; try again\n"
        try:
            answer = worker.ask(request, timeout)
        except (WorkerTimeout, EOFError, OSError, BrokenPipeError):
            # Past its time (or dead): kill it and start a fresh one in the background.
            worker.kill()
            with self.lock:
                self.workers.remove(worker)
            threading.Thread(target=self._add, daemon=True).start()
            return HTTPStatus.SERVICE_UNAVAILABLE, "text/plain; charset=utf-8", f"query stopped after the time limit of {timeout:g} s\n".encode()
        self.idle.put(worker)
        return answer

    def close(self) -> None:
        with self.lock:
            for worker in self.workers:
                worker.kill()
            self.workers.clear()


# ------------------------------------------------------------------ HTTP


@dataclass
class ServerConfig:
    graph_path: str
    base: str
    timeout: float = 10.0
    max_rows: int | None = MAX_ROWS
    allowed_hosts: tuple[str, ...] = ("127.0.0.1", "localhost", "[::1]")
    quiet: bool = False


class Handler(BaseHTTPRequestHandler):
    server_version = "paper-kg"
    sys_version = ""
    protocol_version = "HTTP/1.1"

    # set on the class by make_server
    config: ServerConfig
    pool: WorkerPool
    page: bytes
    graph_cache: dict

    def log_message(self, format, *args):  # noqa: A002 - BaseHTTPRequestHandler's signature
        if not self.config.quiet:
            sys.stderr.write(f"{self.address_string()} - {format % args}\n")

    def _send(self, status, content_type: str, body: bytes, extra: dict | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Vary", "Accept")
        for k, v in (extra or {}).items():
            self.send_header(k, v)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _error(self, status, message: str) -> None:
        self._send(status, "text/plain; charset=utf-8", (message.rstrip() + "\n").encode("utf-8"))

    def _host_ok(self) -> bool:
        host = (self.headers.get("Host") or "").strip()
        name = host.rsplit(":", 1)[0] if not host.startswith("[") else host.split("]")[0] + "]"
        return name in self.config.allowed_hosts

    def do_HEAD(self):  # noqa: N802
        self.do_GET()

    def do_GET(self):  # noqa: N802
        if not self._host_ok():
            return self._error(HTTPStatus.FORBIDDEN, "unexpected Host header")
        parts = urlsplit(self.path)
        if len(self.path) > 70000:
            return self._error(HTTPStatus.REQUEST_URI_TOO_LONG, "request line too long")
        if parts.path == "/sparql":
            params = parse_qs(parts.query, keep_blank_values=True)
            return self._sparql(params)
        if parts.path in ("/", "/index.html"):
            fmt = negotiate(self.headers.get("Accept"), {**GRAPH_TYPES, "text/html": "html"}, "html")
            if fmt == "html" or fmt is None:
                return self._send(HTTPStatus.OK, "text/html; charset=utf-8", self.page)
            return self._graph(fmt)
        if parts.path == "/graph":
            fmt = negotiate(self.headers.get("Accept"), GRAPH_TYPES, "ttl")
            if fmt is None:
                return self._error(HTTPStatus.NOT_ACCEPTABLE, "the graph comes as Turtle, N-Triples, JSON-LD, RDF/XML, TriG or N-Quads")
            return self._graph(fmt)
        return self._resource(parts.path)

    def do_POST(self):  # noqa: N802
        if not self._host_ok():
            return self._error(HTTPStatus.FORBIDDEN, "unexpected Host header")
        parts = urlsplit(self.path)
        length = self.headers.get("Content-Length")
        if length is None:
            return self._error(HTTPStatus.LENGTH_REQUIRED, "Content-Length required")
        try:
            size = int(length)
        except ValueError:
            return self._error(HTTPStatus.BAD_REQUEST, "bad Content-Length")
        if size > MAX_BODY_BYTES:
            # Read (and drop) a moderately oversized body so the client sees the
            # 413 instead of a reset; beyond DRAIN_BYTES just close.
            self.close_connection = True
            remaining = size if size <= DRAIN_BYTES else 0
            while remaining > 0:
                chunk = self.rfile.read(min(remaining, 65536))
                if not chunk:
                    break
                remaining -= len(chunk)
            return self._error(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, f"request body over {MAX_BODY_BYTES:,} bytes")
        body = self.rfile.read(size)
        if parts.path != "/sparql":
            return self._error(HTTPStatus.METHOD_NOT_ALLOWED, "only /sparql takes POST")
        ctype = (self.headers.get("Content-Type") or "").split(";")[0].strip().lower()
        if ctype == "application/sparql-update":
            return self._error(HTTPStatus.FORBIDDEN, "updates are disabled: this endpoint is read-only")
        try:
            text = body.decode("utf-8")
        except UnicodeDecodeError:
            return self._error(HTTPStatus.BAD_REQUEST, "request body is not UTF-8")
        if ctype == "application/sparql-query":
            params = parse_qs(parts.query, keep_blank_values=True)
            params["query"] = [text]
        elif ctype == "application/x-www-form-urlencoded":
            params = parse_qs(text, keep_blank_values=True)
        else:
            return self._error(HTTPStatus.UNSUPPORTED_MEDIA_TYPE, "POST a query as application/sparql-query or application/x-www-form-urlencoded")
        return self._sparql(params)

    def do_PUT(self):  # noqa: N802
        self._error(HTTPStatus.METHOD_NOT_ALLOWED, "this endpoint is read-only")

    do_DELETE = do_PATCH = do_PUT  # noqa: N815

    def _sparql(self, params: dict) -> None:
        if "update" in params:
            return self._error(HTTPStatus.FORBIDDEN, "updates are disabled: this endpoint is read-only")
        if any(k in params for k in ("default-graph-uri", "named-graph-uri")):
            return self._error(HTTPStatus.BAD_REQUEST, "dataset parameters are disabled: queries run over this graph only")
        queries = params.get("query", [])
        if len(queries) != 1:
            return self._error(HTTPStatus.BAD_REQUEST, "give exactly one query parameter")
        accept = self.headers.get("Accept")
        fmt = negotiate(accept, {**RESULT_TYPES, **GRAPH_TYPES}, None) if accept and accept.strip() not in ("*/*",) else None
        if accept and accept.strip() not in ("*/*", "") and fmt is None:
            return self._error(HTTPStatus.NOT_ACCEPTABLE, "results come as JSON, XML, CSV, TSV (SELECT, ASK) or RDF (CONSTRUCT, DESCRIBE)")
        status, ctype, body, *rest = self.pool.run(("query", queries[0], fmt, self.config.max_rows), self.config.timeout)
        truncated = bool(rest and rest[0])
        self._send(status, ctype, body, {"X-Result-Truncated": str(self.config.max_rows)} if truncated else None)

    def _graph(self, fmt: str) -> None:
        from kg.export import serialize, serialize_lines
        from kg.graph import prefix_map
        from kg.load import load_dataset, load_store
        from kg.formats import is_store

        with self.graph_cache["lock"]:
            if fmt not in self.graph_cache:
                if is_store(self.config.graph_path):
                    import pyoxigraph

                    dump = load_store(self.config.graph_path).dump(format=pyoxigraph.RdfFormat.N_QUADS)
                    lines = dump.decode("utf-8").splitlines(keepends=True)
                    self.graph_cache[fmt] = serialize_lines(lines, fmt, prefix_map(self.config.base))
                else:
                    if "dataset" not in self.graph_cache:
                        self.graph_cache["dataset"] = load_dataset(self.config.graph_path)
                    self.graph_cache[fmt] = serialize(self.graph_cache["dataset"], fmt)
            data = self.graph_cache[fmt]
        self._send(HTTPStatus.OK, RDF_CONTENT_TYPES.get(fmt, CONTENT_TYPES[fmt]), data)

    def _resource(self, path: str) -> None:
        base = urlsplit(self.config.base)
        if not path.startswith(base.path) or path == base.path:
            return self._error(HTTPStatus.NOT_FOUND, "not found")
        iri = f"{base.scheme}://{base.netloc}{path}"
        try:
            from kg.iri import check_iri

            check_iri(iri)
        except ValueError:
            return self._error(HTTPStatus.BAD_REQUEST, "not a resource path")
        fmt = negotiate(self.headers.get("Accept"), {**GRAPH_TYPES, "text/html": "html"}, "html")
        if fmt is None or fmt in ("trig", "nq"):
            return self._error(HTTPStatus.NOT_ACCEPTABLE, "a resource comes as Turtle, N-Triples, JSON-LD, RDF/XML or HTML")
        status, ctype, body, *_ = self.pool.run(("describe", iri, fmt), self.config.timeout)
        self._send(status, ctype, body)


def make_server(config: ServerConfig, host: str = "127.0.0.1", port: int = 8000, workers: int = 2):
    """Start the worker pool and return an HTTP server ready for ``serve_forever``."""
    from kg.load import load_store
    from kg.viz import DEFAULT_MAX_NODES, render_store_page

    page, _ = render_store_page(load_store(config.graph_path), title="paper-kg", max_nodes=DEFAULT_MAX_NODES)
    pool = WorkerPool(config.graph_path, size=workers)
    handler = type("KGHandler", (Handler,), {
        "config": config, "pool": pool, "page": page.encode("utf-8"), "graph_cache": {"lock": threading.Lock()},
    })
    server = ThreadingHTTPServer((host, port), handler)
    server.daemon_threads = True
    server.pool = pool
    return server


def serve(config: ServerConfig, host: str, port: int, workers: int, ready=None) -> None:
    server = make_server(config, host, port, workers)
    if ready:
        ready(server)
    try:
        server.serve_forever()
    finally:
        server.pool.close()
        server.server_close()
