"""The ``kg`` command line: a thin layer over the library.

Data goes to stdout, progress and messages to stderr. A user error is one
line on stderr and a non-zero exit, never a traceback.

Exit codes:

==  ===========================================================
0   success (``kg validate``: the graph conforms)
1   ``kg validate`` / ``kg build``: the graph violates the shapes
2   usage error (unknown option, missing argument); ``kg validate``:
    the graph could not be validated
65  bad input data: unreadable records, a bad graph file, a refused
    or malformed query
69  ``kg push``: the store could not be reached or refused the data
73  an output file cannot be created
70  an internal error (a bug: please report it)
124 ``kg query``: the query ran past ``--timeout``
130 interrupted (Ctrl-C)
==  ===========================================================
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from kg import __version__
from kg.formats import OUTPUT_FORMATS
from kg.query import RESULT_FORMATS
from kg.readers import FORMATS as INPUT_FORMATS

if TYPE_CHECKING:
    from kg.export import DatasetLines

EXIT_VIOLATIONS = 1
EXIT_USAGE = 2
EXIT_DATA = 65
EXIT_SOFTWARE = 70
EXIT_UNAVAILABLE = 69
EXIT_TIMEOUT = 124
EXIT_CANTCREATE = 73
EXIT_INTERRUPTED = 130

# kg build checks its output against the SHACL shapes up to this size by
# default: pySHACL takes about as long per triple as parsing takes per word.
VALIDATE_LIMIT = 200_000
VALIDATE_PAPERS = 1_000


class UserError(click.ClickException):
    """An error the user can fix; shown as one line."""

    def __init__(self, message: str, exit_code: int = EXIT_DATA):
        super().__init__(message)
        self.exit_code = exit_code

    def show(self, file=None) -> None:
        click.echo(f"kg: {self.format_message()}", err=True)


def _log(message: str, quiet: bool = False) -> None:
    if not quiet:
        click.echo(message, err=True)


def _same_file(a: str, b: str) -> bool:
    if a == "-" or b == "-":
        return False
    try:
        return os.path.samefile(a, b)
    except OSError:
        return Path(a).resolve() == Path(b).resolve()


def _check_output(path: str, inputs: tuple[str, ...]) -> None:
    if path == "-":
        return
    for source in inputs:
        if _same_file(path, source):
            raise UserError(f"refusing to overwrite input {source}", EXIT_USAGE)
    target = Path(path)
    if target.is_dir():
        raise UserError(f"cannot write {path}: it is a directory", EXIT_CANTCREATE)
    parent = target.parent if str(target.parent) else Path(".")
    if not parent.is_dir():
        raise UserError(f"cannot write {path}: folder {parent} does not exist", EXIT_CANTCREATE)
    if not os.access(parent, os.W_OK):
        raise UserError(f"cannot write {path}: folder {parent} is not writable", EXIT_CANTCREATE)


def _load_graph(path: str):
    from kg.load import GraphLoadError, load_graph

    try:
        return load_graph(path)
    except GraphLoadError as exc:
        raise UserError(str(exc)) from None


def _load_nlp():
    from kg.pipeline import PipelineNotFound, load_pipeline

    try:
        return load_pipeline()
    except PipelineNotFound as exc:
        raise UserError(str(exc), EXIT_SOFTWARE) from None


class Interrupted(Exception):
    """Ctrl-C during a command, with the one line to say about it."""

    def __init__(self, message: str = "kg: interrupted"):
        super().__init__(message)


class _Group(click.Group):
    def invoke(self, ctx):
        # click turns Ctrl-C into Abort after writing an empty line; taken here
        # first, the interrupt is one line and exit 130.
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt:
            raise Interrupted() from None


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(__version__, prog_name="paper-kg")
def cli() -> None:
    """Build knowledge graphs of machine-learning research from paper abstracts.

    \b
    Example:
      kg build papers.jsonl -o graph.ttl --html graph.html
      kg query graph.ttl methods-on-benchmark --param benchmark=HarmBench
    """


@cli.command()
@click.argument("inputs", nargs=-1, required=True, metavar="INPUT...")
@click.option("-o", "--output", "outputs", multiple=True, metavar="OUT",
              help="Output file; repeat for several formats. '-' writes to stdout.")
@click.option("--format", "fmt", type=click.Choice(OUTPUT_FORMATS),
              help="Output format (default: from OUT's extension; Turtle for '-').")
@click.option("--html", "html_page", metavar="PAGE", help="Also write the browser page.")
@click.option("--store", "store_dir", metavar="DIR",
              help="Build into the on-disk store DIR (made if absent): only new and changed records are parsed.")
@click.option("--dask", "scheduler", metavar="SCHEDULER",
              help="Run the extraction on the Dask cluster at SCHEDULER (e.g. tcp://10.0.0.5:8786).")
@click.option("--base", default=None, metavar="IRI", help="Base IRI of minted resources (absolute, ending in / or #).")
@click.option("--input-format", type=click.Choice(INPUT_FORMATS),
              help="Input format (default: from the extension; sniffed for '-').")
@click.option("--encoding", default="utf-8", show_default=True, help="Encoding of the input files.")
@click.option("--skip-bad", is_flag=True, help="Report and skip bad records (and unreadable or empty files) instead of stopping.")
@click.option("--max-record-chars", type=click.IntRange(1), default=1_000_000, show_default=True,
              help="Skip (with a warning) a record whose title and abstract are longer than this.")
@click.option("--min-confidence", type=click.FloatRange(0, 1), default=0.0, show_default=True,
              help="Leave out mentions and results less certain than this.")
@click.option("--workers", type=click.IntRange(1, 64), default=1, show_default=True, help="Worker processes that parse and extract (forked; 1: in this process).")
@click.option("--validate/--no-validate", "validate_flag", default=None,
              help="Check the graph against the SHACL shapes and write nothing on a violation "
                   f"(default: for graphs of up to {VALIDATE_LIMIT:,} triples).")
@click.option("-q", "--quiet", is_flag=True, help="No progress line and no summary on stderr.")
def build(inputs, outputs, fmt, html_page, store_dir, scheduler, base, input_format, encoding, skip_bad,
          max_record_chars, min_confidence, workers, validate_flag, quiet):
    """Build the knowledge graph of INPUT files (text, JSON, JSONL, CSV; .gz too; '-' is stdin).

    \b
    Example:
      kg build examples/icml2026-abstracts.txt -o icml.ttl -o icml.jsonld --html icml.html
      kg build arxiv.jsonl.gz --store arxiv.kg --workers 2
    """
    from kg.build import BuildReport, count, dataset_lines, read_unique
    from kg.export import DatasetLines, ExportError, format_for, serialize_lines, write_atomic, write_bytes
    from kg.graph import prefix_map
    from kg.iri import DEFAULT_BASE, InvalidIRI, IriMinter, check_base
    from kg.readers import InputError

    try:
        base = check_base(DEFAULT_BASE if base is None else base)
    except InvalidIRI as exc:
        raise UserError(str(exc), EXIT_USAGE) from None
    if not outputs and not html_page and not store_dir:
        raise UserError("give -o OUT, --html PAGE or --store DIR", EXIT_USAGE)
    if fmt and len(outputs) > 1:
        raise UserError("--format applies to one output; with several, each takes its format from its extension", EXIT_USAGE)
    if scheduler and workers > 1:
        raise UserError("--workers applies to local parsing; with --dask the cluster's workers parse", EXIT_USAGE)
    formats = []
    for out in outputs:
        try:
            formats.append(format_for(out, fmt))
        except ExportError as exc:
            raise UserError(str(exc), EXIT_USAGE) from None
        _check_output(out, inputs)
    if html_page:
        _check_output(html_page, inputs)
    store = _open_store(store_dir, base) if store_dir else None
    from kg.progress import Progress

    bar = Progress(None, enabled=None if not quiet else False)

    def progress(done: int, total: int) -> None:
        bar.total = total
        bar.update(done - bar.done)

    def warn(message: str) -> None:
        if bar.enabled and bar.done:
            click.echo("", err=True)
        _log(f"kg: {message}")

    report = BuildReport()
    try:
        try:
            records = read_unique(list(inputs), report, input_format=input_format, encoding=encoding,
                                  skip_bad=skip_bad, max_record_chars=max_record_chars, warn=warn)
        except InputError as exc:
            raise UserError(str(exc)) from None
        extractor = _extractor(scheduler, workers)
        if store is not None:
            from kg.incremental import add_records
            from kg.pipeline import extractor_fingerprint

            added = add_records(store, records, extractor, progress=progress, fingerprint=extractor_fingerprint())
            bar.close()
            report.records = added.read
            corpus = store.corpus(min_confidence)
        else:
            from kg.resolve import resolve

            extractions = []
            for ex in extractor(records):
                extractions.append(ex)
                progress(len(extractions), len(records))
            bar.close()
            report.records = len(extractions)
            corpus = resolve(extractions, min_confidence=min_confidence)
        count(corpus, report)
        minter = IriMinter(base)
        # A store writes its graphs paper by paper; the whole dataset as lines is
        # made only for output files or validation.
        small = len(corpus.papers) <= VALIDATE_PAPERS
        need_lines = store is None or bool(outputs) or bool(validate_flag) or (validate_flag is None and small)
        lines = dataset_lines(corpus, minter) if need_lines else DatasetLines(())
        triples = len(lines.union) if need_lines else None
        if validate_flag or (validate_flag is None and lines and len(lines) <= VALIDATE_LIMIT):
            _validate_lines(lines)
        elif validate_flag is None and (len(lines) > VALIDATE_LIMIT or not need_lines):
            _log(f"kg: SHACL validation skipped for {len(lines):,} quads (over {VALIDATE_LIMIT:,}; --validate forces it, "
                 "kg validate checks a written file)", quiet)
        if store is not None:
            bar = Progress(None, enabled=None if not quiet else False)
            synced = store.sync(corpus, progress)
            bar.close()
            _log(f"{store_dir}: {added.new} new, {added.changed} changed, {added.unchanged} unchanged papers read"
                 + (f" ({added.stale} extracted again for new extractors)" if added.stale else "")
                 + (f", {added.relabelled} with new metadata only" if added.relabelled else "") + "; "
                 f"{synced.written} graphs written, {synced.dropped} dropped, {synced.papers} papers held", quiet)
        try:
            prefixes = prefix_map(base)
            for out, out_fmt in zip(outputs, formats):
                size = write_bytes(serialize_lines(lines, out_fmt, prefixes), out)
                if out != "-":
                    _log(f"wrote {out} ({out_fmt}, {size:,} bytes)", quiet)
            if html_page:
                from kg.viz import render_store_page

                if store is not None:
                    html, stats = render_store_page(store.oxigraph, title=_page_title(corpus))
                else:
                    import pyoxigraph

                    memory = pyoxigraph.Store()
                    memory.load("".join(lines.quads()).encode("utf-8"), format=pyoxigraph.RdfFormat.N_QUADS)
                    html, stats = render_store_page(memory, title=_page_title(corpus))
                write_atomic(html_page, html.encode("utf-8"))
                _log(f"wrote {html_page} (page, {stats.nodes} nodes, {stats.edges} links)", quiet)
        except ExportError as exc:
            raise UserError(str(exc), EXIT_CANTCREATE) from None
        entities = ", ".join(f"{n} {t}" for t, n in sorted(report.entities.items(), key=lambda kv: (-kv[1], kv[0])))
        size = f", {triples} triples" if triples is not None else f", {synced.quads} quads"
        _log(f"{len(corpus.papers)} papers, {sum(report.entities.values())} entities ({entities or 'none'}), "
             f"{report.mentions} mentions, {report.results} results{size}"
             + (f"; {len(report.bad_records)} bad records skipped" if report.bad_records else ""), quiet)
    except KeyboardInterrupt:
        bar.close()
        if store is not None:
            # Every committed record and every rewritten graph is kept; a rerun
            # skips the former and finishes the rest.
            raise Interrupted(f"kg: interrupted; {len(store):,} papers are in {store_dir} "
                              "(run the same command again to finish)") from None
        raise
    finally:
        bar.close()
        if store is not None:
            store.close()


def _validate_lines(lines: DatasetLines) -> None:
    import pyoxigraph
    from rdflib import Graph

    from kg.load import to_rdflib
    from kg.validate import validate

    graph = Graph()
    body = "".join(sorted(lines.union)).encode("utf-8")
    for t in pyoxigraph.parse(body, format=pyoxigraph.RdfFormat.N_TRIPLES):
        graph.add((to_rdflib(t.subject), to_rdflib(t.predicate), to_rdflib(t.object)))
    conforms, _, problems = validate(graph)
    if not conforms:
        for line in problems:
            click.echo(line, err=True)
        raise UserError(f"the graph violates the shapes in {len(problems)} places; nothing written "
                        "(--no-validate writes it anyway)", EXIT_VIOLATIONS)


def _extractor(scheduler: str | None, workers: int):
    """records -> extractions, on this machine or on a Dask cluster."""
    if scheduler:
        from kg.cluster import ClusterError, extract_on_dask

        def on_cluster(records):
            try:
                yield from extract_on_dask(records, scheduler)
            except ClusterError as exc:
                raise UserError(str(exc), EXIT_UNAVAILABLE) from None

        return on_cluster
    from kg.extraction import extract_records

    nlp = _load_nlp()
    return lambda records: extract_records(records, nlp, n_process=workers)


def _open_store(path: str, base: str | None):
    from kg.store import KgStore, StoreError

    try:
        return KgStore(path, base=base, create=True)
    except StoreError as exc:
        raise UserError(str(exc), EXIT_CANTCREATE) from None


def _page_title(corpus) -> str:
    venues = sorted({p.record.venue.label for p in corpus.papers if p.record.venue is not None})
    return f"paper-kg: {venues[0]}" if len(venues) == 1 else "paper-kg"


@cli.command()
@click.argument("graph", required=False)
@click.argument("query", required=False)
@click.option("--format", "fmt", type=click.Choice(RESULT_FORMATS), default="table", show_default=True,
              help="Result format; csv, tsv and json are the SPARQL 1.1 Query Results formats.")
@click.option("-p", "--param", "params", multiple=True, metavar="NAME=VALUE", help="Bind ?NAME to VALUE (repeatable).")
@click.option("--list", "list_queries", is_flag=True, help="List the bundled queries and their parameters.")
@click.option("--timeout", type=click.FloatRange(0, 86400), default=60.0, show_default=True,
              help="Seconds the query may run (in a worker process that is killed then); 0: no worker, no limit.")
@click.option("--max-rows", type=click.IntRange(0), default=100_000, show_default=True,
              help="Rows (or triples) to write at most; more are cut, with a note on stderr. 0: no limit.")
def query(graph, query, fmt, params, list_queries, timeout, max_rows):
    """Run a SPARQL QUERY on GRAPH: SPARQL text, a .rq file, or a bundled query's name.

    \b
    Example:
      kg query outputs/icml2026.ttl most-used-benchmarks
      kg query outputs/icml2026.ttl 'SELECT ?m WHERE { ?p kg:proposes ?m }' --format csv
    """
    from kg.query import QueryError, format_results, limit_rows, named_queries, resolve_query, run_query

    if list_queries:
        for name, q in named_queries().items():
            click.echo(f"{name}: {q.description}")
            for param, text in q.params.items():
                click.echo(f"    --param {param}=...  {text}")
        return
    if not graph or query is None:
        raise UserError("give GRAPH and QUERY (or --list)", EXIT_USAGE)
    bound = {}
    for item in params:
        if "=" not in item:
            raise UserError(f"--param takes NAME=VALUE, not {item!r}", EXIT_USAGE)
        name, value = item.split("=", 1)
        bound[name.strip()] = value
    try:
        text, named = resolve_query(query)
        if named is not None:
            unknown = set(bound) - set(named.params)
            if unknown:
                raise QueryError(f"query {named.name!r} has no parameter {sorted(unknown)[0]!r} (it takes: {', '.join(named.params) or 'none'})")
            missing = [p for p, d in named.params.items() if p not in bound and not d.startswith("(optional)")]
            if missing:
                raise QueryError(f"query {named.name!r} needs --param {missing[0]}=...")
        if timeout:
            data, truncated = _query_in_worker(graph, text, bound, fmt, timeout, max_rows or None)
        else:
            result, truncated = limit_rows(run_query(_load_store(graph), text, bound), max_rows or None)
            data = format_results(result, fmt)
    except QueryError as exc:
        raise UserError(str(exc)) from None
    sys.stdout.buffer.write(data)
    if truncated:
        _log(f"kg: only the first {max_rows:,} rows are written; add a LIMIT, or --max-rows 0 for all")


def _query_in_worker(graph: str, text: str, params: dict, fmt: str, timeout: float,
                     max_rows: int | None = None) -> tuple[bytes, bool]:
    """Run the query in a child process that is killed at ``timeout`` (pyoxigraph cannot be interrupted)."""
    from kg.query import bind_params, check_query
    from kg.serve import WorkerPool

    check_query(text)  # before any process starts: refusals cost nothing
    # The worker adds the predeclared prefixes, so its syntax errors count
    # lines in the query as written.
    full = bind_params(text, params)
    try:
        pool = WorkerPool(graph, size=1)
    except RuntimeError as exc:  # the worker could not read the graph: its message names the file
        raise UserError(str(exc)) from None
    try:
        status, _, body, *rest = pool.run(("query", full, fmt, max_rows), timeout)
    finally:
        pool.close()
    if status == 503:
        raise UserError(body.decode("utf-8", "replace").strip(), EXIT_TIMEOUT)
    if status != 200:
        raise UserError(body.decode("utf-8", "replace").strip())
    return body, bool(rest and rest[0])


def _load_store(path: str):
    from kg.load import GraphLoadError, load_store

    try:
        return load_store(path)
    except GraphLoadError as exc:
        raise UserError(str(exc)) from None


@cli.command()
@click.argument("graph")
@click.option("-o", "--output", required=True, metavar="PAGE.html", help="The page to write.")
@click.option("--max-nodes", type=click.IntRange(0), default=1000, show_default=True,
              help="Keep the N most connected entities (0: all).")
@click.option("--title", default="paper-kg", show_default=True, help="The page's title.")
def viz(graph, output, max_nodes, title):
    """Write the browser page of GRAPH: one self-contained HTML file that works offline.

    \b
    Example:
      kg viz outputs/icml2026.ttl -o icml2026.html --max-nodes 500
    """
    from kg.export import ExportError, write_atomic
    from kg.viz import render_store_page

    _check_output(output, (graph,))
    html, stats = render_store_page(_load_store(graph), title=title, max_nodes=max_nodes or None)
    try:
        write_atomic(output, html.encode("utf-8"))
    except ExportError as exc:
        raise UserError(str(exc), EXIT_CANTCREATE) from None
    shown = f", {stats.entities_shown} of {stats.entities_total} entities" if stats.entities_shown < stats.entities_total else ""
    _log(f"wrote {output} ({stats.nodes} nodes, {stats.edges} links{shown})")


@cli.command()
@click.argument("graph")
@click.option("--json", "as_json", is_flag=True, help="Print the counts as JSON.")
def stats(graph, as_json):
    """Count the papers, entities per type, links, results and triples of GRAPH.

    \b
    Example:
      kg stats outputs/icml2026.ttl --json
    """
    from kg.stats import format_stats, graph_stats

    result = graph_stats(_load_graph(graph))
    click.echo(json.dumps(result, indent=2, sort_keys=True) if as_json else format_stats(result))


@cli.command()
@click.argument("graph")
def validate(graph):
    """Check GRAPH against the SHACL shapes; exit 0 if it conforms, 1 on violations, 2 on error.

    \b
    Example:
      kg validate outputs/icml2026.ttl
    """
    from kg.load import GraphLoadError, load_graph
    from kg.validate import validate as run_validate

    try:
        g = load_graph(graph)
        conforms, _, lines = run_validate(g)
    except (GraphLoadError, ValueError) as exc:
        raise UserError(str(exc), EXIT_USAGE) from None
    for line in lines:
        click.echo(line)
    if not conforms:
        raise UserError(f"{graph}: {len(lines)} violations", EXIT_VIOLATIONS)
    _log(f"{graph}: conforms")


@cli.command()
@click.argument("graph")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to bind (loopback by default).")
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True, help="Port (0: any free port).")
@click.option("--timeout", type=click.FloatRange(0.1, 3600), default=10.0, show_default=True,
              help="Seconds a query may run before its worker is killed.")
@click.option("--workers", type=click.IntRange(1, 32), default=2, show_default=True, help="Query worker processes.")
@click.option("--base", default=None, metavar="IRI", help="Base IRI whose resources are served by path (default: the build default).")
@click.option("--allow-host", "allow_hosts", multiple=True, metavar="NAME",
              help="Also accept this Host header name (default: loopback names only).")
@click.option("--max-rows", type=click.IntRange(0), default=10_000, show_default=True,
              help="Rows (or triples) one answer may hold; more are cut and X-Result-Truncated says so. 0: no limit.")
@click.option("-q", "--quiet", is_flag=True, help="No request log on stderr.")
def serve(graph, host, port, timeout, workers, base, allow_hosts, max_rows, quiet):
    """Serve GRAPH read-only: SPARQL 1.1 Protocol at /sparql, the page at /, resources by path.

    \b
    Example:
      kg serve outputs/icml2026.ttl --port 8000
      curl -H 'Accept: text/csv' 'http://127.0.0.1:8000/sparql?query=SELECT+*+WHERE+{?s+?p+?o}+LIMIT+3'
    """
    from kg.iri import DEFAULT_BASE, InvalidIRI, check_base
    from kg.load import GraphLoadError
    from kg.serve import ServerConfig, serve as run_server

    try:
        base = check_base(DEFAULT_BASE if base is None else base)
    except InvalidIRI as exc:
        raise UserError(str(exc), EXIT_USAGE) from None
    config = ServerConfig(graph, base, timeout, max_rows or None, ("127.0.0.1", "localhost", "[::1]", host, *allow_hosts), quiet)

    def ready(server):
        bound_host, bound_port = server.server_address[:2]
        _log(f"serving {graph} at http://{bound_host}:{bound_port}/ (SPARQL at /sparql; Ctrl-C stops)")

    try:
        run_server(config, host, port, workers, ready=ready)
    except GraphLoadError as exc:  # read once, for the page, before any worker starts
        raise UserError(str(exc)) from None
    except OSError as exc:
        raise UserError(f"cannot listen on {host}:{port}: {exc.strerror or exc}", EXIT_CANTCREATE) from None


@cli.command()
@click.argument("graph")
@click.option("--endpoint", required=True, metavar="URL", help="The store's Graph Store Protocol URL (e.g. http://127.0.0.1:7878/store).")
@click.option("--user", default=None, help="User for HTTP basic auth; the password is read from KG_PUSH_PASSWORD.")
@click.option("--timeout", type=click.FloatRange(0.1, 3600), default=60.0, show_default=True, help="Seconds to wait for each request.")
@click.option("-q", "--quiet", is_flag=True, help="No summary on stderr.")
def push(graph, endpoint, user, timeout, quiet):
    """Load GRAPH into a SPARQL store, one named graph per paper, replacing what was there.

    \b
    Example:
      kg push outputs/icml2026.trig --endpoint http://127.0.0.1:7878/store
    """
    from kg.load import GraphLoadError, load_dataset, load_store
    from kg.push import PushError, push as run_push, push_bodies, store_graphs
    from kg.formats import is_store

    try:
        source = load_store(graph) if is_store(graph) else load_dataset(graph)
    except GraphLoadError as exc:
        raise UserError(str(exc)) from None
    password = os.environ.get("KG_PUSH_PASSWORD")
    try:
        if is_store(graph):
            report = push_bodies(store_graphs(source), endpoint, user=user, password=password, timeout=timeout)
        else:
            report = run_push(source, endpoint, user=user, password=password, timeout=timeout)
    except PushError as exc:
        raise UserError(str(exc), EXIT_UNAVAILABLE) from None
    _log(f"pushed {report.graphs} graphs ({report.triples} triples) to {endpoint}", quiet)


@cli.command()
@click.option("--store", "store_dir", required=True, metavar="DIR", help="The store made by kg build --store.")
@click.argument("ids", nargs=-1, required=True, metavar="ID...")
@click.option("--min-confidence", type=click.FloatRange(0, 1), default=0.0, show_default=True,
              help="As given to kg build (the remaining papers are resolved again with it).")
@click.option("-q", "--quiet", is_flag=True, help="No summary on stderr.")
def remove(store_dir, ids, min_confidence, quiet):
    """Delete papers (by id or IRI) from a store, and every entity no remaining paper mentions.

    \b
    Example:
      kg remove --store arxiv.kg 2601.01234v1
    """
    from kg.incremental import remove_papers
    from kg.iri import IriMinter
    from kg.store import KgStore, StoreError

    try:
        store = KgStore(store_dir)
    except StoreError as exc:
        raise UserError(str(exc)) from None
    try:
        minter = IriMinter(store.base)
        by_iri = {str(minter.paper(paper_id)): paper_id for paper_id in store.hashes()}
        wanted = [by_iri.get(i, i) for i in ids]
        missing, report = remove_papers(store, wanted, min_confidence=min_confidence)
        if missing:
            raise UserError(f"{store_dir}: no paper {missing[0]!r}" + (f" (and {len(missing) - 1} more)" if len(missing) > 1 else "")
                            + "; nothing removed")
        _log(f"{store_dir}: removed {len(wanted)} papers; {report.written} graphs rewritten, {report.papers} papers held", quiet)
    finally:
        store.close()


@cli.command(name="eval")
@click.option("--gold", required=True, metavar="GOLD.jsonl", help="Gold annotations (see the annotation guidelines).")
@click.argument("inputs", nargs=-1, required=True, metavar="INPUT...")
@click.option("--json", "as_json", is_flag=True, help="Print the scores as JSON.")
@click.option("--min-confidence", type=click.FloatRange(0, 1), default=0.0, show_default=True,
              help="Score only mentions at least this certain.")
@click.option("--baseline", is_flag=True, help="Also score the naive baseline (spaCy NER + noun chunks typed by head noun).")
@click.option("--errors", is_flag=True,
              help="Also list each paper's mistakes: '-' a gold entity missed, '+' a prediction with no gold match.")
def evaluate(gold, inputs, as_json, min_confidence, baseline, errors):
    """Build the graph of INPUT and score it against GOLD: precision, recall, F1 per type.

    \b
    Example:
      kg eval --gold ../shared/data/gold/icml2026.jsonl examples/icml2026-abstracts.txt
    """
    from kg.build import build as run_build
    from kg.evaluate import GoldError, evaluate as score, format_errors, format_report, load_gold
    from kg.graph import union_graph
    from kg.readers import InputError

    try:
        gold_papers = load_gold(gold)
    except GoldError as exc:
        raise UserError(str(exc)) from None
    nlp = _load_nlp()
    try:
        ds, corpus, _ = run_build(list(inputs), nlp, min_confidence=min_confidence)
    except InputError as exc:
        raise UserError(str(exc)) from None
    ev = score(gold_papers, union_graph(ds))
    base = None
    if baseline:
        from kg.baseline import baseline_graph
        from kg.pipeline import load_parser

        base = score(gold_papers, baseline_graph([p.record for p in corpus.papers], load_parser(exclude=())))
    if as_json:
        out = ev.as_dict()
        if base is not None:
            out["baseline"] = base.as_dict()
        if errors:
            out["errors"] = ev.errors_as_list()
        click.echo(json.dumps(out, indent=2, sort_keys=True))
    else:
        click.echo(format_report(ev, base))
        if errors and ev.errors:
            click.echo(format_errors(ev))


def main(argv: list[str] | None = None) -> int:
    """Entry point: run the CLI; unexpected errors become one line and exit 70."""
    try:
        cli.main(args=argv, prog_name="kg", standalone_mode=False)
        return 0
    except Interrupted as exc:
        click.echo(str(exc), err=True)
        return EXIT_INTERRUPTED
    except click.exceptions.Abort:
        click.echo("kg: interrupted", err=True)
        return EXIT_INTERRUPTED
    except KeyboardInterrupt:
        click.echo("kg: interrupted", err=True)
        return EXIT_INTERRUPTED
    except click.exceptions.Exit as exc:
        return exc.exit_code
    except click.ClickException as exc:
        exc.show()
        return exc.exit_code
    except BrokenPipeError:
        return 0
    except Exception as exc:  # a bug: one line, with a way to get the traceback
        if os.environ.get("KG_DEBUG"):
            raise
        click.echo(f"kg: internal error: {type(exc).__name__}: {exc} (set KG_DEBUG=1 for the traceback)", err=True)
        return EXIT_SOFTWARE


if __name__ == "__main__":
    sys.exit(main())
