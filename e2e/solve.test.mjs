// Solving through the page: Inkala's puzzle typed by keyboard, and every status outcome.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useApp } from './fixture.mjs';
import { button, cell, cells, invalidCells, readBoard, solve, statusText, typePuzzle } from './contract.mjs';
import { INKALA, INKALA_SOLVED } from './puzzles.mjs';
const SIMPLE_AS_PRINTED = '..43.26..67...1.5..421..9..9.75.61.3.6.....8.1.89.35.4..3..872..3.7.5.6..156.93..';
const HARD_AS_PRINTED = '.9.2.75..6...4..1.37...1...2.86...3..4.5.3.7..3...29.4...4...9..5..2...6..73.8.4.';

const app = useApp();

/** After Solve: the status's words, by the contract's rules. */
function assertOutcome(text, phrase) {
  const lower = text.toLowerCase();
  const phrases = ['more than one solution', 'no solution', 'conflict'];
  if (phrase === 'solved') {
    assert.ok(lower.includes('solved'), text);
    for (const other of phrases) assert.ok(!lower.includes(other), text);
  } else {
    assert.ok(lower.includes(phrase), text);
    if (phrase !== 'more than one solution') assert.ok(!lower.includes('solved'), text);
  }
}

test("Inkala's puzzle typed by keyboard is solved", async () => {
  const page = await app.open();
  // Typed as soon as the app runs, while the panel's cards are still drawn (each a task of its
  // own): each key goes where the selection is, though the focus lags behind a key or two (a
  // '.' used to land back in the cell before, 1 run in 5 or 6); digits typed before the app
  // runs are start.test.mjs's.
  await typePuzzle(page, INKALA);
  assert.equal(await readBoard(page), INKALA);
  await solve(page);
  assert.equal(await readBoard(page), INKALA_SOLVED);
  assertOutcome(await statusText(page), 'solved');
  // Solver digits say so in their names; givens do not.
  await page.getByRole('gridcell', { name: 'Row 1, Column 2, solved 1', exact: true }).waitFor();
  const names = await cells(page).evaluateAll((inputs) => inputs.map((i) => i.getAttribute('aria-label')));
  const solvedNames = names.filter((n) => n.includes('solved'));
  assert.equal(solvedNames.length, 60);
  for (const [i, ch] of [...INKALA].entries()) {
    if (ch !== '.') assert.ok(!names[i].includes('solved') && names[i].includes(`given ${ch}`), names[i]);
  }
});

test('several solutions: one is shown and the status says it is not unique', async () => {
  const page = await app.open();
  await solve(page);
  const board = await readBoard(page);
  assert.match(board, /^[1-9]{81}$/);
  assertOutcome(await statusText(page), 'more than one solution');
});

test('no solution: the board is unchanged and the status says so', async () => {
  const page = await app.open();
  await page.getByRole('combobox', { name: 'Examples' }).selectOption({ label: 'The fourth tutorial\'s "hard", as printed: no solution' });
  assert.equal(await readBoard(page), HARD_AS_PRINTED);
  await solve(page);
  assertOutcome(await statusText(page), 'no solution');
  assert.equal(await readBoard(page), HARD_AS_PRINTED);
});

test('clashing givens: exactly those cells are marked and the status names the conflict', async () => {
  const page = await app.open();
  await page.getByRole('combobox', { name: 'Examples' }).selectOption({ label: 'The fourth tutorial\'s "simple", as printed: its givens clash' });
  const clashing = ['1,3', '2,6', '3,2', '3,4', '7,3', '8,2'];
  assert.deepEqual(await invalidCells(page), clashing);
  await solve(page);
  const text = await statusText(page);
  assertOutcome(text, 'conflict');
  assert.match(text, /Row 1, Column 3 and Row 3, Column 2 both hold 4/);
  assert.equal(await readBoard(page), SIMPLE_AS_PRINTED);
  assert.deepEqual(await invalidCells(page), clashing);
});

test('clashes are marked as they are typed, and only while they last', async () => {
  const page = await app.open();
  await cell(page, 5, 5).click();
  await page.keyboard.press('7');
  await cell(page, 5, 9).click();
  await page.keyboard.press('7');
  assert.deepEqual(await invalidCells(page), ['5,5', '5,9']);
  assert.match(await statusText(page), /Conflict/);
  await cell(page, 5, 9).click(); // typing a puzzle in moved the focus on
  await page.keyboard.press('3');
  assert.deepEqual(await invalidCells(page), []);
});

test('after Solve, a given can be edited with Edit puzzle, and Clear empties the board', async () => {
  const page = await app.open({ hash: `#p=${INKALA}` });
  await solve(page);
  assert.equal(await readBoard(page), INKALA_SOLVED);
  // A loaded puzzle's givens are locked.
  await cell(page, 1, 1).click();
  await page.keyboard.press('5');
  assert.equal(await readBoard(page), INKALA_SOLVED);
  assert.match(await statusText(page), /press Edit puzzle/);
  // Editing a given changes the puzzle: the old solution goes, the new digit is a given.
  await button(page, 'Edit puzzle').click();
  await cell(page, 1, 1).click();
  await page.keyboard.press('5');
  assert.equal(await readBoard(page), '5' + INKALA.slice(1));
  assert.match(await statusText(page), /solution was removed/);
  await solve(page);
  assert.notEqual(await readBoard(page), INKALA_SOLVED);
  await button(page, 'Clear').click();
  assert.equal(await readBoard(page), '.'.repeat(81));
});
