// `make bench`, browser half: serves a wasm build of sudoku-bench (target/bench-web/, made by
// `make bench`; `--build DIR` for another, such as the `simd128` build in target/bench-web-simd128/),
// opens it in headless Chromium and runs the comparison corpus by corpus.
//
//   node bench/web/run.mjs [--build DIR] [--rounds N] [--limit N] [FILE...]
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { CORPORA, openBench } from './page.mjs';


let rounds = 3;
let limit = null;
let build = 'target/bench-web';
const files = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--rounds') rounds = Number(args[++i]);
  else if (args[i] === '--limit') limit = Number(args[++i]);
  else if (args[i] === '--build') build = args[++i];
  else files.push(args[i]);
}
if (files.length === 0) {
  const dir = process.env.SUDOKU_PUZZLES ?? '../shared/puzzles';
  files.push(...CORPORA.map((name) => join(dir, name)));
}

const { page, version, close } = await openBench(build);
try {
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    const census = await page.evaluate(
      ([name, text, rounds, limit]) => window.bench.corpus(name, text, rounds, limit ?? undefined),
      [basename(file), text, rounds, limit],
    );
    console.error(census);
  }
  const table = await page.evaluate(() => window.bench.table());
  console.log(
    `wasm (${build}) in headless Chromium ${version} (best of ${rounds} alternating rounds; ` +
      'ours/peer above 1 means ours is faster)\n',
  );
  process.stdout.write(table);
} finally {
  await close();
}
