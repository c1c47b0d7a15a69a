// Where a keystroke's rendering goes: a Chromium trace (devtools.timeline) of 200 keystrokes into
// empty cells, each followed by a frame, the top-level events summed by name. Run with
// `node e2e/keystroke-trace.mjs` after `make build` (issue 19's keystroke cost).
import { launch } from './browser.mjs';
import { serve } from './server.mjs';
import { DIST } from './fixture.mjs';
import { INKALA } from './puzzles.mjs';

const server = await serve(DIST, '/');
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}#p=${INKALA}`);
  await page.getByRole('grid').waitFor();
  await page.waitForTimeout(1000);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'blink', 'disabled-by-default-devtools.timeline'] });
  const times = await page.evaluate(async () => {
    const inputs = [...document.querySelectorAll('[role=grid] input')];
    const empty = inputs.filter((input) => !/, given \d$/.test(input.getAttribute('aria-label')));
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => {
      const c = new MessageChannel(); c.port1.onmessage = () => resolve(); c.port2.postMessage(0);
    }));
    const times = [];
    for (let i = 0; i < 200; i++) {
      await frame();
      const start = performance.now();
      empty[(i * 7) % empty.length].dispatchEvent(new KeyboardEvent('keydown', { key: String(1 + (i % 9)), bubbles: true, cancelable: true }));
      await frame();
      times.push(performance.now() - start);
    }
    return times;
  });
  const buffer = await browser.stopTracing();
  const { traceEvents } = JSON.parse(buffer.toString());
  const sum = new Map();
  for (const e of traceEvents) {
    if (e.ph !== 'X' || !e.dur) continue;
    sum.set(e.name, (sum.get(e.name) ?? 0) + e.dur);
  }
  const top = [...sum.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30);
  for (const [k, v] of top) console.log((v / 1000 / 200).toFixed(3).padStart(8), 'ms/key', k);
  const sorted = [...times].sort((a, b) => a - b);
  console.log('key to after next frame: median', sorted[100].toFixed(2), 'p95', sorted[190].toFixed(2));
} finally { await browser.close(); await server.close(); }
