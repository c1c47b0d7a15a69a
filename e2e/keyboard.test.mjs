// The contract's keyboard: digits by KeyboardEvent.key, erasers, ignored keys, arrows, history keys.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useApp } from './fixture.mjs';
import { button, cell, readBoard } from './contract.mjs';
import { EASY } from './puzzles.mjs';

const app = useApp();

const focusedName = (page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

test('playing, digits fill the focused cell without moving the focus; erasers empty it', async () => {
  // r2c3 is empty in the easy puzzle (6 . . 1 9 5 ...).
  const page = await app.open({ hash: `#p=${EASY}` });
  await cell(page, 2, 3).click();
  for (const key of ['1', '5', '9']) {
    await page.keyboard.press(key);
    assert.equal(await cell(page, 2, 3).textContent(), key);
    assert.match(await focusedName(page), /^Row 2, Column 3\b/);
  }
  for (const eraser of ['Backspace', 'Delete', '0', '.', ' ']) {
    await page.keyboard.press('4');
    await page.keyboard.press(eraser);
    assert.equal(await cell(page, 2, 3).textContent(), '', `${eraser} empties the cell`);
  }
});

test('letters and other text leave the cell as it was', async () => {
  const page = await app.open();
  await cell(page, 1, 1).click();
  await page.keyboard.press('6');
  for (const key of ['a', 'Z', '-', '+', 'Shift+A']) await page.keyboard.press(key);
  // AZERTY: the key that is "2" on a US keyboard (code Digit2) types "é". Digits come from `key`.
  await cell(page, 1, 1).evaluate((input) => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'é', code: 'Digit2', bubbles: true, cancelable: true }));
  });
  // Text input with no key press (an IME, AZERTY dead keys, dictation).
  await page.keyboard.insertText('é');
  await page.keyboard.insertText('五');
  assert.equal(await cell(page, 1, 1).textContent(), '6');
  assert.equal(await readBoard(page), '6' + '.'.repeat(80));
});

test('arrows, Home and End move the focus; the board is one tab stop', async () => {
  const page = await app.open();
  await cell(page, 5, 5).click();
  const moves = [
    ['ArrowUp', 'Row 4, Column 5'],
    ['ArrowLeft', 'Row 4, Column 4'],
    ['ArrowDown', 'Row 5, Column 4'],
    ['ArrowRight', 'Row 5, Column 5'],
    ['Home', 'Row 5, Column 1'],
    ['End', 'Row 5, Column 9'],
  ];
  for (const [key, name] of moves) {
    await page.keyboard.press(key);
    assert.match(await focusedName(page), new RegExp(`^${name}\\b`), key);
  }
  // Tab leaves the board rather than walking through its 81 cells.
  await page.keyboard.press('Tab');
  assert.doesNotMatch(await focusedName(page), /^Row /);
  await page.keyboard.press('Shift+Tab');
  assert.match(await focusedName(page), /^Row 5, Column 9\b/);
});

test('Ctrl+Z undoes and Ctrl+Y / Ctrl+Shift+Z redo, as do the buttons', async () => {
  const page = await app.open();
  await cell(page, 1, 1).click();
  await page.keyboard.press('1');
  await page.keyboard.press('2'); // typing a puzzle in moves on
  assert.equal((await readBoard(page)).slice(0, 2), '12');
  await page.keyboard.press('Control+z');
  assert.equal((await readBoard(page)).slice(0, 2), '1.');
  await page.keyboard.press('Control+z');
  assert.equal((await readBoard(page)).slice(0, 2), '..');
  await page.keyboard.press('Control+y');
  assert.equal((await readBoard(page)).slice(0, 2), '1.');
  await page.keyboard.press('Control+Shift+Z');
  assert.equal((await readBoard(page)).slice(0, 2), '12');
  await button(page, 'Undo').click();
  assert.equal((await readBoard(page)).slice(0, 2), '1.');
  await button(page, 'Redo').click();
  assert.equal((await readBoard(page)).slice(0, 2), '12');
  assert.ok(await button(page, 'Redo').isDisabled());
});

test('the history shortcuts work with the focus anywhere but a text field', async () => {
  const page = await app.open();
  await cell(page, 1, 1).click();
  await page.keyboard.press('1');
  await page.keyboard.press('2'); // typing a puzzle in moves on
  // The focus on a button (Undo, just clicked), then on nothing.
  await button(page, 'Undo').click();
  assert.equal((await readBoard(page)).slice(0, 2), '1.');
  await page.keyboard.press('Control+z');
  assert.equal((await readBoard(page)).slice(0, 2), '..', 'one step back, not two');
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('Control+y');
  assert.equal((await readBoard(page)).slice(0, 2), '1.');
  await page.keyboard.press('Control+Shift+Z');
  assert.equal((await readBoard(page)).slice(0, 2), '12');
  // In a text field, Ctrl+Z is the field's own.
  const text = page.getByRole('textbox', { name: 'Puzzle text' });
  await text.fill('123');
  await text.press('Control+z');
  assert.equal((await readBoard(page)).slice(0, 2), '12', 'the board is untouched');
  // In a cell it is still one step per press.
  await cell(page, 1, 3).click();
  await page.keyboard.press('Control+z');
  assert.equal((await readBoard(page)).slice(0, 2), '1.');
});
