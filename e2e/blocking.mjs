// The main thread's long tasks of a cold load, as Lighthouse's model counts them: every task
// after the first contentful paint, its duration on this machine times 4 (the mobile preset's CPU
// slowdown), less 50 ms, summed. No CPU throttling: the trace's own durations, multiplied, as
// Lighthouse's simulation does. Prints the median of N loads (default 9) and, for the median load,
// each long task and what it holds. Two builds are compared by running this on each in turn.
//
//   node e2e/blocking.mjs [--runs N] [DIST...]   (DIST defaults to dist/)
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { launch } from './browser.mjs';
import { serve } from './server.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 9;
const DISTS = (args.length ? args : [fileURLToPath(new URL('../dist/', import.meta.url))]).map((d) => resolve(d));
for (const dist of DISTS) {
  if (!existsSync(`${dist}/index.html`)) {
    console.error(`${dist}/index.html is missing: run \`make build\` first`);
    process.exit(2);
  }
}
const SLOWDOWN = 4;
const ALLOWANCE = 50;
const KINDS = {
  compile: ['wasm.CompileLazy'],
  script: ['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'TimerFire', 'FireAnimationFrame', 'EventDispatch'],
  style: ['UpdateLayoutTree'],
  layout: ['Layout'],
  paint: ['PrePaint', 'Paint', 'PaintImage', 'Layerize', 'Commit'],
  parse: ['ParseHTML'],
  gc: ['MinorGC', 'MajorGC'],
};

/** One load's main-thread time after the first contentful paint (`busy`, ms) and its long tasks
 * then, from its trace. */
function load(traceEvents) {
  const names = traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const main = new Set(names.map((e) => `${e.pid}:${e.tid}`));
  const events = traceEvents.filter((e) => main.has(`${e.pid}:${e.tid}`));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const top = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.ts >= (fcp?.ts ?? 0));
  const busy = top.reduce((sum, e) => sum + e.dur, 0) / 1000;
  const within = (e, task) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur;
  const inner = events.filter((e) => e.ph === 'X' && e.name !== 'RunTask');
  const tasks = top
    .filter((task) => task.dur * SLOWDOWN > ALLOWANCE * 1000)
    .map((task) => {
      const held = inner.filter((e) => within(e, task));
      const parts = Object.fromEntries(
        Object.entries(KINDS).map(([kind, list]) => {
          // Outermost events of the kind only (a FunctionCall in a TimerFire counts once).
          const mine = held.filter((e) => list.includes(e.name));
          const outer = mine.filter((e) => !mine.some((o) => o !== e && within(e, o)));
          return [kind, outer.reduce((sum, e) => sum + e.dur, 0) / 1000];
        }),
      );
      const url = held.find((e) => e.args?.data?.url)?.args.data.url ?? '';
      // The wasm V8 compiled in the task (on first call): its size is the same in every load.
      const wasm = held.filter((e) => e.name === 'wasm.CompileBaseline').reduce((sum, e) => sum + (e.args?.bodySize ?? 0), 0);
      return { at: (task.ts - (fcp?.ts ?? task.ts)) / 1000, ms: task.dur / 1000, parts, url, wasm };
    });
  return { busy, tasks };
}

const browser = await launch();
const results = new Map(DISTS.map((d) => [d, []]));
try {
  for (let i = 0; i < RUNS; i++) {
    for (const dist of DISTS) {
      const server = await serve(dist + '/', '/', { gzip: true });
      const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.wasm', 'disabled-by-default-v8.wasm.detailed', 'loading'] });
      await page.goto(server.url);
      // No polling in the page (Playwright's own script would be in the trace): the page marks
      // <html data-ready> once the app is up; wait for it, then for its last cards.
      await page.waitForTimeout(2500);
      const ready = await page.evaluate(() => document.documentElement.hasAttribute('data-ready'));
      const trace = JSON.parse((await browser.stopTracing()).toString());
      const { busy, tasks } = load(trace.traceEvents);
      const blocking = tasks.reduce((sum, t) => sum + (t.ms * SLOWDOWN - ALLOWANCE), 0);
      results.get(dist).push({ blocking, tasks, ready, busy });
      await context.close();
      await server.close();
    }
  }
} finally {
  await browser.close();
}
for (const [dist, runs] of results) {
  const sorted = [...runs].sort((a, b) => a.blocking - b.blocking);
  const median = sorted[Math.floor(runs.length / 2)];
  const busy = runs.map((r) => r.busy).sort((a, b) => a - b);
  console.log(`${dist}: blocking time at ${SLOWDOWN}x, median of ${runs.length}: ${median.blocking.toFixed(0)} ms (${runs.map((r) => r.blocking.toFixed(0)).join(', ')})${runs.every((r) => r.ready) ? '' : ' NOT READY in some'}`);
  console.log(`  main thread busy after the first contentful paint (unslowed): median ${busy[Math.floor(busy.length / 2)].toFixed(0)} ms, least ${busy[0].toFixed(0)} ms`);
  for (const t of median.tasks) {
    const parts = Object.entries(t.parts).filter(([, v]) => v >= 0.5).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ');
    const wasm = t.wasm ? `, ${(t.wasm / 1000).toFixed(1)} KB of wasm compiled` : '';
    console.log(`  +${t.at.toFixed(0).padStart(4)} ms after FCP: ${t.ms.toFixed(1).padStart(5)} ms (${parts}${wasm}) ${t.url.split('/').pop()}`);
  }
}
