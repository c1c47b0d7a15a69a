// What every end-to-end test shares: the release dist/ served on 127.0.0.1, one Chromium, and a
// fresh page per test whose console errors, failed requests and foreign requests fail the test.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { after, afterEach, before } from 'node:test';

import { launch } from './browser.mjs';
import { settle } from './contract.mjs';
import { serve } from './server.mjs';

export const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

export function useApp() {
  const app = { server: null, browser: null, pages: [] };

  before(async () => {
    assert.ok(existsSync(DIST + 'index.html'), 'dist/ is missing: run `make build` first');
    app.server = await serve(DIST, '/');
    app.browser = await launch();
  });

  after(async () => {
    await app.browser?.close();
    await app.server?.close();
  });

  afterEach(() => {
    for (const { problems } of app.pages) assert.deepEqual(problems, [], 'console errors or bad requests');
    app.pages = [];
  });

  /** A new page (in a new context unless `context` is given), watched for problems, at the app. */
  app.open = async ({ context, hash = '', url = app.server.url, contextOptions = {} } = {}) => {
    context ??= await app.browser.newContext(contextOptions);
    const page = await context.newPage();
    const problems = watch(page, new URL(url).origin);
    app.pages.push({ page, problems });
    awaitTheApp(page);
    await page.goto(url + hash);
    return page;
  };

  return app;
}

/** How many of `page`'s requests so far were for a file whose address matches `pattern`. */
export const fetched = (page, pattern) =>
  page.evaluate((source) => performance.getEntriesByType('resource').filter((entry) => new RegExp(source).test(entry.name)).length, pattern.source);

/** Resolves once the app runs on `page`: the first screen in the HTML (static/start.js) is drawn
 * before it, so the board alone does not say the app answers. */
export async function appReady(page) {
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
}

/** Makes `page.goto` and `page.reload` resolve once the app runs (not at a blank page), and every
 * action on the page (a click, a key, a check...) resolve once the app has finished what it started
 * (`settle`): a read or a reload right after it then sees the app's answer, as a person would. */
export function awaitTheApp(page) {
  for (const name of ['goto', 'reload']) {
    const navigate = page[name].bind(page);
    page[name] = async (...args) => {
      if (page.url().startsWith('http')) await settle(page);
      const response = await navigate(...args);
      if (page.url().startsWith('http')) await appReady(page);
      return response;
    };
  }
  for (const name of ['press', 'type', 'down', 'up', 'insertText']) {
    page.keyboard[name] = settled(page.keyboard[name].bind(page.keyboard), () => page);
  }
  const locator = Object.getPrototypeOf(page.locator('body'));
  if (!locator[SETTLING]) {
    locator[SETTLING] = true;
    for (const name of LOCATOR_ACTIONS) {
      const act = locator[name];
      locator[name] = function (...args) {
        return settled(act.bind(this), () => this.page())(...args);
      };
    }
  }
}

/** The locator actions that can change the app (Playwright's Locator is one class for all pages). */
const LOCATOR_ACTIONS = ['click', 'dblclick', 'tap', 'check', 'uncheck', 'setChecked', 'fill', 'clear',
  'press', 'pressSequentially', 'type', 'selectOption', 'setInputFiles', 'dispatchEvent', 'dragTo'];
const SETTLING = Symbol('settling');

/** `action`, then `settle` on its page (which the action may have closed or navigated away). */
function settled(action, pageOf) {
  return async (...args) => {
    const result = await action(...args);
    const page = pageOf();
    if (!page.isClosed() && page.url().startsWith('http')) await settle(page).catch(() => {});
    return result;
  };
}

/** Records console errors, uncaught exceptions, failed or 4xx/5xx requests, and requests that leave
 * `origin` (the page must make no network request beyond its own files). */
export function watch(page, origin) {
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A reload or navigation cancels the old page's requests in flight (ERR_ABORTED): not a fault.
    // Missing files are still caught, as 4xx responses below.
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()} (${reason})`);
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && new URL(url).origin !== origin) problems.push(`foreign request: ${url}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}
