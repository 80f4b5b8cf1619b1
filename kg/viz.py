"""The browser page: one self-contained HTML file that works offline.

vis-network (the copy pyvis ships, 9.1.2) is inlined; nothing is loaded from
a CDN, and pyvis's own template is not used: it loads Bootstrap from a CDN,
pastes headings and ids unescaped and switches every tooltip to innerHTML
when any title contains "href". Here all text from abstracts travels as JSON
inside a ``<script type="application/json">`` element with ``<``, ``>`` and
``&`` escaped, and the page puts it on screen with ``textContent`` only.

Large graphs get a layout computed in Python (networkx) so the page is
usable at once; ``max_nodes`` keeps the most connected entities and the page
says how many it shows.
"""

from __future__ import annotations

import importlib.util
import json
import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

from rdflib import RDF, RDFS, Graph, URIRef
from rdflib.namespace import DCTERMS, SKOS

from kg.cleanup import visible
from kg.graph import OA, SCHEMA
from kg.namespace import KG
from kg.resources import template_path

TYPE_STYLE = {
    "Paper": ("#4e79a7", "box"),
    "Method": ("#f28e2b", "dot"),
    "Model": ("#e15759", "diamond"),
    "Benchmark": ("#76b7b2", "triangle"),
    "Dataset": ("#59a14f", "triangleDown"),
    "Task": ("#edc948", "square"),
    "Metric": ("#b07aa1", "star"),
    "Repository": ("#9c755f", "hexagon"),
    "Venue": ("#bab0ac", "ellipse"),
}

RELATION_ORDER = ("proposes", "introduces", "evaluatesOn", "comparesWith", "uses", "addresses", "hasRepository", "mentions")

#: Above this many nodes the layout is computed in Python and physics starts off.
PRECOMPUTE_LAYOUT_ABOVE = 300
#: Entities a page shows unless told otherwise (the most connected ones).
DEFAULT_MAX_NODES = 1000
#: Repulsion samples per layout step (see _layout).
PIVOTS = 400


@dataclass
class PageStats:
    nodes: int
    edges: int
    entities_total: int
    entities_shown: int


def vis_network_assets() -> tuple[str, str]:
    """The vis-network JavaScript and CSS that pyvis ships (read, not imported)."""
    spec = importlib.util.find_spec("pyvis")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("pyvis is not installed; it provides the vis-network files")
    lib = Path(list(spec.submodule_search_locations)[0]) / "templates" / "lib" / "vis-9.1.2"
    return (lib / "vis-network.min.js").read_text(encoding="utf-8"), (lib / "vis-network.css").read_text(encoding="utf-8")


def _type_of(graph: Graph, node) -> str | None:
    for t in graph.objects(node, RDF.type):
        name = str(t).rsplit("#", 1)[-1]
        if str(t).startswith(str(KG)) and name in TYPE_STYLE:
            return name
    return None


_SENTENCE = re.compile(r"[^.!?]*(?:[.!?](?=\s|$)|$)")


def sentence_at(text: str, start: int, end: int) -> str:
    """The sentence of ``text`` that holds ``[start, end)``."""
    left = max(text.rfind(". ", 0, start), text.rfind("? ", 0, start), text.rfind("! ", 0, start))
    right_candidates = [i for i in (text.find(". ", end), text.find("? ", end), text.find("! ", end)) if i >= 0]
    right = min(right_candidates) + 1 if right_candidates else len(text)
    return re.sub(r"\s+", " ", text[left + 1 if left >= 0 else 0 : right]).strip()


def paper_label(graph: Graph, paper) -> str:
    """Title, else "<main contribution> paper", else the abstract's first words."""
    title = graph.value(paper, DCTERMS.title)
    if title:
        text = str(title)
        return text if len(text) <= 60 else text[:57] + "…"
    # Methods a paper proposes name it before the data it introduces.
    contributions = sorted(str(graph.value(c, RDFS.label) or "") for c in set(graph.objects(paper, KG.proposes)))
    contributions += sorted(str(graph.value(c, RDFS.label) or "") for c in set(graph.objects(paper, KG.introduces)))
    contributions = [c for c in contributions if c]
    if contributions:
        return f"{contributions[0]} paper"
    abstract = str(graph.value(paper, DCTERMS.abstract) or paper)
    words = abstract.split()
    return " ".join(words[:6]) + ("…" if len(words) > 6 else "")


def page_data(
    graph: Graph, max_nodes: int | None = None, ranked: list | None = None, total: int | None = None
) -> tuple[dict, PageStats]:
    """The page's nodes and links.

    ``ranked`` and ``total`` come from :func:`kg.subgraph.page_graph` when
    ``graph`` is only the part of a store the page needs: the entities to
    show, most connected first, and how many the whole graph has.
    """
    papers = sorted(set(graph.subjects(RDF.type, KG.Paper)))
    edges_by_pair: dict[tuple, set[str]] = defaultdict(set)
    for paper in papers:
        for rel in RELATION_ORDER:
            for entity in graph.objects(paper, KG[rel]):
                edges_by_pair[(paper, entity)].add(rel)
    degree = Counter(e for (_, e) in edges_by_pair)
    papers_of: dict = defaultdict(set)
    for (p, e) in edges_by_pair:
        papers_of[e].add(p)
    if ranked is not None:
        entities = [URIRef(e) for e in ranked]
        total = len(entities) if total is None else total
        max_nodes = len(entities) if max_nodes is None else max_nodes
    else:
        entities = sorted(degree, key=lambda e: (-degree[e], str(e)))
        total = len(entities)
    if max_nodes is not None and len(entities) > max_nodes:
        entities = entities[:max_nodes]
    keep = set(entities)

    # Mentions: entity -> paper -> sentences.
    sentences: dict = defaultdict(lambda: defaultdict(list))
    for annotation in graph.subjects(RDF.type, OA.Annotation):
        body = graph.value(annotation, OA.hasBody)
        if body not in keep:
            continue
        target = graph.value(annotation, OA.hasTarget)
        source = graph.value(target, OA.hasSource)
        field = str(graph.value(target, KG.field) or "abstract")
        text = graph.value(source, DCTERMS.title if field == "title" else DCTERMS.abstract)
        start = end = None
        for selector in sorted(graph.objects(target, OA.hasSelector)):
            if graph.value(selector, OA.start) is not None:
                start, end = int(graph.value(selector, OA.start)), int(graph.value(selector, OA.end))
        if text is not None and start is not None:
            sentences[body][source].append((field != "title", start, sentence_at(str(text), start, end)))

    nodes, edges = [], []
    labels = {p: paper_label(graph, p) for p in papers}
    shown_papers = {p for (p, e) in edges_by_pair if e in keep} if max_nodes is not None else set(papers)
    for p in sorted(shown_papers):
        link = graph.value(p, SCHEMA.url)
        repos = sorted(str(r) for r in graph.objects(p, KG.hasRepository))
        nodes.append({
            "id": str(p), "label": labels[p], "name": str(graph.value(p, DCTERMS.title) or labels[p]), "group": "Paper", "type": "Paper",
            "title": f"Paper\n{labels[p]}", "link": str(link) if link else (repos[0] if repos else None),
            "aliases": [], "papers": [],
            "abstract": str(graph.value(p, DCTERMS.abstract) or ""),
        })
    for e in entities:
        type_ = _type_of(graph, e) or "Method"
        label = str(graph.value(e, RDFS.label) or e)
        aliases = sorted(str(a) for a in graph.objects(e, SKOS.altLabel))
        mentioned_in = sorted(papers_of[e])
        papers_info = [
            {"id": str(p), "label": labels.get(p, str(p)), "link": _paper_link(graph, p),
             "sentences": _in_order(sentences[e].get(p, []))}
            for p in mentioned_in
        ]
        tip = f"{type_}\n{label}"
        if aliases:
            tip += "\nalso: " + ", ".join(aliases)
        tip += f"\nin {len(mentioned_in)} paper{'s' if len(mentioned_in) != 1 else ''}"
        nodes.append({
            "id": str(e), "label": label if len(label) <= 40 else label[:37] + "…", "name": label, "group": type_, "type": type_,
            "title": tip, "aliases": aliases, "papers": papers_info, "papersCount": len(mentioned_in),
            "link": str(e) if type_ == "Repository" else None,
        })
    for (p, e), rels in sorted(edges_by_pair.items(), key=lambda kv: (str(kv[0][0]), str(kv[0][1]))):
        if e not in keep or p not in shown_papers:
            continue
        specific = [r for r in RELATION_ORDER if r in rels and r != "mentions"]
        rel = specific[0] if specific else "mentions"
        edges.append({"from": str(p), "to": str(e), "label": rel, "title": ", ".join(r for r in RELATION_ORDER if r in rels)})

    positions = _layout(nodes, edges) if len(nodes) > PRECOMPUTE_LAYOUT_ABOVE else None
    if positions:
        for n in nodes:
            n["x"], n["y"] = positions[n["id"]]
    data = {
        "nodes": nodes,
        "edges": edges,
        "styles": {t: {"color": c, "shape": s} for t, (c, s) in TYPE_STYLE.items()},
        "physics": positions is None,
        "note": (f"Showing the {len(entities)} most connected of {total} entities." if len(entities) < total else ""),
        "counts": dict(Counter(n["type"] for n in nodes)),
    }
    return data, PageStats(len(nodes), len(edges), total, len(entities))


def _paper_link(graph: Graph, paper) -> str | None:
    link = graph.value(paper, SCHEMA.url)
    if link:
        return str(link)
    repos = sorted(str(r) for r in graph.objects(paper, KG.hasRepository))
    return repos[0] if repos else None


def _in_order(found: list[tuple[bool, int, str]]) -> list[str]:
    """Sentences in text order (title first), each once."""
    out: list[str] = []
    for _, _, sentence in sorted(found):
        if sentence not in out:
            out.append(sentence)
    return out


def _layout(nodes: list[dict], edges: list[dict], iterations: int = 60, seed: int = 7) -> dict[str, tuple[float, float]]:
    """Fruchterman-Reingold positions, vectorised with numpy.

    Repulsion is computed against at most ``PIVOTS`` sampled nodes per step
    (scaled up to stand for all of them), so a step costs O(n * PIVOTS)
    instead of O(n^2); attraction uses every edge. Seeded, so the same graph
    always gets the same picture. networkx's solver takes tens of seconds on
    3,000 nodes; this takes about one.
    """
    import numpy as np

    ids = [n["id"] for n in nodes]
    index = {node_id: i for i, node_id in enumerate(ids)}
    n = len(ids)
    rng = np.random.default_rng(seed)
    x = (rng.random(n, dtype=np.float32) - 0.5)
    y = (rng.random(n, dtype=np.float32) - 0.5)
    src = np.array([index[e["from"]] for e in edges], dtype=np.int64)
    dst = np.array([index[e["to"]] for e in edges], dtype=np.int64)
    k2 = np.float32(1.0 / n)
    k = np.sqrt(k2)
    temperature = 0.1
    cooling = temperature / (iterations + 1)
    for _ in range(iterations):
        pivots = rng.choice(n, size=min(n, PIVOTS), replace=False) if n > PIVOTS else np.arange(n)
        weight = np.float32(n / len(pivots))
        dx = x[:, None] - x[None, pivots]
        dy = y[:, None] - y[None, pivots]
        force = weight * k2 / np.maximum(dx * dx + dy * dy, np.float32(1e-6))
        disp_x = (dx * force).sum(axis=1)
        disp_y = (dy * force).sum(axis=1)
        if len(src):
            ex = x[src] - x[dst]
            ey = y[src] - y[dst]
            length = np.sqrt(np.maximum(ex * ex + ey * ey, np.float32(1e-6))) / k
            np.subtract.at(disp_x, src, ex * length)
            np.subtract.at(disp_y, src, ey * length)
            np.add.at(disp_x, dst, ex * length)
            np.add.at(disp_y, dst, ey * length)
        length = np.sqrt(np.maximum(disp_x * disp_x + disp_y * disp_y, np.float32(1e-6)))
        step = np.minimum(length, temperature) / length
        x += disp_x * step
        y += disp_y * step
        temperature -= cooling
    x -= x.mean()
    y -= y.mean()
    scale = 80.0 * n**0.5 / max(float(max(np.abs(x).max(), np.abs(y).max())), 1e-6)
    return {node_id: (round(float(x[i] * scale), 1), round(float(y[i] * scale), 1)) for node_id, i in index.items()}


def _visible(value):
    """Every string in the page data without invisible or direction-changing characters."""
    if isinstance(value, str):
        return visible(value)
    if isinstance(value, dict):
        return {_visible(k): _visible(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_visible(v) for v in value]
    return value


def safe_json(value) -> str:
    """JSON that cannot end a script element or open markup."""
    text = json.dumps(value, ensure_ascii=False, sort_keys=True)
    return (
        text.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")
        .replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")
    )


def render_page(
    graph: Graph, *, title: str = "paper-kg", max_nodes: int | None = None,
    ranked: list | None = None, total: int | None = None,
) -> tuple[str, PageStats]:
    """The HTML page for ``graph`` (see :func:`page_data` for ``ranked`` and ``total``)."""
    from html import escape

    data, stats = page_data(graph, max_nodes, ranked, total)
    data = _visible(data)
    title = visible(title)
    js, css = vis_network_assets()
    template = template_path("page.html").read_text(encoding="utf-8")
    script = template_path("page.js").read_text(encoding="utf-8")
    style = template_path("page.css").read_text(encoding="utf-8")
    # Inlined code must not contain a closing script tag of its own.
    js = js.replace("</script", "<\\/script")
    parts = {
        "TITLE": escape(title),
        "VIS_CSS": css.replace("</style", "<\\/style"),
        "PAGE_CSS": style,
        "DATA": safe_json(data),
        "VIS_JS": js,
        "PAGE_JS": script,
    }
    # One pass over the template only: text inside the data is never re-read.
    html = re.sub(r"\{\{([A-Z_]+)\}\}", lambda m: parts[m.group(1)], template)
    return html, stats


def render_store_page(store, *, title: str = "paper-kg", max_nodes: int | None = DEFAULT_MAX_NODES) -> tuple[str, PageStats]:
    """The page for an Oxigraph store, reading only the part of it the page shows."""
    from kg.subgraph import page_graph, top_entities

    ranked, total = top_entities(store, max_nodes)
    graph = page_graph(store, ranked)
    return render_page(graph, title=title, max_nodes=max_nodes, ranked=ranked, total=total)
