"""The package's shape: data flows one way, from readers through the
extractors to the graph and what is built on it.

Read from the source with ``ast`` (nothing is imported), so a module that
reaches back up the flow fails here before it can hide in a lazy import
at run time.
"""

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "kg"

# What the extractors may not know about: the graph and everything built on it.
AFTER_EXTRACTION = {"kg.graph", "kg.export", "kg.query", "kg.viz", "kg.serve", "kg.store", "kg.push", "kg.cli", "kg.build", "kg.load"}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path, top_level_only: bool) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    nodes = tree.body if top_level_only else list(ast.walk(tree))
    found = set()
    for node in nodes:
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {name for name in found if name == "kg" or name.startswith("kg.")}


def _graph(top_level_only: bool) -> dict[str, set[str]]:
    modules = {_module_name(p): p for p in PACKAGE.rglob("*.py")}
    return {name: {m for m in _imports(path, top_level_only) if m in modules and m != name} for name, path in modules.items()}


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_the_cycle_finder_finds_a_cycle():
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": set()}) is None


def test_no_two_modules_import_each_other_at_load_time():
    graph = _graph(top_level_only=True)
    assert "kg.extract.entities" in graph and "kg.extract.terms" in graph["kg.extract.entities"]
    assert _cycle(graph) is None, " -> ".join(_cycle(graph))


def test_the_extractors_know_nothing_of_the_graph_built_from_them():
    graph = _graph(top_level_only=False)
    extractors = {name: deps for name, deps in graph.items() if name.startswith("kg.extract")}
    assert len(extractors) >= 10
    reaching = {name: sorted(deps & AFTER_EXTRACTION) for name, deps in extractors.items() if deps & AFTER_EXTRACTION}
    assert not reaching, reaching


def test_no_module_is_a_god_module():
    # one module per stage: the largest extraction stage is under a thousand lines
    sizes = {p.relative_to(PACKAGE.parent).as_posix(): len(p.read_text(encoding="utf-8").splitlines()) for p in PACKAGE.rglob("*.py")}
    assert {name: n for name, n in sizes.items() if n > 1000} == {}
