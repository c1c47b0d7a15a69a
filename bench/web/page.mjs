// What both browser benchmarks share: the wasm build of sudoku-bench (target/bench-web/) served on
// 127.0.0.1 and opened in headless Chromium, ready once the page has set `window.bench`.
import { resolve } from 'node:path';
import { serve } from '../../e2e/server.mjs';
import { launch } from '../../e2e/browser.mjs';

/** The corpora timed when no file is named (as `sudoku_bench::CORPORA` natively). */
export const CORPORA = [
  'puzzles1_unbiased_first1000',
  'puzzles2_17_clue',
  'puzzles3_magictour_top1465',
  'puzzles5_forum_hardest_1905_11+',
  'puzzles6_forum_hardest_1106',
  'puzzles7_serg_benchmark',
];

/** The bench page (the build in `dir`), its browser's version, and `close` to stop the browser and the server. */
export async function openBench(dir = 'target/bench-web') {
  const server = await serve(resolve(dir));
  const browser = await launch();
  const close = async () => {
    await browser.close();
    await server.close();
  };
  try {
    const page = await browser.newPage();
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.goto(server.url + 'index.html');
    await page.waitForFunction(() => window.bench !== undefined);
    return { page, version: await browser.version(), close };
  } catch (error) {
    await close();
    throw error;
  }
}
