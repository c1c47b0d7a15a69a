"""Solve, explain, rate and make Sudoku puzzles: the sudoku-web engine, written in Rust.

A board is text in any format the engine reads (81 characters with ``.`` or ``0`` for an empty
cell, a grid, a HoDoKu or SudokuWiki export, a link with ``p=`` or ``bd=``) or, as the Python
tutorials write it, nine lists of nine numbers with 0 (or None) for an empty cell. Answers are
dicts, lists, strings and numbers; a board given as lists gets its grids back as lists. A board
that cannot be read, or (for ``hint``, ``rate``, ``explain``) has not exactly one solution,
raises ``SudokuError`` (a ``ValueError``) saying why, in English or Chinese (``lang="zh"``).

The work runs without the interpreter's lock: threads solve side by side.
"""

import json
import random

from . import _engine
from ._engine import SudokuError

__all__ = [
    "SudokuError",
    "check_variant",
    "count_solutions",
    "explain",
    "generate",
    "grid",
    "hint",
    "parse",
    "parse_variant",
    "rate",
    "rate_line",
    "solve",
    "solve_variant",
]


def _text(board):
    """The engine's text for a board: text as it is, lists as the tutorials print them."""
    if isinstance(board, str):
        return board
    if hasattr(board, "tolist"):  # a NumPy array
        board = board.tolist()
    if isinstance(board, (list, tuple)):
        if len(board) == 9 and all(isinstance(row, (list, tuple)) and len(row) == 9 for row in board):
            # Nine rows of nine: one cell a character (an unreadable one is named by the parser).
            return "".join([str(d) if d else "0" for row in board for d in row])
        # Any other shape as the tutorials print it, for the parser to say what is wrong.
        rows = [[0 if d is None else d for d in row] if isinstance(row, (list, tuple)) else row
                for row in board]
        return json.dumps(rows)
    return str(board)


def _is_lists(board):
    return not isinstance(board, str) and (isinstance(board, (list, tuple)) or hasattr(board, "tolist"))


def grid(line):
    """An 81-character line as nine lists of nine numbers, 0 for an empty cell."""
    digits = list(map(int, line.replace(".", "0")))
    return [digits[row:row + 9] for row in range(0, 81, 9)]


def parse(board, lang="en"):
    """The board as 81 characters, ``.`` for empty."""
    return _engine.parse(_text(board), lang)


def solve(board, algorithm="fast", counts=False, lang="en"):
    """Solves the board, proving its solution is the only one.

    Returns ``{"status", "solution", "solutions", "clashes"}``: status ``"unique"``,
    ``"multiple"`` (two different ``solutions``), ``"none"`` or ``"clash"`` (``clashes`` names the
    cells, ``"r1c1"``). ``algorithm`` is ``"fast"``, or the tutorials' ``"naive"`` and
    ``"candidates-first"`` backtracking; ``counts=True`` adds ``"counts"``: the work to the first
    solution (``"first"``, where the tutorials stop and print their count) and in all (``"all"``),
    each ``{"tries", "placements", "backtracks", "depth"}``. The fast search says its
    ``"guesses"`` when counts are not asked for.
    """
    answer = json.loads(_engine.solve(_text(board), algorithm, bool(counts), lang))
    if _is_lists(board):
        answer["solutions"] = [grid(s) for s in answer["solutions"]]
        answer["solution"] = answer["solutions"][0] if answer["solutions"] else None
    return answer


def count_solutions(board, limit=2, lang="en"):
    """How many solutions the board has, counting up to ``limit``; 0 when its givens clash."""
    return _engine.count(_text(board), limit, lang)


def hint(board, lang="en"):
    """The next step on the board as it stands, or None when it is full.

    ``{"technique", "name", "sentence", "look", "rating", "placements", "eliminations"}``:
    ``look`` says where to look without giving the step away; ``rating`` is the step on Sudoku
    Explainer's scale; each placement or elimination is ``{"cell", "row", "column", "digit"}``,
    rows and columns from 1.
    """
    return json.loads(_engine.hint(_text(board), lang))


def rate(board, lang="en"):
    """``{"level", "er", "ep", "ed", "hardest", "steps", "guesses"}``: the level (``"easy"`` to
    ``"extreme"``), Sudoku Explainer's three numbers and hardest technique, and the steps and
    guesses of the engine's own path."""
    return json.loads(_engine.rate(_text(board), lang))


def explain(board, lang="en"):
    """``{"rating", "steps"}``: the rating of ``rate`` and every step, as ``hint`` gives one."""
    return json.loads(_engine.explain(_text(board), lang))


def generate(level="medium", symmetry="rotate180", seed=None, lang="en"):
    """A new puzzle: ``{"puzzle", "solution", "rating", "seed"}``, minimal, with one solution,
    at ``level``, with ``symmetry`` (``"none"``, ``"rotate180"``, ``"rotate90"``, ``"mirror"``,
    ``"diagonal"``). The same ``seed`` gives the same puzzle on every machine (and in the npm
    package); without one, a random seed is chosen and returned."""
    if seed is None:
        seed = random.randrange(2**32)
    answer = json.loads(_engine.generate(level, symmetry, seed, lang))
    answer["seed"] = seed
    return answer


def rate_line(line, explain=False, lang="en"):
    """What ``sudoku rate`` writes for one line of a puzzle file (with ``explain=True``, what
    ``sudoku explain`` writes), ending with a newline; None for a blank line or a ``#`` comment,
    which the command skips. An unreadable line gives ``invalid`` and dashes, as the command's
    output does. For batch runs: see ``sudoku_web_engine.dask``."""
    return _engine.rate_line(line, bool(explain), lang)


# Variant puzzles: killer, jigsaw, the f-puzzles constraint set (thermometers, arrows, kropki
# dots, little killers, sandwiches, German whispers...), 4x4 to 16x16, as text in any of their
# formats: ISS's constraint string (".Cage~10~R1C1~R1C2..."), an f-puzzles or SudokuPad link,
# f-puzzles' JSON, or the engine's own format ("9x9; ..."). Grids are a character a cell, row by
# row: digits, or letters above 9x9 ("A" = 1 ... "P" = 16).


def parse_variant(puzzle, lang="en"):
    """``{"size", "rows", "cols", "givens", "rules", "iss", "text"}``: the digits (4 to 16, the
    side of a square grid), the rows and columns, the givens a character
    a cell (``.`` for empty), each kind of rule once in a sentence, and the puzzle in ISS's format
    and in the engine's own."""
    return json.loads(_engine.parse_variant(str(puzzle), lang))


def solve_variant(puzzle, branches=None, lang="en"):
    """Solves a variant puzzle, proving uniqueness: ``{"status", "solution", "solutions",
    "branches"}``, status ``"unique"``, ``"multiple"`` (two ``solutions``), ``"none"``, or
    ``"unknown"`` when the search reached its work limit (``branches``, 2,000,000 by default)
    before proving an answer."""
    return json.loads(_engine.solve_variant(str(puzzle), branches, lang))


def check_variant(puzzle, grid, lang="en"):
    """``{"ok", "broken"}``: the rules a full grid (a character a cell) breaks, named."""
    return json.loads(_engine.check_variant(str(puzzle), str(grid), lang))
