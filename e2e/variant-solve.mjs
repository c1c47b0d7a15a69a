// Issue 44's figure: a variant puzzle solved, click to board, in Chromium. Each puzzle of a shared
// variant file is pasted onto the board; once its rules are drawn, Solve is pressed and the time
// from the click to the board showing all 81 digits is taken in the page (a MutationObserver on
// the board, `performance.now()`), the variant worker already started. Prints the median, the
// 90th percentile and the slowest per file. `node e2e/variant-solve.mjs [--count N] [FILE...]`
// (files relative to ../shared/puzzles/variants/; default: generated/killer.txt iss/killer.txt).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { launch } from './browser.mjs';
import { board, button, paste } from './contract.mjs';
import { serve } from './server.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--count');
const count = at >= 0 ? Number(args.splice(at, 2)[1]) : 20;
const files = args.length ? args : ['generated/killer.txt', 'iss/killer.txt'];

const server = await serve(fileURLToPath(new URL('../dist/', import.meta.url)), '/');
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  for (const file of files) {
    const lines = readFileSync(new URL(`../../shared/puzzles/variants/${file}`, import.meta.url), 'utf8')
      .split('\n').filter(Boolean).slice(0, count);
    const times = [];
    let unsolved = 0;
    for (const line of lines) {
      const [, puzzle] = line.split('\t');
      await paste(board(page), puzzle);
      await page.waitForFunction(() => !/^Reading/.test(document.querySelector('[role=status]').textContent.trim()));
      if (!/^Loaded a variant/.test(await page.locator('[role=status]').textContent())) continue;
      await page.evaluate(() => {
        const grid = document.querySelector('[role=grid]');
        window.solvedIn = new Promise((done) => {
          const start = performance.now();
          const full = () => [...grid.querySelectorAll('[role=gridcell]')].every((c) => c.textContent.trim().length === 1);
          const watch = new MutationObserver(() => {
            if (full()) { watch.disconnect(); done(performance.now() - start); }
          });
          watch.observe(grid, { subtree: true, childList: true, characterData: true });
          setTimeout(() => { watch.disconnect(); done(null); }, 20000);
        });
      });
      await button(page, 'Solve').click();
      const millis = await page.evaluate(() => window.solvedIn);
      if (millis === null) unsolved += 1;
      else times.push(millis);
    }
    times.sort((a, b) => a - b);
    const pick = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    console.log(`${file}: ${times.length} solved (${unsolved} not within 20 s), click to board: median ${pick(0.5).toFixed(1)} ms, p90 ${pick(0.9).toFixed(1)} ms, slowest ${times.at(-1).toFixed(1)} ms`);
  }
} finally {
  await browser.close();
  await server.close();
}
