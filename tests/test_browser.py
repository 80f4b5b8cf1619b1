"""The page in a real browser: headless Chromium (Debian's) driven by Playwright.

`make test` installs Debian's chromium package when it can (as root with
apt-get). Without a browser these tests are skipped, except in CI
(CI=true), where a missing browser is a failure.
"""

import os
import shutil
import time

import pytest

from kg.viz import render_page
from tests.support.synthetic import synthetic_graph

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-quic"]
PAYLOAD = '</script><script>alert(1)</script><img src=x onerror=alert(2)> "><img onerror=alert(3)>'
#: Time to interactive allowed for the 2,000-paper page (measured: README.md).
LARGE_PAGE_BOUND_S = 20.0

if CHROMIUM is None and os.environ.get("CI"):
    raise RuntimeError("CI needs Chromium for the browser tests: apt-get install chromium")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Chromium not installed (apt-get install chromium)")


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1400, "height": 900})
    pg = context.new_page()
    pg.requests = []
    pg.dialogs = []
    pg.on("request", lambda r: pg.requests.append(r.url))
    pg.on("dialog", lambda d: (pg.dialogs.append(d.message), d.dismiss()))
    yield pg
    context.close()


def open_page(page, path):
    page.goto(path.as_uri())
    page.wait_for_function("window.kgReady === true", timeout=60000)


def visible_counts(page):
    return page.evaluate("[window.kgNetwork.body.data.nodes.length, window.kgNetwork.body.data.edges.length]")


@pytest.fixture(scope="module")
def icml_page(icml_graph, tmp_path_factory):
    html, stats = render_page(icml_graph, title="ICML 2026")
    path = tmp_path_factory.mktemp("page") / "icml.html"
    path.write_text(html, encoding="utf-8")
    return path, stats


@pytest.mark.catalogue(32)
def test_icml_page_renders_every_node_and_edge_offline(page, icml_page):
    path, stats = icml_page
    open_page(page, path)
    assert visible_counts(page) == [stats.nodes, stats.edges]
    assert all(url.startswith(("file:", "data:")) for url in page.requests), page.requests
    assert page.locator("#summary").inner_text().endswith(f"{stats.edges} links")


def test_type_filter_hides_a_type(page, icml_page, icml_graph):
    path, stats = icml_page
    open_page(page, path)
    tasks = page.evaluate("JSON.parse(document.getElementById('kg-data').textContent).counts.Task")
    page.locator("#types input[data-type=Task]").uncheck()
    nodes, edges = visible_counts(page)
    assert nodes == stats.nodes - tasks and edges < stats.edges
    page.locator("#types input[data-type=Task]").check()
    assert visible_counts(page) == [stats.nodes, stats.edges]


def test_search_focuses_and_shows_the_panel(page, icml_page):
    path, _ = icml_page
    open_page(page, path)
    page.fill("#search", "harmbench")
    page.click("#search-go")
    assert page.locator("#panel h2").inner_text() == "HarmBench"
    assert page.evaluate("window.kgNetwork.getSelectedNodes()") == ["https://w3id.org/paper-kg/resource/dataset/harmbench"]
    assert "on the BeaverTails, HarmBench, and SorryBench benchmarks" in page.locator("#panel").inner_text()


def test_neighbourhood_and_shared_only(page, icml_page):
    path, stats = icml_page
    open_page(page, path)
    page.fill("#search", "GRPO")
    page.click("#search-go")
    page.click("#panel button")
    nodes, _ = visible_counts(page)
    assert nodes == 2  # GRPO and the one paper that mentions it
    page.click("#reset")
    page.check("#shared-only")
    shared = page.evaluate("JSON.parse(document.getElementById('kg-data').textContent).nodes.filter(n => n.type === 'Paper' || n.papersCount >= 2).length")
    assert visible_counts(page)[0] == shared < stats.nodes


@pytest.mark.catalogue(30, 31)
def test_hostile_label_shows_literally_and_nothing_runs(page, tmp_path):
    from rdflib import RDF, RDFS, Graph, Literal, URIRef
    from rdflib.namespace import DCTERMS

    from kg.namespace import KG

    g = Graph()
    p, e = URIRef("https://example.org/p"), URIRef("https://example.org/e")
    g.add((p, RDF.type, KG.Paper))
    g.add((p, DCTERMS.title, Literal(PAYLOAD)))
    g.add((p, DCTERMS.abstract, Literal("An abstract mentioning href and " + PAYLOAD)))
    g.add((p, KG.mentions, e))
    g.add((e, RDF.type, KG.Method))
    g.add((e, RDFS.label, Literal(PAYLOAD)))
    html, _ = render_page(g, title=PAYLOAD)
    path = tmp_path / "hostile.html"
    path.write_text(html, encoding="utf-8")
    open_page(page, path)
    page.fill("#search", "onerror=alert(2)")
    page.click("#search-go")
    assert page.locator("#panel h2").inner_text() == PAYLOAD
    assert page.locator("h1").inner_text() == PAYLOAD
    assert page.evaluate("document.querySelectorAll('img').length") == 0
    page.mouse.move(700, 500)
    assert page.dialogs == []


@pytest.mark.catalogue(33)
def test_large_page_becomes_interactive(page, tmp_path):
    html, stats = render_page(synthetic_graph(papers=2000), max_nodes=1000)
    path = tmp_path / "large.html"
    path.write_text(html, encoding="utf-8")
    start = time.perf_counter()
    open_page(page, path)
    page.fill("#search", "entity 0")
    page.click("#search-go")
    page.locator("#panel h2").wait_for()
    elapsed = time.perf_counter() - start
    print(f"\nlarge page: {stats.nodes} nodes, {stats.edges} edges, interactive in {elapsed:.2f} s")
    assert page.locator("#panel h2").inner_text() == "entity 0"
    assert "Showing the 1000 most connected of" in page.locator("#note").inner_text()
    assert elapsed < LARGE_PAGE_BOUND_S
