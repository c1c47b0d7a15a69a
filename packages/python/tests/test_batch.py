"""The Dask recipe on a local cluster of two worker processes: its parts, joined in order, are
byte for byte what `sudoku rate` and `sudoku explain --lang zh` write for the same file."""

import os
import subprocess
from pathlib import Path

import pytest
from dask.distributed import Client, LocalCluster

from sudoku_web_engine.batch import main, rate_file

ROOT = Path(__file__).parents[3]
PUZZLES = Path(os.environ.get("SUDOKU_PUZZLES") or ROOT.parent / "shared" / "puzzles")


@pytest.fixture(scope="module")
def puzzle_file(tmp_path_factory):
    """A file of every kind of line: puzzles, a comment, blank lines, an unreadable line, a
    puzzle with several solutions, one with clashing givens, and a last line without its
    newline."""
    lines = (PUZZLES / "puzzles1_unbiased_first1000").read_text().splitlines()[:120]
    lines[10:10] = ["# a comment", "", "   ", "not a puzzle", "." * 81, "55" + "." * 79]
    path = tmp_path_factory.mktemp("batch") / "puzzles.txt"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def client():
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        yield client


def sudoku_command(*args):
    return subprocess.run(["cargo", "run", "--quiet", "-p", "sudoku-cli", "--", *args], cwd=ROOT,
                          capture_output=True, encoding="utf-8").stdout


def joined(paths):
    return "".join(Path(p).read_text(encoding="utf-8") for p in paths)


def test_the_parts_joined_are_what_sudoku_rate_writes(puzzle_file, client, tmp_path):
    paths, puzzles = rate_file(str(puzzle_file), str(tmp_path / "out"), client, blocksize=2048)
    assert len(paths) > 3, "several blocks, so the order across workers is tested"
    assert puzzles == 123
    assert joined(paths) == sudoku_command("rate", str(puzzle_file))
    assert sorted(os.listdir(tmp_path / "out")) == [Path(p).name for p in paths]


def test_explained_in_chinese_too(puzzle_file, client, tmp_path):
    paths, _ = rate_file(str(puzzle_file), str(tmp_path / "out"), client, explain=True, lang="zh",
                         blocksize=4096)
    assert joined(paths) == sudoku_command("explain", "--lang", "zh", str(puzzle_file))


def test_the_command_line_runs_its_own_local_cluster(puzzle_file, tmp_path, capsys):
    main([str(puzzle_file), str(tmp_path / "out"), "--workers", "2", "--blocksize", "4096"])
    assert "123 puzzles in" in capsys.readouterr().err
    paths = sorted((tmp_path / "out").iterdir())
    assert joined(paths) == sudoku_command("rate", str(puzzle_file))
