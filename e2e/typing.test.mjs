// Typing a puzzle in, and the board around the selected cell, through the contract: 81
// characters typed into the first cell of an empty board enter the puzzle; Backspace goes back;
// the digit pad does the same; Edit puzzle locks and unlocks the givens; one digit pasted fills its cell; the selected cell's
// row, column and box are tinted and its digit marked elsewhere.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useApp } from './fixture.mjs';
import { button, cell, statusText } from './contract.mjs';
import { EASY, INKALA } from './puzzles.mjs';

const app = useApp();

const name = (page, row, col) => cell(page, row, col).getAttribute('aria-label');
const values = (page) =>
  page.$$eval('[role=grid] [role=gridcell]', (cells) => cells.map((cell) => cell.textContent || '.').join(''));
const focused = (page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

test('81 characters typed into the first cell of an empty board enter the puzzle', async () => {
  const page = await app.open();
  assert.equal(await button(page, 'Edit puzzle').getAttribute('aria-pressed'), 'true',
    'an empty board is open to typing a puzzle in');
  await cell(page, 1, 1).click();
  await page.keyboard.type(INKALA);
  assert.equal(await values(page), INKALA);
  assert.equal(await statusText(page), '21 givens.');
  // From the last cell the focus goes round to the first.
  assert.equal(await focused(page), 'Row 1, Column 1, given 8');
  // Backspace on a filled cell empties it; on an empty one it empties the cell before and goes
  // there, as a text field deletes the character before the caret.
  await cell(page, 2, 5).click(); // r2c3 holds 3, r2c4 holds 6, r2c5 is empty
  await page.keyboard.press('Backspace');
  assert.equal(await focused(page), 'Row 2, Column 4, empty');
  await page.keyboard.press('Backspace');
  assert.equal(await focused(page), 'Row 2, Column 3, empty');
  await page.keyboard.type('36');
  assert.equal(await values(page), INKALA, 'typed back in');
  assert.equal(await focused(page), 'Row 2, Column 5, empty');
  // Delete empties the cell where it is.
  await cell(page, 1, 1).click();
  await page.keyboard.press('Delete');
  assert.equal(await focused(page), 'Row 1, Column 1, empty');
  await page.keyboard.press('8');
  assert.equal(await values(page), INKALA);
  // In Centre mode a digit is a centre mark, and the focus stays.
  await cell(page, 2, 5).click();
  await page.keyboard.press('c');
  await page.keyboard.press('5');
  assert.equal(await focused(page), 'Row 2, Column 5, empty, centre marks 5');
});

test('the digit pad types a puzzle in as the keyboard does: a digit moves on, Erase stays', async () => {
  const page = await app.open({ contextOptions: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } });
  const pad = (digit) => page.getByRole('group', { name: 'Digit pad' }).getByRole('button', { name: `${digit}, 9 left` });
  await cell(page, 1, 1).tap();
  await pad(5).tap();
  await pad(3).tap();
  assert.equal(await focused(page), 'Row 1, Column 3, empty', 'each digit moved the focus on');
  await page.getByRole('button', { name: 'Erase', exact: true }).tap();
  assert.equal(await focused(page), 'Row 1, Column 3, empty', 'Erase stays');
  await pad(7).tap();
  assert.equal((await values(page)).slice(0, 4), '537.');
  assert.equal(await focused(page), 'Row 1, Column 4, empty');
  // Once a puzzle is loaded, the pad fills the selected cell and the focus stays there.
  await button(page, 'Edit puzzle').tap();
  await cell(page, 1, 5).tap();
  await pad(8).tap();
  assert.equal(await focused(page), 'Row 1, Column 5, entered 8');
});

test('Edit puzzle: a loaded puzzle keeps its givens until it is switched on', async () => {
  const page = await app.open({ hash: `#p=${EASY}` });
  const edit = button(page, 'Edit puzzle');
  assert.equal(await edit.getAttribute('aria-pressed'), 'false');
  // A given typed over stays, and the status says how to change it.
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  assert.equal(await name(page, 1, 1), 'Row 1, Column 1, given 5');
  assert.equal(await statusText(page),
    "Row 1, Column 1 is one of the puzzle's givens, so it stays. To change the puzzle, press Edit puzzle.");
  // Playing, the focus stays where a digit goes.
  await cell(page, 1, 3).click();
  await page.keyboard.press('4');
  assert.equal(await name(page, 1, 3), 'Row 1, Column 3, entered 4');
  assert.equal(await focused(page), 'Row 1, Column 3, entered 4');
  // Edit puzzle on: the given can be fixed, and typing moves on.
  await edit.click();
  assert.equal(await edit.getAttribute('aria-pressed'), 'true');
  assert.match(await statusText(page), /^Editing the puzzle: digits you type are givens/);
  await cell(page, 1, 1).click();
  await page.keyboard.press('9');
  assert.equal(await name(page, 1, 1), 'Row 1, Column 1, given 9');
  assert.equal(await focused(page), 'Row 1, Column 2, given 3');
  // Off again: locked, and Undo walks back through the switches.
  await edit.click();
  assert.equal(await edit.getAttribute('aria-pressed'), 'false');
  assert.equal(await statusText(page), 'Playing: the givens are locked, and digits you type are yours.');
  await button(page, 'Undo').click();
  assert.equal(await edit.getAttribute('aria-pressed'), 'true');
  await button(page, 'Undo').click();
  await button(page, 'Undo').click();
  assert.equal(await name(page, 1, 1), 'Row 1, Column 1, given 5');
  assert.equal(await edit.getAttribute('aria-pressed'), 'false');
  // It is kept across a reload.
  await edit.click();
  await page.reload();
  await page.getByRole('grid').waitFor();
  assert.equal(await button(page, 'Edit puzzle').getAttribute('aria-pressed'), 'true',
    `${page.url()} ${await statusText(page)}`);
});

test('One digit pasted into a cell fills that cell; a whole line loads the puzzle', async () => {
  const page = await app.open({ hash: `#p=${EASY}` });
  await cell(page, 1, 3).click();
  const paste = (text) => page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.activeElement.dispatchEvent(new ClipboardEvent('paste', {
      clipboardData: data, bubbles: true, cancelable: true,
    }));
  }, text);
  await paste(' 4\n');
  assert.equal(await name(page, 1, 3), 'Row 1, Column 3, entered 4');
  await paste('0');
  assert.equal(await name(page, 1, 3), 'Row 1, Column 3, empty');
  await paste(INKALA);
  assert.equal(await values(page), INKALA);
  assert.match(await statusText(page), /^Loaded the pasted puzzle: 21 givens/);
});

test("The selected cell's row, column, box and digit are marked while the board has the focus", async () => {
  const page = await app.open({ hash: `#p=${EASY}` });
  const marked = () => page.$$eval('[role=gridcell]', (cells) => cells.map((c) =>
    c.classList.contains('same') ? 'S' : c.classList.contains('peer') ? 'p' : '.').join(''));
  const tinted = (row, col) => cell(page, row, col).evaluate(
    (gridcell) => getComputedStyle(gridcell).backgroundColor);
  const plain = await tinted(9, 9);
  await cell(page, 5, 4).click(); // r5c4 holds 8 in the easy puzzle
  const expected = [...Array(81).keys()].map((i) => {
    const [r, c] = [Math.floor(i / 9), i % 9];
    if (i === 39) return '.';
    if (EASY[i] === '8') return 'S';
    return r === 4 || c === 3 || (Math.floor(r / 3) === 1 && Math.floor(c / 3) === 1) ? 'p' : '.';
  }).join('');
  assert.equal(await marked(), expected);
  assert.notEqual(await tinted(5, 1), plain, 'the row is tinted');
  assert.notEqual(await tinted(3, 3), plain, 'another 8 is marked'); // r3c3 holds 8
  assert.notEqual(await tinted(5, 1), await tinted(3, 3), 'a same digit is marked apart from the row');
  // Focus elsewhere: no tint.
  await button(page, 'Undo').focus();
  assert.equal(await tinted(5, 1), plain);
});
