"""`make bench-python`: the Python package against the most used pure-Python solver on PyPI
(py-sudoku) and against the first tutorial's own loop, on the same boards in the same process,
each a board of nine lists as Python programs hold one. Prints seconds and ratios.

    .venv/bin/python packages/python/bench/bench.py [--typical N] [--hard N]

Both solvers are checked to give the same grid. py-sudoku stops at its first solution; ours
goes on to prove it is the only one, so ours does more work per puzzle.
"""

import argparse
import copy
import os
import statistics
import sys
import time
from pathlib import Path

import sudoku as py_sudoku
import sudoku_web_engine as ours

sys.path.insert(0, str(Path(__file__).parents[1] / "tests"))
import tutorial  # noqa: E402

PUZZLES = Path(os.environ.get("SUDOKU_PUZZLES") or Path(__file__).parents[4] / "shared" / "puzzles")
FIRST_TUTORIAL = "8..........36......7..9.2...5...7......8457.....1...3...1....68..85...1..9....4.."


def corpus(name, limit):
    lines = [line.split()[0] for line in (PUZZLES / name).read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    return lines[:limit]


def timed(solve, board, rounds=1):
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        answer = solve(board)
        best = min(best, time.perf_counter() - start)
    return best, answer


def theirs(board):
    return py_sudoku.Sudoku(3, 3, board=board).solve().board


def row(name, count, peer, mine):
    print(f"| {name} | {count} | {peer * 1000:,.1f} | {mine * 1000:,.2f} | {peer / mine:,.0f}x |")


def the_first_tutorial():
    board = ours.grid(FIRST_TUTORIAL)

    def loop(board):
        board, tally = copy.deepcopy(board), {"t": 0}
        tutorial.solve(board, tally)
        return board, tally["t"]

    loop_time, (solution, tries) = timed(loop, board, rounds=3)
    naive_time, naive = timed(lambda b: ours.solve(b, algorithm="naive", counts=True), board, rounds=3)
    fast_time, fast = timed(ours.solve, board, rounds=3)
    peer_time, peer = timed(theirs, board, rounds=3)
    assert naive["counts"]["first"]["tries"] == tries == 45_360
    assert solution == naive["solution"] == fast["solution"] == peer
    all_tries = naive["counts"]["all"]["tries"]
    print("The first tutorial's puzzle (best of 3). The tutorial's loop stops at the first solution;")
    print("ours goes on to prove it unique, so the same algorithm is compared by tries per second:\n")
    print("| solver | ms | tries | million tries/s | ms against ours, fast |")
    print("|---|---|---|---|---|")
    for name, seconds, counted in [("the tutorial's loop, Python", loop_time, tries),
                                   ("ours, naive with counts", naive_time, all_tries),
                                   ("py-sudoku", peer_time, None),
                                   ("ours, fast", fast_time, None)]:
        tries_said = f"{counted:,}" if counted else "-"
        speed = f"{counted / seconds / 1e6:,.1f}" if counted else "-"
        print(f"| {name} | {seconds * 1000:,.2f} | {tries_said} | {speed} | {seconds / fast_time:,.0f}x |")
    ratio = (all_tries / naive_time) / (tries / loop_time)
    print(f"\nThe same naive backtracking, ours against the tutorial's loop: {ratio:,.0f}x the tries per second.\n")


def corpus_rows(corpora):
    print("Corpora (ms in all; ours proves each solution unique, py-sudoku does not):\n")
    print("| corpus | puzzles | py-sudoku | ours | ratio |")
    print("|---|---|---|---|---|")
    for name, limit in corpora:
        peer_total = mine_total = 0.0
        for line in corpus(name, limit):
            board = ours.grid(line)
            peer_time, peer = timed(theirs, board)
            mine_time, mine = timed(ours.solve, board)
            assert mine["status"] == "unique" and mine["solution"] == peer, line
            peer_total += peer_time
            mine_total += mine_time
        row(name, limit, peer_total, mine_total)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--typical", type=int, default=200, help="puzzles of the unbiased corpus")
    parser.add_argument("--hard", type=int, default=10, help="puzzles of Norvig's top 95")
    args = parser.parse_args()
    print(f"Python {sys.version.split()[0]}, py-sudoku {py_sudoku_version()}\n")
    the_first_tutorial()
    corpus_rows([("puzzles1_unbiased_first1000", args.typical), ("norvig_top95.txt", args.hard)])


def py_sudoku_version():
    from importlib.metadata import version
    return version("py-sudoku")


if __name__ == "__main__":
    main()
