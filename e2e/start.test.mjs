// The first screen: the board in the HTML the server sends, drawn before any WebAssembly runs, and
// what a person does on it before the app is up (static/start.js): digits kept, the rest told to
// wait, the theme and language right from the first paint.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { appReady, useApp, watch } from './fixture.mjs';
import { board, button, cell, readBoard, status, statusText } from './contract.mjs';

const app = useApp();

/** A page whose WebAssembly is held back until `release()`: the first screen stays as it is. */
async function held(contextOptions = {}) {
  // No service worker: it would serve the WebAssembly past the hold, from its cache.
  const context = await app.browser.newContext({ ...contextOptions, serviceWorkers: 'block' });
  const page = await context.newPage();
  const problems = watch(page, new URL(app.server.url).origin);
  app.pages.push({ page, problems });
  let release;
  const wasm = new Promise((resolve) => (release = resolve));
  await page.route(/_bg\.wasm$/, async (route) => {
    await wasm;
    await route.continue();
  });
  await page.goto(app.server.url, { waitUntil: 'commit' });
  return { page, release };
}

const ready = (page) => page.evaluate(() => 'ready' in document.documentElement.dataset);

test('the first HTML response holds the board, its status line, the pad and the actions', async () => {
  const response = await fetch(app.server.url);
  const html = await response.text();
  assert.equal(html.match(/role="gridcell"/g)?.length, 81);
  assert.equal(html.match(/aria-label="Row \d, Column \d, empty"/g)?.length, 81);
  assert.match(html, /<p role="status"[^>]*>Type a puzzle, paste one, or pick an example; then press Solve\.<\/p>/);
  assert.match(html, /<div role="group" aria-label="Digit pad" class="digit-pad">/);
  for (const name of ['Solve', 'Hint', 'Undo', 'Redo', 'Cancel']) {
    assert.match(html, new RegExp(`<button[^>]*>(<[^>]*>)*${name}<`), name);
  }
  // No inline script: the security policy forbids one.
  assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/);
});

test('a digit typed before the app runs is on its board once it does', async () => {
  const { page, release } = await held();
  await board(page).waitFor();
  // Typed within the first 200 ms of the navigation, with the app nowhere near running.
  await cell(page, 1, 1).click();
  await page.keyboard.type('5');
  assert.equal(await ready(page), false, 'the app must not be up yet');
  // Typing a puzzle in moves on, as in the app: shown at once.
  assert.equal(await cell(page, 1, 1).textContent(), '5');
  // 0 (or . or space) empties a cell and moves on, as in the app.
  await page.keyboard.type('30');
  // The pad types too.
  await page.getByRole('button', { name: /^7, 9 left$/ }).click();
  assert.equal((await readBoard(page)).slice(0, 5), '53.7.');
  // Anything else is told to wait, in the status line.
  await button(page, 'Solve').click();
  assert.match(await statusText(page), /The app is still starting/);
  release();
  await appReady(page);
  await page.waitForFunction(() => document.querySelectorAll('[role=grid] [role=gridcell]')[3].textContent === '7');
  assert.equal(await readBoard(page), '53.7' + '.'.repeat(77));
  assert.equal(await statusText(page), '3 givens.');
  // The focus is where the first screen left it: the next cell, in the app's board.
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'Row 1, Column 5, empty');
  await page.keyboard.type('1');
  assert.equal((await readBoard(page)).slice(0, 5), '53.71');
});

test('the first paint has the theme the app will have', async () => {
  for (const colorScheme of ['dark', 'light']) {
    const { page, release } = await held({ colorScheme });
    await board(page).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), colorScheme);
    release();
    await appReady(page);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), colorScheme);
    // The person's choice wins over the system's, from the next visit's first paint.
    await button(page, 'Dark theme').click();
    const chosen = colorScheme === 'dark' ? 'light' : 'dark';
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), chosen);
    await page.route(/_bg\.wasm$/, () => {});
    await page.reload({ waitUntil: 'commit' });
    await board(page).waitFor();
    assert.equal(await ready(page), false);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), chosen, colorScheme);
  }
});

test('a Chinese visitor sees no English before the app speaks Chinese', async () => {
  const { page, release } = await held({ locale: 'zh-CN' });
  await board(page).waitFor();
  const hidden = await page.evaluate(() => {
    const header = document.querySelector('.page-header h1');
    return [document.documentElement.dataset.words, getComputedStyle(header).color];
  });
  assert.deepEqual(hidden, ['hidden', 'rgba(0, 0, 0, 0)']);
  await page.getByRole('button', { name: 'Solve' }).click();
  assert.equal(
    await status(page).textContent(),
    '应用还在启动：你在棋盘上输入的数字会保留，其他功能稍后即可使用。',
  );
  assert.notEqual(await status(page).evaluate((line) => getComputedStyle(line).color), 'rgba(0, 0, 0, 0)');
  release();
  await appReady(page);
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), '数独求解器');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.words), undefined);
  // The choice is kept for the next first paint.
  assert.equal(await page.evaluate(() => localStorage.getItem('sudoku-web/look')), '- -');
});

test("the browser's largest paint is the first screen's, noted before the app replaces it", async () => {
  // No service worker (it would serve the wasm from its cache); the CPU slowed as on a phone, where
  // the app's mount came before the browser had noted the first screen's paint.
  const context = await app.browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const problems = watch(page, new URL(app.server.url).origin);
  app.pages.push({ page, problems });
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const seen = (window.__seen = { paints: [] });
    addEventListener('TrunkApplicationStarted', () => (seen.app = performance.now()));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        seen.paints.push({ at: entry.startTime, inShell: entry.element?.closest('[data-shell]') != null });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(app.server.url);
  await appReady(page);
  const { paints, app: started } = await page.evaluate(() => window.__seen);
  const wasm = await page.evaluate(
    () => performance.getEntriesByType('resource').find((entry) => entry.name.includes('sudoku-web-') && entry.name.endsWith('_bg.wasm')).startTime,
  );
  assert.ok(paints.length > 0, 'no largest-paint entry');
  const last = paints.at(-1);
  assert.ok(last.inShell, `the largest paint is the app's, at ${Math.round(last.at)} ms (the app ran at ${Math.round(started)} ms)`);
  assert.ok(last.at < started, `the largest paint (${last.at}) is not before the app (${started})`);
  // The page's wasm is fetched after that paint, not with it.
  assert.ok(wasm >= last.at, `the wasm was fetched at ${wasm} ms, before the paint at ${last.at} ms`);
  await context.close();
});

test("the app takes the panel's cards over one a task, and no frame lacks one or shows the wrong words", async () => {
  for (const [locale, headings] of [
    ['en-US', ['Puzzles', 'Learn', 'Share', 'Settings']],
    ['zh-CN', ['题目', '学习', '分享', '设置']],
  ]) {
    const context = await app.browser.newContext({ serviceWorkers: 'block', locale, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watch(page, new URL(app.server.url).origin);
    app.pages.push({ page, problems });
    // At each frame once the app's <main> is in: the panel's cards as drawn, the first screen's
    // (standing in) apart from the app's, and whether their heading's words can be seen.
    await page.addInitScript(() => {
      const frames = (window.__frames = []);
      const look = () => {
        if (document.querySelector('body > main')) {
          const cards = [...document.querySelectorAll('body > main .panel .card')].filter((c) => c.getBoundingClientRect().height > 0);
          frames.push(
            cards.map((card) => ({
              standing: card.dataset.static !== undefined,
              inert: card.inert,
              heading: card.querySelector('h2').textContent,
              seen: getComputedStyle(card.querySelector('h2')).color !== 'rgba(0, 0, 0, 0)',
            })),
          );
        }
        if (!('ready' in document.documentElement.dataset)) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto(app.server.url);
    await appReady(page);
    const frames = await page.evaluate(() => window.__frames);
    assert.ok(frames.length > 0, 'no frame was seen with the app in');
    for (const [i, frame] of frames.entries()) {
      assert.equal(frame.length, 4, `frame ${i} shows ${frame.length} cards`);
      // The app's own cards first, in their places; the first screen's after them, inert.
      const drawn = frame.findIndex((card) => card.standing);
      const own = drawn < 0 ? frame : frame.slice(0, drawn);
      assert.ok(frame.slice(own.length).every((card) => card.standing && card.inert), `frame ${i}: ${JSON.stringify(frame)}`);
      assert.deepEqual(own.map((card) => card.heading), headings.slice(0, own.length));
      assert.ok(own.every((card) => card.seen));
      if (locale === 'zh-CN') {
        // A Chinese page never shows the first screen's English.
        assert.ok(frame.slice(own.length).every((card) => !card.seen), `frame ${i}: ${JSON.stringify(frame)}`);
      }
    }
    // Once ready, every card is the app's and takes clicks.
    assert.equal(await page.locator('[data-static], [data-later]').count(), 0);
    assert.deepEqual(await page.locator('.card > h2').allTextContents(), headings);
    await page.getByRole('button', { name: locale === 'en-US' ? 'Copy grid' : '复制网格' }).waitFor();
    await context.close();
  }
});

test("the panel's cards come in a module of their own after the board, and a failed fetch of it is tried again", async () => {
  const context = await app.browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const uncaught = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  const order = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop();
    if (name.endsWith('.wasm') && !/^(worker|logic|scan)/.test(name)) order.push(name);
  });
  // The cards' module fails to arrive the first time (a network that drops), then arrives.
  let cardsAsked = 0;
  await page.route(/\/cards-[0-9a-f]{16}\.wasm$/, async (route) => {
    cardsAsked += 1;
    if (cardsAsked === 1) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await page.goto(app.server.url);
  // The app's board is up (its <main>), while the first screen's four cards still stand, inert.
  await page.waitForSelector('body > main [role="grid"]');
  await page.waitForFunction(() => document.querySelectorAll('[data-static]').length === 4);
  assert.equal(await page.locator('.card[data-static]').evaluateAll((cards) => cards.every((c) => c.inert)), true);
  const first = cell(page, 1, 1);
  await first.click();
  await page.keyboard.press('5');
  assert.equal(await first.textContent(), '5');
  // The page's end of the solver worker is in the cards' module too: Solve pressed before it
  // is there waits for it, then is answered.
  await button(page, 'Solve').click();
  assert.equal(await page.locator('[data-static], [data-later]').count() > 0, true, 'the cards are not there yet');
  // Tried again (after a second): the app's own cards, every one, and they answer.
  await appReady(page);
  assert.equal(cardsAsked, 2);
  await page.waitForFunction(() => /more than one solution/i.test(document.querySelector('[role="status"]').textContent));
  assert.equal(await page.locator('[data-static], [data-later]').count(), 0);
  assert.deepEqual(await page.locator('.card > h2').allTextContents(), ['Puzzles', 'Learn', 'Share', 'Settings']);
  const candidates = page.getByRole('checkbox', { name: 'Show candidates' });
  await candidates.check();
  assert.equal(await candidates.isChecked(), true);
  // The page's own wasm first; the cards' after it (twice), with the code they share with the
  // scanner's and Stats' modules (chunk-*, each once: it arrived the first time), in any order.
  assert.match(order[0], /^sudoku-web-[0-9a-f]+_bg\.wasm$/);
  const after = order.slice(1);
  assert.deepEqual(after.filter((name) => !name.startsWith('chunk-')).map((name) => name.replace(/[0-9a-f]{16}/, 'HASH')), ['cards-HASH.wasm', 'cards-HASH.wasm']);
  const chunks = after.filter((name) => name.startsWith('chunk-'));
  assert.ok(chunks.length >= 1, 'the code the cards share comes with them');
  assert.equal(new Set(chunks).size, chunks.length, 'each chunk once');
  assert.deepEqual(uncaught, []);
  await context.close();
});
