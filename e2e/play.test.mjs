// Playing: New puzzle makes a puzzle at the chosen level in the logic worker; it lands as givens,
// rated at that level, with one solution and 180° symmetry; Undo brings the board back. Today's
// puzzle is the day's puzzle at a level, the same for every visitor. Show mistakes marks wrong
// entries.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useApp } from './fixture.mjs';
import { board, button, cell, readBoard, solve, statusText } from './contract.mjs';
import { EASY, INKALA, INKALA_SOLVED } from './puzzles.mjs';

const app = useApp();

const level = (page) => page.getByRole('combobox', { name: 'Level' });
const rating = (page) => page.getByRole('region', { name: 'Difficulty' });
const givens = (page) => board(page).getByRole('gridcell', { name: /, given \d$/ });

test('New puzzle makes a puzzle at the level chosen, and Undo brings the board back', async () => {
  const page = await app.open({ hash: `#p=${EASY}` });
  assert.equal(await level(page).inputValue(), '1', 'Medium is chosen at first');
  assert.deepEqual(await level(page).locator('option').allTextContents(),
    ['Easy', 'Medium', 'Hard', 'Expert', 'Extreme']);

  for (const name of ['Hard', 'Easy', 'Extreme']) {
    await level(page).selectOption({ label: name });
    await button(page, 'New puzzle').click();
    await page.getByRole('status').filter({ hasText: new RegExp(`^A new ${name} puzzle: \\d+ givens\\.$`) }).waitFor();
    const puzzle = await readBoard(page);
    const count = Number((await statusText(page)).match(/(\d+) givens/)[1]);
    assert.equal(await givens(page).count(), count, 'every digit is a given');
    assert.equal(puzzle.replaceAll('.', '').length, count);
    // 180° symmetry: a cell is given exactly when its opposite is.
    for (let i = 0; i < 81; i++) assert.equal(puzzle[i] === '.', puzzle[80 - i] === '.', `cell ${i}`);
    await rating(page).filter({ hasText: new RegExp(`^Difficulty: ${name} \\(SE \\d+\\.\\d\\)\\.`) }).waitFor();
    // The address follows within 400 ms (with the number of its save).
    await page.waitForFunction((hash) => location.hash.startsWith(hash), `#p=${puzzle}&s=`);
    assert.equal(await button(page, 'New puzzle').getAttribute('aria-busy'), 'false');
  }
  await solve(page);
  assert.match(await statusText(page), /^Solved: the puzzle has exactly one solution/);

  // Undo: the solution, then each new puzzle, back to the easy one.
  for (let i = 0; i < 4; i++) await button(page, 'Undo').click();
  assert.equal(await readBoard(page), EASY);
});

test('New puzzle works from an empty board, and an edit meanwhile keeps the person\'s board', async () => {
  const page = await app.open();
  await level(page).selectOption({ label: 'Expert' });
  await button(page, 'New puzzle').click();
  await page.getByRole('status').filter({ hasText: /^A new Expert puzzle/ }).waitFor();
  await rating(page).filter({ hasText: /^Difficulty: Expert \(SE [4-6]\.\d\)\./ }).waitFor();
  const first = await readBoard(page);

  // Asked, then a digit typed before the puzzle lands: the typed board stays. (The worker answers
  // in milliseconds, so the edit is dispatched in the same task as the click.) The digit goes to
  // the selected cell, so an empty one is selected first: the puzzle's first cell may be a given.
  const cells = page.getByRole('grid').getByRole('gridcell');
  const empty = (await cells.evaluateAll((all) => all.map((cell) => cell.textContent))).indexOf('');
  await cells.nth(empty).click();
  await page.evaluate((index) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'New puzzle');
    button.click();
    const cell = document.querySelectorAll('[role=grid] [role=gridcell]')[index];
    cell.dispatchEvent(new KeyboardEvent('keydown', { key: '5', bubbles: true }));
  }, empty);
  await page.waitForTimeout(500);
  assert.equal((await readBoard(page)).replaceAll('.', '').length, first.replaceAll('.', '').length + 1,
    'the typed digit is there and no new puzzle replaced the board');
});

test("Today's puzzle is the same for everyone on a day, at each level, and another the next day", async () => {
  /** Today's puzzle at `name` for a new visitor whose clock says `date`. */
  async function todays(date, name) {
    const context = await app.browser.newContext();
    await context.clock.setFixedTime(new Date(`${date}T09:00:00`));
    const page = await app.open({ context });
    await level(page).selectOption({ label: name });
    await button(page, "Today's puzzle").click();
    await page.getByRole('status').filter({ hasText: new RegExp(`^Today's ${name} puzzle, ${date}: \\d+ givens\\.$`) }).waitFor();
    await rating(page).filter({ hasText: new RegExp(`^Difficulty: ${name} \\(SE \\d+\\.\\d\\)\\.`) }).waitFor();
    return readBoard(page);
  }
  const first = await todays('2026-11-23', 'Hard');
  assert.equal(await todays('2026-11-23', 'Hard'), first, 'another visitor, the same puzzle');
  assert.notEqual(await todays('2026-11-24', 'Hard'), first, 'the next day, another');
  assert.notEqual(await todays('2026-11-23', 'Easy'), first, 'another level, another');
});

test('Show mistakes marks an entry that differs from the solution, in its name too', async () => {
  const page = await app.open({ hash: `#p=${INKALA}` });
  await rating(page).filter({ hasText: /^Difficulty:/ }).waitFor();
  // r1c2 holds 1 in the solution, r1c3 holds 2.
  assert.equal(INKALA_SOLVED.slice(1, 3), '12');
  await cell(page, 1, 2).click();
  await page.keyboard.press('1');
  await cell(page, 1, 3).click();
  await page.keyboard.press('7');
  const mistakes = board(page).getByRole('gridcell', { name: /, mistake$/ });
  assert.equal(await mistakes.count(), 0, 'off until asked');
  await page.getByRole('checkbox', { name: 'Show mistakes' }).check();
  await mistakes.first().waitFor();
  assert.equal(await mistakes.count(), 1);
  assert.equal(await mistakes.getAttribute('aria-label'), 'Row 1, Column 3, entered 7, mistake');
  await cell(page, 1, 3).click();
  await page.keyboard.press('2');
  await page.waitForFunction(() => ![...document.querySelectorAll('[role=grid] [role=gridcell]')]
    .some((input) => input.getAttribute('aria-label').endsWith(', mistake')));
  // Remembered after a reload.
  await page.reload();
  await board(page).waitFor();
  assert.equal(await page.getByRole('checkbox', { name: 'Show mistakes' }).isChecked(), true);
});
