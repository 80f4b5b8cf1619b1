"""The browser page of 2,000 arXiv papers: build, render, and time to interactive in Chromium.

Run: .venv/bin/python bench/page.py   (needs ../shared/data and Debian's chromium)
"""

from __future__ import annotations

import shutil
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import RESULTS, head, save  # noqa: E402


def main() -> None:
    from kg.build import build
    from kg.graph import union_graph
    from kg.pipeline import load_pipeline
    from kg.viz import DEFAULT_MAX_NODES, render_page

    source = head(2000, RESULTS / "arxiv-2000.jsonl")
    nlp = load_pipeline()
    t0 = time.perf_counter()
    ds, corpus, report = build([str(source)], nlp)
    build_s = time.perf_counter() - t0
    graph = union_graph(ds)
    t0 = time.perf_counter()
    html, stats = render_page(graph, title="paper-kg: 2,000 arXiv papers", max_nodes=DEFAULT_MAX_NODES)
    render_s = time.perf_counter() - t0
    page = RESULTS / "arxiv-2000.html"
    page.write_text(html, encoding="utf-8")
    result = {
        "papers": report.records, "entities": stats.entities_total, "entities_shown": stats.entities_shown,
        "nodes": stats.nodes, "edges": stats.edges, "html_bytes": len(html.encode("utf-8")),
        "build_s": round(build_s, 1), "render_s": round(render_s, 2),
    }
    chromium = shutil.which("chromium")
    if chromium:
        from playwright.sync_api import sync_playwright

        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu",
                                        "--disable-background-networking", "--disable-component-update", "--disable-sync"])
            tab = browser.new_page(viewport={"width": 1400, "height": 900})
            t0 = time.perf_counter()
            tab.goto(page.as_uri())
            tab.wait_for_function("window.kgReady === true", timeout=120000)
            ready = time.perf_counter() - t0
            tab.fill("#search", "reinforcement learning")
            tab.click("#search-go")
            tab.locator("#panel h2").wait_for()
            result["ready_s"] = round(ready, 2)
            result["interactive_s"] = round(time.perf_counter() - t0, 2)
            tab.screenshot(path=str(RESULTS / "arxiv-2000.png"))
            browser.close()
    save("page", result)


if __name__ == "__main__":
    main()
