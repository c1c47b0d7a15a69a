// `make bench-load`: a cold load of the release build on 127.0.0.1, in Chromium with its CPU
// slowed 4x (the devtools protocol's throttling, as Lighthouse's mobile preset does), five times;
// prints the median of each moment, in ms after the navigation started:
// - first paint, and first contentful paint (the browser's own entries);
// - board: the first frame after the board is in the page (drawn from the HTML, or by the app);
// - digit: a digit typed into the first cell as soon as the board is there, shown on the board;
// - app: the WebAssembly app running (trunk's `TrunkApplicationStarted`, after its first render).
//
// The files are served gzipped, as the site's hosts serve them. With `--slow-network` the network
// is slowed too, to Lighthouse's mobile figures (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up).
//
//   node e2e/first-screen.mjs [--slow-network] [DIST]   (DIST defaults to dist/)
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { launch } from './browser.mjs';
import { serve } from './server.mjs';

const args = process.argv.slice(2);
const SLOW_NETWORK = args.includes('--slow-network');
const DIST = resolve(args.find((arg) => !arg.startsWith('--')) ?? fileURLToPath(new URL('../dist/', import.meta.url)));
const RUNS = 5;
const SLOWDOWN = 4;

if (!existsSync(`${DIST}/index.html`)) {
  console.error(`${DIST}/index.html is missing: run \`make build\` first`);
  process.exit(2);
}

/** Runs in the page before its own scripts: notes each moment in `window.__moments`. */
function observe() {
  const moments = (window.__moments = {});
  const now = () => Math.round(performance.now());
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) moments[entry.name] ??= Math.round(entry.startTime);
  }).observe({ type: 'paint', buffered: true });
  addEventListener('TrunkApplicationStarted', () => (moments.app = now()));
  let typed = false;
  const look = () => {
    const input = document.querySelector('[role=grid] [role=gridcell]');
    if (input && !typed) {
      typed = true;
      moments.boardInPage = now();
      requestAnimationFrame(() => (moments.board = now()));
      input.focus();
      input.dispatchEvent(new KeyboardEvent('keydown', { key: '5', bubbles: true, cancelable: true }));
    }
    if (typed && document.querySelector('[role=grid] [role=gridcell]')?.textContent === '5') {
      moments.digit ??= now();
    }
    if (moments.digit === undefined || moments.app === undefined) requestAnimationFrame(look);
  };
  new MutationObserver((_, observer) => {
    if (document.querySelector('[role=grid] [role=gridcell]')) {
      observer.disconnect();
      look();
    }
  }).observe(document, { childList: true, subtree: true });
}

const server = await serve(DIST + '/', '/', { gzip: true });
const browser = await launch();
const runs = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    if (SLOW_NETWORK) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
    }
    await page.addInitScript(observe);
    await page.goto(server.url);
    await page.waitForFunction(() => window.__moments.digit !== undefined && window.__moments.app !== undefined, null, {
      timeout: 60_000,
    });
    runs.push(await page.evaluate(() => window.__moments));
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const network = SLOW_NETWORK ? ', the network slowed (150 ms, 1.6 Mbit/s)' : '';
console.log(`A cold load of ${DIST} on 127.0.0.1, CPU slowed ${SLOWDOWN}x${network}, median of ${RUNS} (ms after navigation):`);
for (const [key, label] of [
  ['first-paint', 'first paint'],
  ['first-contentful-paint', 'first contentful paint'],
  ['board', 'first board pixel'],
  ['digit', 'first digit on the board'],
  ['app', 'app running'],
]) {
  const values = runs.map((run) => run[key]).filter((v) => v !== undefined);
  console.log(`  ${label.padEnd(26)} ${String(median(values)).padStart(6)}   (${values.join(', ')})`);
}
