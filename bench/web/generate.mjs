// `make bench-generate`, browser half: the generator at every level as wasm in headless Chromium,
// clocked with performance.now(); each puzzle checked (one solution, minimal, symmetric, rated at
// its level). Uses the wasm build of sudoku-bench in target/bench-web/ (made by the Makefile).
//
//   node bench/web/generate.mjs [--count N]
import { openBench } from './page.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--count');
const count = at >= 0 ? Number(args[at + 1]) : 100;

const { page, version, close } = await openBench();
try {
  console.log(`Generator, wasm in headless Chromium ${version} (${count} puzzles a level, each checked)\n`);
  console.log(await page.evaluate((count) => window.bench.generate(count), count));
} finally {
  await close();
}
