// `make bench-scan`: Scan photo in the built app in headless Chromium, over the photo folder: the
// time from a photo chosen to the Scanned puzzle region (or the status saying why not), and what
// was read against each photo's truth, as a person would get it (the browser decodes the JPEG).
// Prints figures; checks nothing.
//
//   node e2e/scan-speed.mjs [--limit N]
import { readdirSync, readFileSync } from 'node:fs';

import { launch } from './browser.mjs';
import { serve } from './server.mjs';
import { DIST } from './fixture.mjs';

const PHOTOS = process.env.SUDOKU_PHOTOS ?? new URL('../../shared/sudoku-photos/', import.meta.url).pathname;
const limitAt = process.argv.indexOf('--limit');
const limit = limitAt > 0 ? Number(process.argv[limitAt + 1]) : Infinity;

const numbers = readdirSync(PHOTOS)
  .map((name) => name.match(/^image(\d+)\.jpg$/)?.[1])
  .filter(Boolean)
  .map(Number)
  .sort((a, b) => a - b)
  .slice(0, limit);
const truth = (n) =>
  readFileSync(`${PHOTOS}/image${n}.dat`, 'utf8').split('\n').slice(2, 11)
    .map((row) => row.trim().split(/\s+/).map((d) => (d === '0' ? '.' : d)).join('')).join('');

const server = await serve(DIST, '/');
const browser = await launch();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(server.url);
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  const input = page.locator('input[type=file]');
  const times = [];
  const parts = { tuned: { photos: 0, right: 0 }, held: { photos: 0, right: 0 } };
  let first = null;
  for (const [i, n] of numbers.entries()) {
    const before = await page.getByRole('status').textContent();
    const start = await page.evaluate(() => performance.now());
    await input.setInputFiles(`${PHOTOS}/image${n}.jpg`);
    // The answer is in when the status no longer says the photo is being read.
    await page.waitForFunction(
      (before) => {
        const text = document.querySelector('[role=status]').textContent;
        return !/^Reading the photo/.test(text) && text !== before;
      },
      before,
      { timeout: 30_000 },
    );
    const millis = (await page.evaluate(() => performance.now())) - start;
    const read = await page.locator('.scanned td input').evaluateAll((cells) => cells.map((c) => c.value || '.').join(''));
    if (first === null) first = millis;
    else times.push(millis);
    const part = i % 5 === 4 ? parts.held : parts.tuned;
    part.photos += 1;
    part.right += read === truth(n) ? 1 : 0;
    if (read !== truth(n)) {
      const wrong = [...truth(n)].filter((ch, c) => read[c] !== ch).length;
      part.wrong = [...(part.wrong ?? []), `image${n} (${read ? `${wrong} cells` : 'none read'})`];
    }
    const discard = page.getByRole('button', { name: 'Discard', exact: true });
    if (await discard.count()) await discard.click();
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  console.log(`Scan photo in headless Chromium ${browser.version()}, ${numbers.length} photos`);
  console.log(`time from a photo chosen to the answer: first ${first.toFixed(0)} ms (the worker starting), then median ${at(0.5).toFixed(0)} ms, 90th percentile ${at(0.9).toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms`);
  for (const [name, part] of Object.entries(parts)) {
    console.log(`${name === 'held' ? 'held out' : 'tuned on'}: every cell right in ${part.right} of ${part.photos} photos (${(100 * part.right / Math.max(1, part.photos)).toFixed(1)}%)`);
    if (part.wrong) console.log(`  not all right: ${part.wrong.join(', ')}`);
  }
  const all = parts.tuned.right + parts.held.right;
  console.log(`all: every cell right in ${all} of ${numbers.length} photos (${(100 * all / numbers.length).toFixed(1)}%)`);
} finally {
  await browser.close();
  await server.close();
}
