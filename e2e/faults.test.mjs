// Faults the page must survive: two tabs of the app at once, storage that refuses to save, and an
// address bar that stops taking updates (Safari refuses more than 100 in 30 s).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { appReady, useApp } from './fixture.mjs';
import { board, button, cell, readBoard, statusText } from './contract.mjs';
import { EASY } from './puzzles.mjs';

const app = useApp();

test('Two tabs: a change in one shows in the other, neither writes older data, a reload shows the latest', async () => {
  const context = await app.browser.newContext();
  const a = await app.open({ context, hash: `#p=${EASY}` });
  const b = await app.open({ context, hash: `#p=${EASY}` });
  // r1c3 and r1c4 are empty in the easy puzzle.
  await cell(a, 1, 3).click();
  await a.keyboard.press('4');
  await b.getByRole('status').filter({ hasText: 'Updated with the board from another tab of this app.' }).waitFor();
  assert.equal(await cell(b, 1, 3).textContent(), '4', 'A\'s digit shows in B');
  await cell(b, 1, 4).click();
  await b.keyboard.press('6');
  await a.waitForFunction(() => document.querySelectorAll('[role=grid] [role=gridcell]')[3].textContent === '6');
  assert.equal(await cell(a, 1, 3).textContent(), '4', 'B kept A\'s digit');
  // Undo in A takes back B's digit: the history came along too.
  await button(a, 'Undo').click();
  assert.equal(await cell(a, 1, 4).textContent(), '');
  await b.waitForFunction(() => document.querySelectorAll('[role=grid] [role=gridcell]')[3].textContent === '');
  for (const page of [a, b]) {
    await page.reload();
    await board(page).waitFor();
    assert.equal((await readBoard(page)).slice(0, 4), '534.', 'the latest board after a reload');
  }
});

test('Storage that refuses: said once, and the app goes on in memory', async () => {
  const context = await app.browser.newContext();
  await context.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  const page = await app.open({ context, hash: `#p=${EASY}` });
  await page.getByRole('status').filter({ hasText: /^This browser is not letting the app save/ }).waitFor();
  await cell(page, 1, 3).click();
  await page.keyboard.press('4');
  assert.match(await statusText(page), /^\d+ givens, 1 entry\./, 'said once; typing works');
  await button(page, 'Undo').click();
  await button(page, 'Solve').click();
  await page.getByRole('status').filter({ hasText: /^Solved:/ }).waitFor();
});

test('An address bar that stops taking updates: a reload still shows the newest board', async () => {
  const context = await app.browser.newContext();
  // After its third update the address keeps what it had, as Safari's does once throttled.
  await context.addInitScript(() => {
    let left = 3;
    const replace = History.prototype.replaceState;
    History.prototype.replaceState = function (...args) {
      if (left-- <= 0) throw new DOMException('Attempt to use history.replaceState() more than 100 times per 30 seconds', 'SecurityError');
      return replace.apply(this, args);
    };
  });
  const page = await app.open({ context, hash: `#p=${EASY}` });
  await cell(page, 1, 3).click();
  for (const key of ['4', 'ArrowRight', '6', 'ArrowRight', 'ArrowRight', '8', 'ArrowRight', '9']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(450);
  }
  const typed = await readBoard(page);
  assert.equal(typed.slice(0, 9), '5346789..');
  const entries = new URL(page.url()).hash.split('&e=')[1]?.split('&')[0] ?? '';
  assert.notEqual(entries[6], '9', 'the address kept an older board (its updates were refused)');
  await page.reload();
  await board(page).waitFor();
  assert.equal(await readBoard(page), typed);
  assert.equal(await statusText(page), 'Your board from last time is back.');
});

/** The page's worker whose script name starts with `prefix` (`worker-`: the solver's; `logic-`). */
async function worker(page, prefix) {
  const find = () => page.workers().find((w) => new URL(w.url()).pathname.split('/').pop().startsWith(prefix));
  for (let i = 0; i < 100 && !find(); i++) await page.waitForTimeout(50);
  return find();
}

test('A worker that dies (an error, or silence): the page says so, starts a fresh one, and loses nothing', async () => {
  const page = await app.open({ hash: `#p=${EASY}` });
  await cell(page, 1, 3).click();
  await page.keyboard.press('4');
  const board = await readBoard(page);

  // The solver's worker throws, in the middle of a long naive search.
  await page.getByRole('combobox', { name: 'Algorithm' }).selectOption('Naive backtracking');
  // A 17-clue puzzle: minutes of naive search.
  await page.getByRole('textbox', { name: 'Puzzle text' })
    .fill('.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...');
  await button(page, 'Load').click();
  await button(page, 'Solve').click();
  await page.getByRole('status').filter({ hasText: /^Solving/ }).waitFor();
  const solver = await worker(page, 'worker-');
  await solver.evaluate(() => setTimeout(() => { throw new Error('injected fault'); }));
  await page.getByRole('status').filter({ hasText: /^The solver stopped unexpectedly/ }).waitFor();
  assert.equal(await button(page, 'Cancel').isDisabled(), true, 'no solve is left running');
  await button(page, 'Undo').click();
  assert.equal(await readBoard(page), board, 'the board is as it was');
  await page.getByRole('combobox', { name: 'Algorithm' }).selectOption('Fast');
  await button(page, 'Solve').click();
  await page.getByRole('status').filter({ hasText: /^Solved:/ }).waitFor();
  await button(page, 'Undo').click();

  // The logic worker falls silent (closed, as an out-of-memory kill would leave it): the
  // watchdog notices within two rounds, and the next Hint works.
  const logic = await worker(page, 'logic-');
  await logic.evaluate(() => close());
  await page.getByRole('status').filter({ hasText: /^The hint and rating engine stopped unexpectedly/ })
    .waitFor({ timeout: 10_000 });
  assert.equal(await readBoard(page), board);
  await button(page, 'Hint').click();
  await page.getByRole('status').filter({ hasText: /^Hint: Look at/ }).waitFor();
});

/** Panics in `page`'s wasm as a bug in one of the app's handlers would (thrown from a task of the
 * page's, uncaught), and returns the alert once it shows. The panic aborts the wasm at once (a
 * trap, "unreachable"), and nothing else may go wrong: that one uncaught error is the test's own,
 * not a fault, so it is taken off the page's problems. */
async function panic(page) {
  await page.evaluate(() => setTimeout(() => window.wasmBindings.inject_panic()));
  const alert = page.getByRole('alert');
  await alert.waitFor();
  const { problems } = app.pages.find((open) => open.page === page);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0], /^uncaught: unreachable/, 'the wasm aborted');
  problems.length = 0;
  return alert;
}

test('A panic in the page\'s wasm: a message, the board saved, and Reload brings it back', async () => {
  const page = await app.open({ hash: `#p=${EASY}` });
  await cell(page, 1, 3).click();
  await page.keyboard.press('4');
  const before = await readBoard(page);
  const alert = await panic(page);
  assert.equal(await alert.getByRole('paragraph').textContent(),
    'Something went wrong in this page. Your board was saved before it happened; reload to go on.');
  // Waiting for the reload's load event from before the click: it can come before the click returns.
  await Promise.all([page.waitForEvent('load'), alert.getByRole('button', { name: 'Reload' }).click()]);
  // The first screen's board is there at once; the app's, with the saved board, once it runs.
  await appReady(page);
  assert.equal(await readBoard(page), before);
  assert.equal(await page.getByRole('alert').count(), 0);
});

test('A panic in a Chinese page: the alert and its button in Chinese', async () => {
  const page = await app.open({ contextOptions: { locale: 'zh-CN' }, hash: `#p=${EASY}` });
  const alert = await panic(page);
  assert.equal(await alert.getByRole('paragraph').textContent(), '页面出了问题。出错前棋盘已保存；重新加载即可继续。');
  assert.equal(await alert.getByRole('button', { name: '重新加载' }).count(), 1);
});
