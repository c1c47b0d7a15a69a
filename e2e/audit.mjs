// `make audit`: Lighthouse on the release build, served on 127.0.0.1 under a sub-path, in
// Debian's Chromium. Prints the four category scores; fails when accessibility, best practices or
// SEO is below 100. Performance is printed, not judged: it moves with the machine's load.
//
//   node e2e/audit.mjs        (CHROME_PATH defaults to /usr/bin/chromium)
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { serve } from './server.mjs';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const GATED = ['accessibility', 'best-practices', 'seo'];
const CATEGORIES = ['performance', ...GATED];

if (!existsSync(DIST + 'index.html')) {
  console.error('dist/ is missing: run `make build` first');
  process.exit(2);
}

const server = await serve(DIST, '/sudoku/');
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
let failed = false;
try {
  const result = await lighthouse(server.url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  const { categories, audits } = result.lhr;
  console.log(`Lighthouse ${result.lhr.lighthouseVersion} on ${server.url} (release build)`);
  for (const id of CATEGORIES) {
    const score = Math.round(categories[id].score * 100);
    const gate = GATED.includes(id) ? (score === 100 ? 'ok' : 'BELOW 100') : 'recorded, not gated';
    console.log(`  ${categories[id].title.padEnd(16)} ${String(score).padStart(3)}  ${gate}`);
    if (GATED.includes(id) && score < 100) {
      failed = true;
      for (const ref of categories[id].auditRefs) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
          console.log(`    failing: ${audit.id}: ${audit.title}`);
        }
      }
    }
  }
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'interactive']) {
    console.log(`  ${audits[id].title}: ${audits[id].displayValue}`);
  }
} finally {
  chrome.kill();
  await server.close();
}
process.exit(failed ? 1 : 0);
