// The solver's searches (bands, triads, the automatic choice) as wasm in headless Chromium, every
// answer checked first: the browser half of `make bench-engines`. The page is the wasm build of
// sudoku-bench in target/bench-web/ (built with `simd128` by `make bench-engines`).
//
//   node bench/web/engines.mjs [--rounds N] [FILE...]
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { CORPORA, openBench } from './page.mjs';

let rounds = 3;
const files = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--rounds') rounds = Number(args[++i]);
  else files.push(args[i]);
}
if (files.length === 0) {
  const dir = process.env.SUDOKU_PUZZLES ?? '../shared/puzzles';
  files.push(...CORPORA.map((name) => join(dir, name)));
}

const { page, version, close } = await openBench('target/bench-web-simd128');
try {
  console.log(
    `The solver's searches, wasm in headless Chromium ${version} ` +
      `(µs per puzzle to the first solution and proving uniqueness, best of ${rounds} rounds)\n`,
  );
  process.stdout.write(await page.evaluate(() => window.bench.enginesHead()));
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    const row = await page.evaluate(
      ([name, text, rounds]) => window.bench.engines(name, text, rounds),
      [basename(file), text, rounds],
    );
    process.stdout.write(row);
  }
} finally {
  await close();
}
