"""Audit the random sample bench/corpus.py writes: how many extracted entities look absurd, and which.

Run after bench/corpus.py:  .venv/bin/python bench/audit.py
"Absurd" by mechanical tests: empty or punctuation-only text, more than 8
words, an unbalanced bracket, a stop word at either edge, a lone number, or
a text longer than 80 characters. The list is printed for a person to read.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import RESULTS, save  # noqa: E402

STOP = {"the", "a", "an", "of", "for", "and", "or", "to", "in", "on", "with", "by", "we", "our", "this", "that", "is", "are"}


def reasons(text: str) -> list[str]:
    out = []
    words = text.split()
    if not text.strip() or not re.search(r"\w", text):
        out.append("empty or punctuation only")
    if len(words) > 8:
        out.append("more than 8 words")
    if len(text) > 80:
        out.append("longer than 80 characters")
    if text.count("(") != text.count(")") or text.count("[") != text.count("]"):
        out.append("unbalanced bracket")
    if words and (words[0].lower() in STOP or words[-1].lower() in STOP):
        out.append("stop word at an edge")
    if re.fullmatch(r"[\d.,%]+", text.strip()):
        out.append("a lone number")
    return out


def main() -> None:
    sample = [json.loads(line) for line in (RESULTS / "corpus-sample.jsonl").read_text(encoding="utf-8").splitlines()]
    total = 0
    flagged = []
    types = Counter()
    for item in sample:
        for type_, text, relation in item["entities"]:
            if type_ == "Repository":
                continue
            total += 1
            types[type_] += 1
            why = reasons(text)
            if why:
                flagged.append({"id": item["id"], "type": type_, "text": text, "why": why})
    for f in flagged:
        print(f"{f['id']:<14} {f['type']:<10} {f['text']!r}  ({', '.join(f['why'])})")
    save("audit", {"records": len(sample), "entities": total, "per_type": dict(types), "flagged": len(flagged),
                   "flagged_by_reason": dict(Counter(r for f in flagged for r in f["why"]))})


if __name__ == "__main__":
    main()
