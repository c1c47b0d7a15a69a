// A keystroke's whole cost at a person's pace: each key waits for the frame before it, and is
// followed by its own frame, so the browser's style, layout and paint for that key count with it.
// A Chromium trace (devtools.timeline) of the page's main thread gives, per key, the busy time of
// the tasks between the key and the end of its frame (its handler, the render, the save, the
// frame), then the median, p95 and worst of those, and the main-thread work by event, per key.
// Run with `node e2e/keystroke-trace.mjs [keys]` after `make build` (issue 19's keystroke cost);
// the undo history is filled to its limit first, as in `keystroke.mjs`.
import { launch } from './browser.mjs';
import { serve } from './server.mjs';
import { DIST } from './fixture.mjs';
import { installKeystrokes } from './keystrokes.mjs';
import { INKALA, INKALA_SOLVED } from './puzzles.mjs';

const KEYS = Number(process.argv[2] ?? 200);

const server = await serve(process.env.DIST ?? DIST, '/');
const browser = await launch();
try {
  const page = await browser.newPage();
  await installKeystrokes(page);
  await page.goto(`${server.url}#p=${INKALA}`);
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  // A full undo history, as keystroke.mjs makes it.
  await page.evaluate(() => window.keystrokes.fillHistory());
  await page.waitForTimeout(500);
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  await page.evaluate(async ({ keys, solved }) => {
    const [inputs, empty] = [window.keystrokes.cells(), window.keystrokes.open()];
    // After the next frame has been drawn: a task queued from inside requestAnimationFrame runs
    // after that frame's paint.
    const framed = () => new Promise((resolve) => requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(0);
    }));
    // Typing a solution in: its digit into each empty cell but the last, then Delete back.
    for (let i = 0; i < keys; i++) {
      const round = i % (2 * (empty.length - 1));
      const input = empty[round % (empty.length - 1)];
      const key = round < empty.length - 1 ? solved[inputs.indexOf(input)] : 'Delete';
      await framed();
      performance.mark(`key-${i}`);
      input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      await framed();
      performance.mark(`end-${i}`);
    }
  }, { keys: KEYS, solved: INKALA_SOLVED });
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  const main = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = (e) => e.pid === main.pid && e.tid === main.tid;
  const marks = new Map(traceEvents.filter((e) => e.cat?.includes('user_timing')).map((e) => [e.name, e.ts]));
  const tasks = traceEvents.filter((e) => onMain(e) && e.ph === 'X' && e.name === 'RunTask' && e.dur);
  const work = traceEvents.filter((e) => onMain(e) && e.ph === 'X' && e.dur &&
    ['FunctionCall', 'EventDispatch', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit'].includes(e.name));
  const busy = [];
  const byName = new Map();
  for (let i = 0; i < KEYS; i++) {
    const [from, to] = [marks.get(`key-${i}`), marks.get(`end-${i}`)];
    if (from === undefined || to === undefined) continue;
    // Tasks that end after the key and start before the end of its frame: the key's own
    // dispatch runs inside the task that set the mark, so that task counts from the mark.
    busy.push(tasks.filter((t) => t.ts + t.dur > from && t.ts < to)
      .reduce((sum, t) => sum + (t.ts + t.dur - Math.max(t.ts, from)), 0) / 1000);
    for (const e of work.filter((w) => w.ts >= from && w.ts < to)) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
  }
  const sorted = [...busy].sort((a, b) => a - b);
  const at = (q) => sorted[Math.round((sorted.length - 1) * q)].toFixed(2);
  console.log(`Chromium ${await browser.version()}; ${busy.length} keystrokes typing a solution in, each with its frame, a full undo history`);
  console.log(`main-thread busy time per keystroke: median ${at(0.5)} ms, p95 ${at(0.95)} ms, worst ${at(1)} ms`);
  console.log('of which, per keystroke (mean):');
  for (const [name, ms] of [...byName.entries()].sort((a, b) => b[1] - a[1])) console.log(`  ${(ms / busy.length).toFixed(3).padStart(7)} ms  ${name}`);
} finally {
  await browser.close();
  await server.close();
}
