// Notes and the timer, through the contract: notes mode from the pad and the N key, Shift and a
// digit, Fill notes, a placed digit leaving its peers' notes, undo and reload, names in both
// languages, a hint that reads the notes; the timer, paused while the page is hidden, and the
// person's win with and without motion. (The pad on a 320 px phone: board.test.mjs.)
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useApp } from './fixture.mjs';
import { board, button, cell, statusText } from './contract.mjs';
import { EASY, EASY_SOLVED } from './puzzles.mjs';

const app = useApp();

const name = (page, row, col) => cell(page, row, col).getAttribute('aria-label');

test('Notes: the mode, Shift and a digit, Fill notes, tidying, undo and reload', async () => {
  const page = await app.open({ hash: `#p=${EASY}` });
  // r1c3 is empty in the easy puzzle (5 3 . . 7 ...).
  await cell(page, 1, 3).click();
  await page.keyboard.press('n');
  assert.equal(await statusText(page), 'Notes on: a digit now toggles a note in the cell.');
  assert.equal(await button(page, 'Notes').getAttribute('aria-pressed'), 'true');
  await page.keyboard.press('4');
  await page.keyboard.press('2');
  await page.keyboard.press('4');
  assert.equal(await name(page, 1, 3), 'Row 1, Column 3, empty, notes 2');
  assert.equal(await cell(page, 1, 3).textContent(), '', 'a note is no digit');
  await page.getByRole('button', { name: /^1, / }).click();
  assert.equal(await name(page, 1, 3), 'Row 1, Column 3, empty, notes 1 2', 'the pad notes too');
  await button(page, 'Notes').click();
  assert.equal(await button(page, 'Notes').getAttribute('aria-pressed'), 'false');
  // Shift and a digit key notes outside the mode; a digit fills the cell.
  await cell(page, 1, 4).click();
  await page.keyboard.press('Shift+Digit6');
  assert.equal(await name(page, 1, 4), 'Row 1, Column 4, empty, notes 6');
  await page.keyboard.press('6');
  assert.equal(await name(page, 1, 4), 'Row 1, Column 4, entered 6');
  await button(page, 'Undo').click();
  assert.equal(await name(page, 1, 4), 'Row 1, Column 4, empty, notes 6', 'Undo brings the notes back');

  // Fill notes: every empty cell's candidates; then placing 4 in r1c3 takes 4 out of its peers.
  await button(page, 'Fill notes').click();
  assert.equal(await statusText(page), "Every empty cell's candidates are now in its notes.");
  assert.equal(await name(page, 1, 3), 'Row 1, Column 3, empty, notes 1 2 4');
  assert.equal(await name(page, 2, 2), 'Row 2, Column 2, empty, notes 2 4 7');
  await cell(page, 1, 3).click();
  await page.keyboard.press('4');
  assert.equal(await name(page, 2, 2), 'Row 2, Column 2, empty, notes 2 7');
  assert.match(await name(page, 1, 6), /^Row 1, Column 6, empty, notes [^4]*$/);
  const drawn = board(page).locator('.marks.notes');
  assert.ok(await drawn.count() > 40, 'notes are drawn, apart from candidates');

  // Kept across a reload; read in Chinese.
  await page.reload();
  await board(page).waitFor();
  assert.equal(await statusText(page), 'Your board from last time is back.', 'the saved board, not the link');
  assert.equal(await name(page, 2, 2), 'Row 2, Column 2, empty, notes 2 7');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
  assert.equal(await page.getByRole('grid').getByRole('gridcell').nth(10).getAttribute('aria-label'), '第2行，第2列，空，笔记 2 7');
  assert.equal(await page.getByRole('button', { name: '笔记', exact: true }).count(), 1);
  assert.equal(await page.getByRole('button', { name: '填入笔记', exact: true }).count(), 1);
});

test('With the setting off, a placed digit leaves its peers\' notes', async () => {
  const page = await app.open({ hash: `#p=${EASY}` });
  await button(page, 'Fill notes').click();
  await page.getByRole('checkbox', { name: 'Placing a digit clears its notes' }).uncheck();
  await cell(page, 1, 3).click();
  await page.keyboard.press('4');
  assert.equal(await name(page, 2, 2), 'Row 2, Column 2, empty, notes 2 4 7');
});

test('A hint reads the notes: a solution digit taken away is said', async () => {
  const page = await app.open({ hash: `#p=${EASY}` });
  await button(page, 'Fill notes').click();
  // r1c3 needs 4 (the solution's third digit); take 4 out of its notes.
  assert.equal(EASY_SOLVED[2], '4');
  await cell(page, 1, 3).click();
  await page.keyboard.press('Shift+Digit4');
  await button(page, 'Hint').click();
  await page.getByRole('status').filter({ hasText: /lost/ }).waitFor();
  assert.equal(await statusText(page),
    'Row 1, Column 3 has lost its 4, which it needs. Put the notes back, then ask again.');
  assert.match(await name(page, 1, 3), /, hint: because$/);
  // Put back, the hint is a step again.
  await cell(page, 1, 3).click();
  await page.keyboard.press('Shift+Digit4');
  await button(page, 'Hint').click();
  await page.getByRole('status').filter({ hasText: /^Hint: Look at/ }).waitFor();
});

/** Fills every empty cell of the easy puzzle from its solution, by keyboard. */
async function finish(page, skip = -1) {
  for (let i = 0; i < 81; i++) {
    if (EASY[i] !== '.' || i === skip) continue;
    await cell(page, Math.floor(i / 9) + 1, (i % 9) + 1).focus();
    await page.keyboard.press(EASY_SOLVED[i]);
  }
}

test('The timer counts while the page is shown, and the person\'s win says the time and hints', async () => {
  const context = await app.browser.newContext();
  await context.clock.install();
  const page = await app.open({ context, hash: `#p=${EASY}` });
  const timer = page.getByRole('timer', { name: 'Timer' });
  assert.equal(await timer.textContent(), '0:00');
  await page.clock.fastForward('01:05');
  await page.getByRole('timer').filter({ hasText: /^1:0\d$/ }).waitFor();

  // Hidden for ten minutes: they do not count.
  const visibility = (hidden) => page.evaluate((hidden) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
  await visibility(true);
  await page.clock.fastForward('10:00');
  await visibility(false);
  await page.clock.fastForward('00:02');
  // (Real time flows too under the fake clock: on a busy machine, a few seconds.)
  assert.match(await timer.textContent(), /^1:[0-5]\d$/, 'the ten hidden minutes are not counted');

  // One hint asked, then the board finished.
  await button(page, 'Hint').click();
  await page.getByRole('status').filter({ hasText: /^Hint: Look at/ }).waitFor();
  await finish(page);
  await page.getByRole('status').filter({ hasText: /^Solved by you/ }).waitFor();
  assert.match(await statusText(page), /^Solved by you in 1:[0-5]\d, 1 hint\.$/);
  assert.equal(await board(page).getAttribute('class'), 'board celebrate');
  assert.equal(await board(page).locator('.cell').first().evaluate((el) => getComputedStyle(el).animationName), 'cheer');
  // Stopped: it keeps its time, across a reload too; hidden on request.
  const final = await timer.textContent();
  await page.clock.fastForward('05:00');
  assert.equal(await timer.textContent(), final);
  await page.reload();
  await board(page).waitFor();
  assert.equal(await page.getByRole('timer').textContent(), final);
  await page.getByRole('checkbox', { name: 'Show timer' }).uncheck();
  assert.equal(await page.getByRole('timer').count(), 0);
});

test('Without motion there is no wave; the solver\'s digits are no win', async () => {
  const page = await app.open({ hash: `#p=${EASY}`, contextOptions: { reducedMotion: 'reduce' } });
  await finish(page);
  await page.getByRole('status').filter({ hasText: /^Solved by you/ }).waitFor();
  assert.equal(await board(page).locator('.cell').first().evaluate((el) => getComputedStyle(el).animationName), 'none');

  const solved = await app.open({ hash: `#p=${EASY}` });
  await button(solved, 'Solve').click();
  await solved.getByRole('status').filter({ hasText: /^Solved:/ }).waitFor();
  assert.equal(await board(solved).getAttribute('class'), 'board');
});
