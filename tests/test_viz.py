"""The page: self-contained, offline, and text from abstracts never runs."""

import re
from html.parser import HTMLParser

import pytest

from rdflib import RDF, RDFS, Graph, Literal, URIRef
from rdflib.namespace import DCTERMS

from kg.namespace import KG
from kg.viz import render_page, safe_json, sentence_at

PAYLOAD = '</script><script>alert(1)</script><img src=x onerror=alert(2)> "><img onerror=alert(3)> href {{VIS_JS}}'


class Tags(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))


def parse(html):
    p = Tags()
    p.feed(html)
    return p.tags


@pytest.mark.catalogue(32)
def test_icml_page_is_self_contained(icml_graph):
    html, stats = render_page(icml_graph, title="ICML 2026")
    tags = parse(html)
    scripts = [a for t, a in tags if t == "script"]
    assert len(scripts) == 3 and scripts[0].get("type") == "application/json"
    for tag, attrs in tags:
        for key in ("src", "href"):
            assert not re.match(r"(?i)(https?:)?//", attrs.get(key) or ""), (tag, attrs)
    for host in ("jsdelivr.net", "cdnjs.cloudflare.com", "unpkg.com", "googleapis.com", "bootstrapcdn.com"):
        assert host not in html
    assert "popup.innerHTML" not in html
    assert "Content-Security-Policy" in html
    assert stats.nodes == 19 + stats.entities_shown


@pytest.mark.catalogue(30, 31)
def test_hostile_labels_are_data_not_markup():
    g = Graph()
    paper, entity = URIRef("https://example.org/p"), URIRef("https://example.org/e")
    g.add((paper, RDF.type, KG.Paper))
    g.add((paper, DCTERMS.abstract, Literal(PAYLOAD)))
    g.add((paper, DCTERMS.title, Literal(PAYLOAD)))
    g.add((paper, KG.mentions, entity))
    g.add((entity, RDF.type, KG.Method))
    g.add((entity, RDFS.label, Literal(PAYLOAD)))
    html, _ = render_page(g, title=PAYLOAD)
    tags = parse(html)
    assert [t for t, _ in tags].count("script") == 3
    assert not any(t == "img" for t, _ in tags)
    assert not any(k.startswith("on") for _, attrs in tags for k in attrs)
    assert "alert(1)</script>" not in html
    assert "\\u003c/script\\u003e" in html


@pytest.mark.catalogue(30)
def test_safe_json_escapes_markup():
    assert safe_json({"a": "</script>&'"}) == '{"a": "\\u003c/script\\u003e\\u0026\'"}'


@pytest.mark.catalogue(9)
def test_empty_graph_page_says_no_entities():
    html, stats = render_page(Graph())
    assert stats.nodes == 0 and '"nodes": []' in html


@pytest.mark.catalogue(33)
def test_max_nodes_caps_and_says_so(icml_graph):
    html, stats = render_page(icml_graph, max_nodes=10)
    assert stats.entities_shown == 10 and stats.entities_total > 10
    assert f"Showing the 10 most connected of {stats.entities_total} entities." in html


def test_sentence_at():
    text = "First one. The second has X in it. Third."
    assert sentence_at(text, text.index("X"), text.index("X") + 1) == "The second has X in it."
