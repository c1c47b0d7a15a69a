#!/usr/bin/env python3
"""The project's rule (the developers' guide): no function over 80 lines.

Lists every function of the repository's Rust sources (tests, examples, benchmarks, fuzz targets
and the digit trainer aside) longer than that, counted from its `fn` line to its closing brace,
and fails if there is one. Test code is a file under `tests/`, or whatever follows a
`#[cfg(test)]` module in a source file.

    scripts/function-lengths.py
"""
import re
import subprocess
import sys

LIMIT = 80
SKIP = ("/tests/", "/examples/", "/benches/", "fuzz/", "scan/train/", "bench/")
FN = re.compile(r"^\s*(pub(\([a-z: ]+\))?\s+)?(const\s+)?(async\s+)?(unsafe\s+)?fn\s+(\w+)")
STRING = re.compile(r'"([^"\\]|\\.)*"')
CHAR = re.compile(r"'([^'\\]|\\.)'")


def code(line):
    """The line without its strings, characters and comment, which may hold braces."""
    return CHAR.sub("''", STRING.sub('""', line)).split("//")[0]


def long_functions(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    # Test code: from a `#[cfg(test)]` that opens a module on.
    end = len(lines)
    for i, line in enumerate(lines[:-1]):
        if line.strip() == "#[cfg(test)]" and re.match(r"\s*(pub\s+)?mod\s", lines[i + 1]):
            end = i
            break
    i = 0
    while i < end:
        match = FN.match(lines[i])
        if match:
            depth, opened, j = 0, False, i
            while j < end:
                text = code(lines[j])
                for ch in text:
                    if ch == "{":
                        depth, opened = depth + 1, True
                    elif ch == "}":
                        depth -= 1
                if opened and depth <= 0:
                    break
                if not opened and text.rstrip().endswith(";"):
                    break
                j += 1
            if opened and j - i + 1 > LIMIT:
                yield i + 1, match.group(6), j - i + 1
        i += 1


def main():
    files = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "*.rs"],
                           capture_output=True, text=True, check=True).stdout.split()
    over = []
    for path in files:
        if any(part in "/" + path for part in SKIP):
            continue
        try:
            over += [(path, line, name, n) for line, name, n in long_functions(path)]
        except FileNotFoundError:
            continue
    if over:
        print(f"functions over {LIMIT} lines:")
        for path, line, name, n in over:
            print(f"  {path}:{line} {name}: {n} lines")
        sys.exit(1)
    print(f"no function over {LIMIT} lines")


if __name__ == "__main__":
    main()
