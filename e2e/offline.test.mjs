// Offline and installable: the service worker, the manifest, updates, the security policy, and how
// fast the first load is.
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

import { DIST, useApp } from './fixture.mjs';
import { board, button, readBoard, solve, statusText } from './contract.mjs';
import { serve } from './server.mjs';
import { INKALA } from './puzzles.mjs';

const app = useApp();

/** Waits until a service worker controls `page` (after the first visit's install and claim). */
const controlled = (page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

test('after one visit the app loads, solves, gives hints and scans a photo with no network', async () => {
  const context = await app.browser.newContext();
  const page = await app.open({ context, hash: '#p=' + INKALA });
  await controlled(page);
  await context.setOffline(true);
  await page.reload();
  await board(page).waitFor();
  await solve(page);
  assert.match(await statusText(page), /^Solved/);
  assert.match(await readBoard(page), /^812753649/);
  // The logic worker comes from the cache too: the rating and a hint, offline.
  await page.getByRole('region', { name: 'Difficulty' }).filter({ hasText: /Difficulty: Extreme/ }).waitFor();
  await button(page, 'Undo').click();
  await button(page, 'Hint').click();
  await page.getByRole('status').filter({ hasText: /^Hint: Look at / }).waitFor();
  // The scan worker and the classifier's weights come from the cache too: a photo read offline.
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button(page, 'Scan photo').click()]);
  const photos = process.env.SUDOKU_PHOTOS ?? new URL('../../shared/sudoku-photos/', import.meta.url).pathname;
  await chooser.setFiles(`${photos}/image1.jpg`);
  await page.getByRole('region', { name: 'Scanned puzzle' }).waitFor();
  await context.setOffline(false);
});

test('a new version installed while the page is open is announced, and Reload runs it', async () => {
  // A copy of the site that the test can turn into a "new version" by changing sw.js.
  const site = await mkdtemp(join(tmpdir(), 'sudoku-site-'));
  await cp(DIST, site, { recursive: true });
  const server = await serve(site, '/');
  try {
    const page = await app.open({ url: server.url });
    await controlled(page);
    // First visit: the first worker taking control is not an update.
    assert.equal(await page.locator('.update-notice').count(), 0);

    const sw = join(site, 'sw.js');
    await writeFile(sw, (await readFile(sw, 'utf8')).replace(/const VERSION = "([^"]+)"/, 'const VERSION = "$1-next"'));
    await page.reload();
    await board(page).waitFor();
    const notice = page.getByText('A new version of this app is installed');
    await notice.waitFor();
    await button(page, 'Reload').click();
    await board(page).waitFor();
    await page.waitForTimeout(500);
    assert.equal(await notice.count(), 0, 'after the reload the new version runs, with no notice');
    // Only the new version's cache is left: old and new files cannot mix.
    const caches = await page.evaluate(() => caches.keys());
    assert.equal(caches.length, 1, caches.join(' '));
    assert.match(caches[0], /-next$/);
  } finally {
    await server.close();
    await rm(site, { recursive: true, force: true });
  }
});

test('the manifest makes the app installable: name, start URL, icons of 192 and 512 px, maskable', async () => {
  const page = await app.open();
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), href);
  assert.equal(manifest.name, 'Sudoku solver');
  assert.equal(manifest.start_url, './');
  assert.equal(manifest.display, 'standalone');
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
  assert.deepEqual(sizes, ['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return `${image.naturalWidth}x${image.naturalHeight}`;
    }, icon.src);
    assert.equal(size, icon.sizes, icon.src);
  }
  // Chromium's own verdict: no reason why the app could not be installed, other than the test
  // browser's throwaway profile, which Chromium counts as incognito.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors.filter((e) => e.errorId !== 'in-incognito'), []);
});

test('a strict Content Security Policy is in the page, and it blocks inline script', async () => {
  const page = await app.open();
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  for (const part of ["default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "object-src 'none'", "base-uri 'none'", "form-action 'none'"]) {
    assert.ok(policy.includes(part), `${part} in ${policy}`);
  }
  assert.ok(!policy.includes('unsafe-inline') && !/'unsafe-eval'/.test(policy), policy);
  const ran = await page.evaluate(async () => {
    const violation = new Promise((resolve) => document.addEventListener('securitypolicyviolation', resolve, { once: true }));
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
    await violation;
    return window.injected === true;
  });
  assert.equal(ran, false, 'an injected inline script must not run');
  // The browser reports the blocked script as a console error; here it is the expected outcome.
  const { problems } = app.pages.at(-1);
  const expected = problems.filter((p) => p.includes('Content Security Policy'));
  assert.equal(expected.length, 1, problems.join('\n'));
  problems.splice(problems.indexOf(expected[0]), 1);
});

test('first load: time to an interactive board on localhost (a figure, printed)', async () => {
  const times = [];
  for (let run = 0; run < 3; run++) {
    // A cold load: a new context has an empty cache, and with no service worker nothing is stored.
    const context = await app.browser.newContext({ serviceWorkers: 'block' });
    // Notes the moment the board enters the page, from the navigation's start.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('[role="grid"]')) {
          window.boardShownAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await app.open({ context });
    times.push(await page.evaluate(() => window.boardShownAt));
    // Interactive at once: a digit typed now lands.
    await page.getByRole('gridcell').first().click();
    await page.keyboard.press('5');
    assert.equal(await page.getByRole('gridcell').first().textContent(), '5');
    await context.close();
  }
  console.log(`first load to an interactive board: ${times.map((t) => t.toFixed(0)).join(', ')} ms (3 cold loads from 127.0.0.1)`);
});
