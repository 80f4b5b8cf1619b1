"""Score a graph's extractions against a gold file, as the annotation guidelines say.

Labels are compared after normalising (NFKC, lower case, LaTeX commands and
Markdown emphasis removed, hyphens, dashes and underscores as spaces, white
space folded, a trailing plural "s" dropped). A prediction of the right type
matches a gold entity when a label or alias of one equals a label or alias
of the other; for Task and Method, content-word Jaccard >= 0.5 also matches.
The lenient score lets Method/Model and Benchmark/Dataset stand in for each
other; the strict score keeps all seven types apart. Repository URLs are
compared without scheme, ``www.``, trailing slash or punctuation.

Matching is one-to-one per paper (each gold entity is matched at most once),
exact matches first, then Jaccard matches, so a score is never inflated by
one prediction counting twice.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from rdflib import RDF, RDFS, Graph
from rdflib.namespace import DCTERMS, SKOS

from kg.cleanup import math_text
from kg.namespace import KG

TYPES = ("Method", "Model", "Benchmark", "Dataset", "Task", "Metric", "Repository")
LENIENT = {"Model": "Method", "Dataset": "Benchmark"}
JACCARD_TYPES = ("Task", "Method")
_STOP = frozenset("a an the of for and or in on to with by via from based using into over at as its their our".split())


class GoldError(Exception):
    pass


@dataclass(frozen=True)
class Item:
    type: str
    label: str
    aliases: tuple[str, ...] = ()
    proposed: bool = False

    def forms(self) -> set[str]:
        if self.type == "Repository":
            return {normalise_url(f) for f in (self.label, *self.aliases)}
        return {normalise(f) for f in (self.label, *self.aliases)} - {""}


@dataclass
class GoldPaper:
    id: str
    abstract_start: str
    entities: list[Item]


@dataclass
class Scores:
    tp: Counter = field(default_factory=Counter)
    fp: Counter = field(default_factory=Counter)
    fn: Counter = field(default_factory=Counter)

    def prf(self, type_: str | None = None) -> tuple[float, float, float]:
        if type_ is None:
            tp, fp, fn = sum(self.tp.values()), sum(self.fp.values()), sum(self.fn.values())
        else:
            tp, fp, fn = self.tp[type_], self.fp[type_], self.fn[type_]
        p = tp / (tp + fp) if tp + fp else 0.0
        r = tp / (tp + fn) if tp + fn else 0.0
        f = 2 * p * r / (p + r) if p + r else 0.0
        return p, r, f


@dataclass
class PaperErrors:
    """One paper's lenient mistakes: gold entities missed, predictions with no gold match, contributions missed or wrong."""

    paper: str
    missed: list[Item]
    spurious: list[Item]
    contributions_missed: list[Item]
    contributions_spurious: list[Item]


@dataclass
class Evaluation:
    strict: Scores
    lenient: Scores
    contributions: Scores
    papers_matched: int
    papers_gold: int
    unmatched_gold: list[str]
    errors: list[PaperErrors] = field(default_factory=list)

    def as_dict(self) -> dict:
        def block(s: Scores, types) -> dict:
            out = {}
            for t in types:
                p, r, f = s.prf(t)
                out[t] = {"precision": round(p, 4), "recall": round(r, 4), "f1": round(f, 4), "tp": s.tp[t], "fp": s.fp[t], "fn": s.fn[t]}
            p, r, f = s.prf()
            out["micro"] = {"precision": round(p, 4), "recall": round(r, 4), "f1": round(f, 4)}
            return out

        return {
            "papers": {"gold": self.papers_gold, "matched": self.papers_matched, "unmatched": self.unmatched_gold},
            "strict": block(self.strict, TYPES),
            "lenient": block(self.lenient, TYPES),
            "contributions": block(self.contributions, ())["micro"],
        }

    def errors_as_list(self) -> list[dict]:
        def items(xs: list[Item]) -> list[dict]:
            return [{"type": i.type, "label": i.label, "aliases": list(i.aliases)} for i in sorted(xs, key=lambda i: (i.type, i.label))]

        return [
            {"paper": e.paper, "missed": items(e.missed), "spurious": items(e.spurious),
             "contributions_missed": items(e.contributions_missed), "contributions_spurious": items(e.contributions_spurious)}
            for e in self.errors
        ]


_LATEX = re.compile(r"\\[A-Za-z]+\*?\s*(?:\{([^{}]*)\})?")
_EMPH = re.compile(r"(?<![\w*])([*_`]{1,2})(?=\S)(.+?)(?<=\S)\1(?![\w*])")
# Inline maths, which the readers render as text ("$R^2$" -> "R2"): a gold
# label copied from the source with its maths must read the same way.
_MATH = re.compile(r"(?<!\\)\$([^$\n]{1,300})(?<!\\)\$")


def normalise(text: str) -> str:
    """The guidelines' label normalisation."""
    text = unicodedata.normalize("NFKC", text)
    text = _MATH.sub(lambda m: math_text(m.group(1)), text)
    text = _LATEX.sub(lambda m: m.group(1) or "", text)
    text = _EMPH.sub(lambda m: m.group(2), text).replace("$", "")
    text = text.casefold()
    text = re.sub(r"[-‐‑‒–—―_]+", " ", text)
    text = re.sub(r"\s+", " ", text).strip()
    if text.endswith("s") and len(text) > 2 and not text.endswith("ss"):
        text = text[:-1]
    return text


def normalise_url(url: str) -> str:
    url = re.sub(r"^[a-z]+://", "", url.strip().lower())
    url = re.sub(r"^www\.", "", url)
    return url.rstrip("/.,;:!?)")


def content_words(text: str) -> set[str]:
    return {w for w in normalise(text).split() if w not in _STOP}


def _jaccard(a: Item, b: Item) -> bool:
    for fa in (a.label, *a.aliases):
        for fb in (b.label, *b.aliases):
            wa, wb = content_words(fa), content_words(fb)
            if wa and wb and len(wa & wb) / len(wa | wb) >= 0.5:
                return True
    return False


def load_gold(path: str) -> list[GoldPaper]:
    papers = []
    p = Path(path)
    if not p.is_file():
        raise GoldError(f"{path}: no such gold file")
    for number, line in enumerate(p.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
            entities = [
                Item(e["type"], e["label"], tuple(e.get("aliases", ())), bool(e.get("proposed", False)))
                for e in obj["entities"]
            ]
            papers.append(GoldPaper(str(obj.get("id", "")), obj.get("abstract_start", ""), entities))
        except (ValueError, KeyError, TypeError) as exc:
            raise GoldError(f"{path}:{number}: not a gold record ({exc})") from None
        for e in papers[-1].entities:
            if e.type not in TYPES:
                raise GoldError(f"{path}:{number}: unknown entity type {e.type!r}")
    return papers


@dataclass
class PredictedPaper:
    iri: str
    identifier: str | None
    abstract: str
    title: str | None
    entities: list[Item]


def predictions(graph: Graph) -> list[PredictedPaper]:
    """Each paper's entities as the graph says: type, label, aliases, and whether it is a contribution."""
    classes = {KG[t]: t for t in TYPES}
    papers = []
    for paper in sorted(set(graph.subjects(RDF.type, KG.Paper))):
        proposed = set(graph.objects(paper, KG.proposes)) | set(graph.objects(paper, KG.introduces))
        items = []
        for entity in sorted(set(graph.objects(paper, KG.mentions))):
            type_ = next((classes[c] for c in graph.objects(entity, RDF.type) if c in classes), None)
            if type_ is None:
                continue
            label = str(graph.value(entity, RDFS.label) or entity)
            aliases = tuple(sorted(str(a) for a in graph.objects(entity, SKOS.altLabel)))
            items.append(Item(type_, label, aliases, entity in proposed))
        identifier = graph.value(paper, DCTERMS.identifier)
        title = graph.value(paper, DCTERMS.title)
        papers.append(
            PredictedPaper(str(paper), str(identifier) if identifier else None, str(graph.value(paper, DCTERMS.abstract) or ""),
                           str(title) if title else None, items)
        )
    return papers


def _fold_ws(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _pair_papers(gold: list[GoldPaper], predicted: list[PredictedPaper]):
    by_id = {p.identifier: p for p in predicted if p.identifier}
    for g in gold:
        match = by_id.get(g.id)
        if match is None and g.abstract_start:
            start = _fold_ws(g.abstract_start)
            match = next((p for p in predicted if _fold_ws(p.abstract).startswith(start)), None)
        yield g, match


def _match(gold: list[Item], pred: list[Item], type_of) -> tuple[list[tuple[Item, Item]], list[Item], list[Item]]:
    """One-to-one matching: exact form matches first, then Jaccard for Task/Method."""
    free_gold = list(gold)
    free_pred = list(pred)
    pairs = []
    for exact in (True, False):
        for p in list(free_pred):
            for g in free_gold:
                if type_of(p.type) != type_of(g.type):
                    continue
                ok = bool(p.forms() & g.forms()) if exact else (type_of(g.type) in {type_of(t) for t in JACCARD_TYPES} and g.type != "Repository" and _jaccard(p, g))
                if ok:
                    pairs.append((g, p))
                    free_gold.remove(g)
                    free_pred.remove(p)
                    break
    return pairs, free_gold, free_pred


def evaluate(gold: list[GoldPaper], graph: Graph) -> Evaluation:
    strict, lenient, contrib = Scores(), Scores(), Scores()
    matched, unmatched, errors = 0, [], []
    predicted = predictions(graph)
    for g, p in _pair_papers(gold, predicted):
        pred_items = p.entities if p else []
        if p is None:
            unmatched.append(g.id or g.abstract_start)
        else:
            matched += 1
        for scores, type_of in ((strict, lambda t: t), (lenient, lambda t: LENIENT.get(t, t))):
            pairs, fn, fp = _match(g.entities, pred_items, type_of)
            for gold_item, _ in pairs:
                scores.tp[gold_item.type] += 1
            for item in fn:
                scores.fn[item.type] += 1
            for item in fp:
                scores.fp[item.type] += 1
        pairs, cfn, cfp = _match([e for e in g.entities if e.proposed], [e for e in pred_items if e.proposed], lambda t: LENIENT.get(t, t))
        contrib.tp["all"] += len(pairs)
        contrib.fn["all"] += len(cfn)
        contrib.fp["all"] += len(cfp)
        if fn or fp or cfn or cfp:  # fn and fp hold the lenient pass, the last of the loop
            errors.append(PaperErrors(g.id or g.abstract_start, fn, fp, cfn, cfp))
    return Evaluation(strict, lenient, contrib, matched, len(gold), unmatched, errors)


def format_errors(ev: Evaluation) -> str:
    """Each paper's lenient mistakes, one line per entity: '-' missed (in gold, not found), '+' spurious (found, not in gold)."""
    lines = []
    for e in ev.errors:
        lines.append(f"paper {e.paper}")
        for sign, items in (("-", e.missed), ("+", e.spurious)):
            for item in sorted(items, key=lambda i: (i.type, i.label)):
                alias = f" ({', '.join(item.aliases)})" if item.aliases else ""
                lines.append(f"  {sign} {item.type:<10} {item.label}{alias}")
        for sign, items in (("-", e.contributions_missed), ("+", e.contributions_spurious)):
            for item in sorted(items, key=lambda i: (i.type, i.label)):
                lines.append(f"  {sign} {'proposed':<10} {item.label}")
    return "\n".join(lines)


def format_report(ev: Evaluation, baseline: Evaluation | None = None) -> str:
    """A plain-text table of precision, recall and F1."""
    lines = [f"papers: {ev.papers_matched} of {ev.papers_gold} gold papers found in the graph"]
    header = f"{'type':<12}{'strict P':>9}{'R':>7}{'F1':>7}   {'lenient P':>9}{'R':>7}{'F1':>7}"
    if baseline:
        header += f"   {'baseline F1':>11}"
    lines.append(header)
    for t in (*TYPES, None):
        if t is not None and not (ev.strict.tp[t] + ev.strict.fp[t] + ev.strict.fn[t] + ev.lenient.fp[t] + ev.lenient.fn[t]):
            lines.append(f"{t:<12}{'-':>9}{'-':>7}{'-':>7}   {'-':>9}{'-':>7}{'-':>7}   (none in gold or graph)")
            continue
        sp, sr, sf = ev.strict.prf(t)
        lp, lr, lf = ev.lenient.prf(t)
        row = f"{(t or 'micro'):<12}{sp:>9.3f}{sr:>7.3f}{sf:>7.3f}   {lp:>9.3f}{lr:>7.3f}{lf:>7.3f}"
        if baseline:
            row += f"   {baseline.lenient.prf(t)[2]:>11.3f}"
        lines.append(row)
    cp, cr, cf = ev.contributions.prf()
    row = f"{'contribution':<12}{cp:>9.3f}{cr:>7.3f}{cf:>7.3f}"
    if baseline:
        row += f"   {'':>9}{'':>7}{'':>7}   {baseline.contributions.prf()[2]:>11.3f}"
    lines.append(row)
    return "\n".join(lines)
