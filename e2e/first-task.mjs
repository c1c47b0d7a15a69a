// What the app's first task holds: a cold load of the release build in Chromium (no CPU slowdown,
// so each figure is this machine's own time), traced with V8's wasm categories. Prints, medians
// of 5 loads:
// - the app's start (its longest call into the page's script: `main` and the first render);
// - inside it, the functions V8 compiled on their first call (V8 compiles wasm lazily, on the
//   main thread, with its baseline compiler): how many, their bytes of wasm, and the time;
// - the style, layout and paint of the task after it (the app's screen put in place of the first
//   screen's).
//
//   node e2e/first-task.mjs [DIST]   (DIST defaults to dist/)
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { launch } from './browser.mjs';
import { serve } from './server.mjs';

const DIST = resolve(process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url)));
const RUNS = Number(process.env.RUNS ?? 5);
if (!existsSync(`${DIST}/index.html`)) {
  console.error(`${DIST}/index.html is missing: run \`make build\` first`);
  process.exit(2);
}

/** One load's figures, from its trace's events on the page's main thread. */
function figures(traceEvents) {
  const names = traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const main = new Set(names.map((e) => `${e.pid}:${e.tid}`));
  const events = traceEvents.filter((e) => main.has(`${e.pid}:${e.tid}`) && e.ph === 'X');
  const start = events.filter((e) => e.name === 'FunctionCall').sort((a, b) => b.dur - a.dur)[0];
  const within = (e, task) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur;
  const lazy = events.filter((e) => e.name === 'wasm.CompileLazy' && within(e, start));
  const baseline = events.filter((e) => e.name === 'wasm.CompileBaseline' && within(e, start));
  const tasks = events.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const next = tasks.find((t) => t.ts > start.ts + start.dur && t.dur > 5000);
  const drawing = next
    ? events
        .filter((e) => ['UpdateLayoutTree', 'Layout', 'Paint'].includes(e.name) && within(e, next))
        .reduce((sum, e) => sum + e.dur, 0)
    : 0;
  return {
    start: start.dur / 1000,
    compiled: lazy.length,
    bytes: baseline.reduce((sum, e) => sum + (e.args?.bodySize ?? 0), 0),
    compiling: lazy.reduce((sum, e) => sum + e.dur, 0) / 1000,
    drawing: drawing / 1000,
  };
}

const server = await serve(DIST + '/', '/', { gzip: true });
const browser = await launch();
const version = browser.version();
const runs = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.wasm', 'disabled-by-default-v8.wasm.detailed'],
    });
    await page.goto(server.url);
    await page.waitForSelector('html[data-ready]', { timeout: 60_000 });
    await page.waitForTimeout(500);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    runs.push(figures(trace.traceEvents));
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
const median = (key) => runs.map((run) => run[key]).sort((a, b) => a - b)[Math.floor(RUNS / 2)];
const shown = (key, digits) => runs.map((run) => run[key].toFixed(digits)).join(', ');
console.log(`The app's first task, a cold load of ${DIST} in Chromium ${version} (no slowdown), median of ${RUNS}:`);
console.log(`  the app's start (main and first render)   ${median('start').toFixed(1)} ms   (${shown('start', 1)})`);
console.log(`  wasm functions compiled on first call     ${median('compiled')}   (${shown('compiled', 0)})`);
console.log(`    their bytes of wasm                     ${median('bytes')}   (${shown('bytes', 0)})`);
console.log(`    the time compiling them                 ${median('compiling').toFixed(1)} ms   (${shown('compiling', 1)})`);
console.log(`  the next task's style, layout and paint   ${median('drawing').toFixed(1)} ms   (${shown('drawing', 1)})`);
