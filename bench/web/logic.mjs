// `make bench-logic`: the logic engine's whole path (sudoku_solver::logic::LogicalPath) per
// puzzle, as wasm in headless Chromium, clocked with performance.now(). Uses the wasm build of
// sudoku-bench in target/bench-web/ (made by the Makefile target).
//
//   node bench/web/logic.mjs [--limit N] [FILE...]
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { openBench } from './page.mjs';

const CORPORA = ['puzzles2_17_clue', 'puzzles3_magictour_top1465', 'norvig_top95.txt'];

let limit = null;
const files = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--limit') limit = Number(args[++i]);
  else if (args[i] !== '--rounds') files.push(args[i]);
  else i++;
}
if (files.length === 0) {
  const dir = process.env.SUDOKU_PUZZLES ?? '../shared/puzzles';
  files.push(...CORPORA.map((name) => join(dir, name)));
}

const { page, version, close } = await openBench();
try {
  console.log(`logic engine, wasm in headless Chromium ${version}`);
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    const line = await page.evaluate(
      ([name, text, limit]) => window.bench.logic(name, text, limit ?? undefined),
      [basename(file), text, limit],
    );
    console.log(line);
  }
} finally {
  await close();
}
