// What a keystroke costs on the page's thread once the undo history is full (500 steps back, the
// limit): the time from the key to the end of the page's work (the render and the save to
// localStorage), and the bytes the save writes; typing digits that clash more and more, and
// typing a solution in. Run with `node e2e/keystroke.mjs` after
// `make build`; it prints the median, 95th percentile and worst of each (issue 19's measure).
import { launch } from './browser.mjs';
import { serve } from './server.mjs';
import { DIST } from './fixture.mjs';
import { installKeystrokes } from './keystrokes.mjs';
import { INKALA, INKALA_SOLVED } from './puzzles.mjs';

const KEYS = Number(process.argv[2] ?? 300);

const server = await serve(process.env.DIST ?? DIST, '/');
const browser = await launch();
try {
  const page = await browser.newPage();
  // Record every write to localStorage: its size in UTF-16 code units (what the quota counts).
  await page.addInitScript(() => {
    window.__writes = [];
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      window.__writes.push(String(value).length);
      return setItem.call(this, key, value);
    };
  });
  await installKeystrokes(page);
  await page.goto(`${server.url}#p=${INKALA}`);
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  const figures = await page.evaluate(async ({ keys, solved }) => {
    const { press, cells, open, fillHistory } = window.keystrokes;
    const [inputs, empty] = [cells(), open()];
    // Two ways to type. Clashing: digits 1 to 9 in turn into every 7th empty cell, so clashes
    // pile up (75 clashing digits after a while: a stress, and the worst case for the page,
    // which marks every clash). Solving: the solution's digit into each empty cell but the last
    // (a full board would end the game), then Delete through them, and again: what a person
    // solving does.
    const clashing = (i) => [empty[(i * 7) % empty.length], String(1 + (i % 9))];
    const solving = (i) => {
      const round = i % (2 * (empty.length - 1));
      const input = empty[round % (empty.length - 1)];
      return [input, round < empty.length - 1 ? solved[inputs.indexOf(input)] : 'Delete'];
    };
    /** `count` timed keystrokes: their times and the sizes of the writes they made. */
    const measure = async (count, typing) => {
      const times = [];
      window.__writes.length = 0;
      for (let i = 0; i < count; i++) {
        const start = performance.now();
        await press(...typing(i));
        times.push(performance.now() - start);
      }
      return { times, writes: window.__writes.slice() };
    };
    // First with a short history (the first 50 keystrokes of a visit), then with a full one: 600
    // edits (the history keeps the last 500).
    const short = await measure(50, clashing);
    await fillHistory();
    const full = await measure(keys, clashing);
    for (const input of empty) await press(input, 'Delete');
    await fillHistory();
    return { short, full, solving: await measure(keys, solving) };
  }, { keys: KEYS, solved: INKALA_SOLVED });
  const summary = (values, unit, digits) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q) => sorted[Math.round((sorted.length - 1) * q)];
    return `median ${at(0.5).toFixed(digits)} ${unit}, p95 ${at(0.95).toFixed(digits)} ${unit}, ` +
      `worst ${sorted[sorted.length - 1].toFixed(digits)} ${unit}`;
  };
  console.log(`Chromium ${await browser.version()}`);
  for (const [name, run] of [['the first 50 keystrokes of a visit (clashing)', figures.short],
    [`${KEYS} keystrokes with a full undo history, clashing`, figures.full],
    [`${KEYS} keystrokes with a full undo history, solving`, figures.solving]]) {
    console.log(`${name}:`);
    console.log(`  time on the page's thread per keystroke: ${summary(run.times, 'ms', 2)}`);
    console.log(`  localStorage writes: ${run.writes.length}; characters per write: ` +
      summary(run.writes, 'chars', 0));
  }
} finally {
  await browser.close();
  await server.close();
}
