// `make audit`: Lighthouse on the release build, served on 127.0.0.1 under a sub-path, in
// Debian's Chromium, three times. Prints the median of the four category scores and of the load
// figures; fails when accessibility, best practices or SEO is below 100 in any run. Performance is
// printed, not judged: it moves with the machine's load.
//
//   node e2e/audit.mjs [--runs N] [DIST]   (CHROME_PATH defaults to /usr/bin/chromium; 3 runs)
//
// Two builds compared: one run of each in turn (`--runs 1`), as many times as the noise asks
// (docs/BENCHMARKS.md, "The app's first task").
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { serve } from './server.mjs';

// Another build can be audited: node e2e/audit.mjs DIST
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 3;
if (!(RUNS >= 1)) {
  console.error('--runs takes a number of runs, 1 or more');
  process.exit(2);
}
const DIST = args[0] ? resolve(args[0]) + '/' : fileURLToPath(new URL('../dist/', import.meta.url));
const GATED = ['accessibility', 'best-practices', 'seo'];
const CATEGORIES = ['performance', ...GATED];

if (!existsSync(DIST + 'index.html')) {
  console.error('dist/ is missing: run `make build` first');
  process.exit(2);
}

const server = await serve(DIST, '/sudoku/', { gzip: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const FIGURES = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'interactive', 'cumulative-layout-shift'];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
let failed = false;
try {
  const results = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(server.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    results.push(result.lhr);
  }
  const { lighthouseVersion, categories, audits } = results[0];
  console.log(`Lighthouse ${lighthouseVersion} on ${server.url} (release build, mobile preset), median of ${RUNS} runs`);
  for (const id of CATEGORIES) {
    const scores = results.map((lhr) => Math.round(lhr.categories[id].score * 100));
    const score = median(scores);
    const gate = GATED.includes(id) ? (Math.min(...scores) === 100 ? 'ok' : 'BELOW 100') : 'recorded, not gated';
    console.log(`  ${categories[id].title.padEnd(16)} ${String(score).padStart(3)}  ${gate}  (${scores.join(', ')})`);
    if (GATED.includes(id) && Math.min(...scores) < 100) {
      failed = true;
      for (const lhr of results) {
        for (const ref of lhr.categories[id].auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
            console.log(`    failing: ${audit.id}: ${audit.title}`);
          }
        }
      }
    }
  }
  for (const id of FIGURES) {
    const values = results.map((lhr) => lhr.audits[id].numericValue);
    const unit = id === 'cumulative-layout-shift' ? '' : ' ms';
    const shown = (v) => (unit ? Math.round(v) : v.toFixed(3));
    console.log(`  ${audits[id].title}: ${shown(median(values))}${unit}  (${values.map(shown).join(', ')})`);
  }
} finally {
  chrome.kill();
  await server.close();
}
process.exit(failed ? 1 : 0);
