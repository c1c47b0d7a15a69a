// Where a keystroke's time goes: a CPU profile (Chrome DevTools Protocol, 0.1 ms sampling) of 200
// keystrokes into empty cells, self time summed per function, the top 25 printed. Run with
// `node e2e/keystroke-profile.mjs` after `make build` (issue 19's keystroke cost); with `--full`,
// the undo history is filled to its limit first (600 edits, not profiled). Function names need a
// build that keeps them: add `data-keep-debug data-no-demangle` and `data-wasm-opt="0"` to the
// page's link in index.html, `trunk build --release --dist /tmp/dist-names`, then run with
// DIST=/tmp/dist-names/.
import { launch } from './browser.mjs';
import { serve } from './server.mjs';
import { DIST } from './fixture.mjs';
import { installKeystrokes } from './keystrokes.mjs';
import { INKALA } from './puzzles.mjs';

const server = await serve(process.env.DIST ?? DIST, '/');
const browser = await launch();
try {
  const page = await browser.newPage();
  await installKeystrokes(page);
  await page.goto(`${server.url}#p=${INKALA}`);
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  await page.waitForTimeout(1000);
  if (process.argv.includes('--full')) {
    await page.evaluate(() => window.keystrokes.fillHistory());
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.evaluate(async () => {
    // The cells without a given (after --full's edits, none may be empty).
    const { press, open } = window.keystrokes;
    const empty = open();
    for (let i = 0; i < 200; i++) await press(empty[(i * 7) % empty.length], String(1 + (i % 9)));
  });
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas; let total = 0;
  profile.samples.forEach((id, i) => {
    const n = byId.get(id); const f = n.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0)); total += dt[i] ?? 0;
  });
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
  console.log('total ms', (total / 1000).toFixed(0));
  for (const [k, v] of top) console.log((v / 1000).toFixed(1).padStart(8), k);
} finally { await browser.close(); await server.close(); }
