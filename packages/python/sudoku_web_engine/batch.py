"""Rate or explain a puzzle file too large for one machine, with Dask: the file read in blocks of
whole lines, each block rated on a worker of the cluster, each block's output written to its own
part file, numbered in input order, so that the parts joined in order are exactly what
``sudoku rate`` (``sudoku explain``) writes for the whole file.

    python -m sudoku_web_engine.batch INPUT OUTPUT_DIR [--explain] [--lang zh]
        [--scheduler tcp://HOST:8786 | --workers N] [--blocksize 16MiB]
    cat OUTPUT_DIR/*.txt > ratings.txt

INPUT and OUTPUT_DIR may be any path or URL Dask reads and writes (``s3://…`` with s3fs
installed): on a real cluster both must be where every worker can reach them. Needs
``pip install "dask[distributed]"``.
"""

import argparse
import os
import sys

from . import rate_line


def write_part(lines, path, explain, lang):
    """Rates one block of lines into the part file ``path``; returns how many puzzles it held."""
    puzzles = 0
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        for line in lines:
            rated = rate_line(line, explain=explain, lang=lang)
            if rated is not None:
                out.write(rated)
                puzzles += 1
    return puzzles


def rate_file(input_path, output_dir, client, explain=False, lang="en", blocksize="16MiB"):
    """Rates every puzzle of ``input_path`` on ``client``'s cluster into numbered part files in
    ``output_dir`` (``000000.txt``, ``000001.txt``, …, in input order). Returns the part paths
    and the number of puzzles rated."""
    import dask
    import dask.bag as db

    os.makedirs(output_dir, exist_ok=True)
    blocks = db.read_text(input_path, blocksize=blocksize).to_delayed()
    paths = [os.path.join(output_dir, f"{i:06d}.txt") for i in range(len(blocks))]
    parts = [dask.delayed(write_part)(block, path, explain, lang) for block, path in zip(blocks, paths)]
    counts = client.compute(parts, sync=True)
    return paths, sum(counts)


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="python -m sudoku_web_engine.batch",
        description="Rate (or explain) a puzzle file on a Dask cluster, as `sudoku rate` would.")
    parser.add_argument("input")
    parser.add_argument("output_dir")
    parser.add_argument("--explain", action="store_true", help="write every step, as `sudoku explain`")
    parser.add_argument("--lang", default="en", help="en or zh")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--scheduler", help="a running cluster's scheduler address")
    where.add_argument("--workers", type=int, default=os.cpu_count(),
                       help="else a local cluster of this many worker processes")
    parser.add_argument("--blocksize", default="16MiB", help="bytes of input per task")
    args = parser.parse_args(argv)

    from dask.distributed import Client, LocalCluster

    if args.scheduler:
        client = Client(args.scheduler)
    else:
        client = Client(LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True))
    with client:
        paths, puzzles = rate_file(args.input, args.output_dir, client, args.explain, args.lang,
                                   args.blocksize)
    print(f"{puzzles} puzzles in {len(paths)} parts in {args.output_dir}", file=sys.stderr)


if __name__ == "__main__":
    main()
