#!/usr/bin/env python3
"""No import cycles between a crate's modules (the developers' guide), checked on the source.

Each file is a module (`src/lib.rs` the crate, `src/a/mod.rs` and `src/a.rs` the module `a`).
A module depends on another when its code names it: a `use` (a `pub use` only when the module's
own code uses the name too: otherwise it only re-exports), or a path written in the code (`super::basic::naked_single`, `crate::cell::UNITS`).
A path through a re-export (`crate::Cell`, re-exported by `lib.rs` from `cell.rs`) leads to the
module that defines the item. A file's unit tests (`#[cfg(test)] mod tests { ... }` at its end)
are left out: they may use anything. Lists every cycle (strongly connected set of modules) and
fails if there is one, but a cycle all of whose modules are under a prefix `--allow` names (one
known and being worked on, said in ARCHITECTURE.md).

    scripts/module-cycles.py solver/src [--graph] [--allow logic::se::]
"""

import re
import sys
from pathlib import Path

IDENT = r"[A-Za-z_][A-Za-z0-9_]*"


def module_of(root: Path, file: Path) -> tuple:
    parts = list(file.relative_to(root).with_suffix("").parts)
    if parts[-1] in ("mod", "lib", "main"):
        parts = parts[:-1]
    return tuple(parts)


def strip(text: str) -> str:
    """The code without comments, strings and the trailing unit tests."""
    text = re.sub(r"//[^\n]*", "", text)
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r'r#*"(?:.|\n)*?"#*|"(?:\\.|[^"\\])*"', '""', text)
    text = re.sub(r"\bpub\(in [^)]*\)", "pub(crate)", text)
    tests = re.search(r"#\[cfg\(test\)\]\s*(pub(\([^)]*\))?\s+)?mod\s+\w+\s*\{", text)
    return text[: tests.start()] if tests else text


def use_trees(text: str):
    """Each `use` statement: (is a re-export, its paths as segment lists)."""
    for m in re.finditer(r"(\bpub(?:\([^)]*\))?\s+)?\buse\s+([^;]+);", text):
        yield bool(m.group(1)), list(expand(re.sub(r"\s*([{},]|::)\s*", r"\1", m.group(2).strip())))


def expand(tree: str, prefix=()):
    """`a::{b,c::{d,e}}` as [a,b], [a,c,d], [a,c,e] (an `as` rename keeps its path)."""
    if "{" not in tree:
        path = tree.split(" as ")[0].strip()
        yield list(prefix) + [s for s in path.split("::") if s]
        return
    head, rest = tree.split("{", 1)
    inner = rest[: rest.rfind("}")]
    depth, start, items = 0, 0, []
    for i, ch in enumerate(inner):
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif ch == "," and depth == 0:
            items.append(inner[start:i])
            start = i + 1
    items.append(inner[start:])
    base = list(prefix) + [s for s in head.split("::") if s]
    for item in items:
        if item == "self":
            yield base
        elif item:
            yield from expand(item, tuple(base))


def main() -> int:
    root = Path(sys.argv[1])
    show = "--graph" in sys.argv
    allowed = [sys.argv[i + 1] for i, a in enumerate(sys.argv) if a == "--allow"]
    files = {module_of(root, f): f for f in sorted(root.rglob("*.rs"))}
    code = {m: strip(f.read_text()) for m, f in files.items()}
    # Re-exports: module -> name -> absolute path.
    aliases = {m: {} for m in files}
    uses = {m: [] for m in files}
    for m, text in code.items():
        code_only = re.sub(r"\b(use\s+[^;]+|mod\s+\w+\s*);", "", text)
        for public, paths in use_trees(text):
            for path in paths:
                absolute = absolute_path(m, path, files)
                if absolute is None:
                    continue
                if public:
                    aliases[m][path[-1]] = absolute
                # A re-export the module's own code also uses is a dependency too.
                named = rf"\b{re.escape(path[-1])}\b(?!\s*!)"  # not a macro of that name
                if not public or re.search(named, code_only):
                    uses[m].append(absolute)
        for p in re.finditer(rf"\b((?:crate|super|self)(?:::{IDENT})+)", text):
            path = p.group(1).split("::")
            absolute = absolute_path(m, path, files)
            if absolute is not None:
                uses[m].append(absolute)
        # Paths from a child module, written in the code (`basic::full_house(c)`).
        code_only = re.sub(r"\buse\s+[^;]+;", "", text)
        for child in re.findall(rf"\bmod\s+({IDENT})\s*;", text):
            for p in re.finditer(rf"(?<![:\w])({child}(?:::{IDENT})+)", code_only):
                uses[m].append(list(m) + p.group(1).split("::"))
    graph = {m: set() for m in files}
    for m, paths in uses.items():
        for path in paths:
            target = resolve(path, files, aliases)
            if target is not None and target != m:
                graph[m].add(target)
    if show:
        for m in sorted(graph):
            print("::".join(m) or "crate", "->", ", ".join(sorted("::".join(t) or "crate" for t in graph[m])))
    cycles = [c for c in tarjan(graph) if len(c) > 1]
    failed = False
    for cycle in cycles:
        names = sorted("::".join(m) or "crate" for m in cycle)
        known = any(all(n.startswith(prefix) for n in names) for prefix in allowed)
        failed |= not known
        print(f"{root}: {'a known' if known else 'an'} import cycle: {', '.join(names)}")
    if failed:
        return 1
    but = " but the known ones listed" if cycles else ""
    print(f"{root}: no import cycle between its {len(files)} modules{but}")
    return 0


def absolute_path(module, path, files):
    """`path` written in `module`, from the crate's root; None for another crate's."""
    if not path:
        return None
    here = list(module)
    if path[0] == "crate":
        return path[1:]
    if path[0] in ("super", "self"):
        while path and path[0] in ("super", "self"):
            if path[0] == "super":
                here = here[:-1]
            path = path[1:]
        return here + path
    # A path from a module in scope (`use basic::x` after `mod basic;`), else another crate's.
    if tuple(here + path[:1]) in files:
        return here + path
    return None


def resolve(path, files, aliases, depth=0):
    """The module defining what `path` names: its longest module prefix, through re-exports."""
    for n in range(len(path), -1, -1):
        prefix = tuple(path[:n])
        if prefix in files:
            if n < len(path) and depth < 8 and path[n] in aliases[prefix]:
                target = aliases[prefix][path[n]] + path[n + 1 :]
                return resolve(target, files, aliases, depth + 1)
            return prefix
    return None


def tarjan(graph):
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]
    sys.setrecursionlimit(10000)

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on.discard(w)
                component.append(w)
                if w == v:
                    break
            out.append(component)

    for v in graph:
        if v not in index:
            visit(v)
    return out


if __name__ == "__main__":
    sys.exit(main())
