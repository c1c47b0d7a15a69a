// The variant search as wasm in headless Chromium, on each family file of the shared variant
// puzzles: every puzzle proved unique and checked against its file, the median and worst time a
// puzzle. The browser half of `make bench-variants`; the page is the wasm build of sudoku-bench
// in target/bench-web/.
//
//   node bench/web/variants.mjs [FILE...]
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { openBench } from './page.mjs';

const dir = process.env.SUDOKU_PUZZLES ?? '../shared/puzzles';
const args = process.argv.slice(2);

const { page, version, close } = await openBench('target/bench-web');
try {
  const families = (await page.evaluate(() => window.bench.variantFamilies())).split('\n');
  const files = args.length > 0 ? args : families.map((name) => join(dir, 'variants', name));
  // Warmed up first on the generated killers (discarded): the first file timed otherwise pays
  // for the browser's compiling of the wasm to its faster tier (measured on 2026-11-28: ISS's
  // killers' median 7.9 ms timed first, 5.8-5.9 ms timed alone after a run).
  const warm = await readFile(join(dir, 'variants', 'generated/killer.txt'), 'utf8');
  await page.evaluate(([text]) => window.bench.variants('warm-up', text), [warm]);
  console.log(
    `The variant search, wasm in headless Chromium ${version}: each puzzle proved unique, ` +
      'median of 3 timings, after a warm-up on the generated killers\n',
  );
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    const line = await page.evaluate(
      ([name, text]) => window.bench.variants(name, text),
      [relative(dir, file), text],
    );
    console.log(line);
  }
} finally {
  await close();
}
