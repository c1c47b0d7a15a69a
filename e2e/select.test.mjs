// Several cells at once, through the contract: a drag across cells (a mouse, and a finger on a
// touch phone) picks them, a digit goes into each picked cell as one undo step, a mark likewise;
// Ctrl-click toggles a cell, Shift-click adds one, Shift and an arrow adds as it moves, Escape and
// a plain click let go. Picked cells carry aria-selected, the grid aria-multiselectable.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useApp } from './fixture.mjs';
import { board, button, cell, readBoard, settle } from './contract.mjs';
import { EASY } from './puzzles.mjs';

const app = useApp();

/** The 1-based "r,c" of every picked cell. */
async function picked(page) {
  await settle(page);
  const flags = await board(page).getByRole('gridcell').evaluateAll((cells) =>
    cells.map((c) => c.getAttribute('aria-selected') === 'true'));
  return flags.flatMap((on, i) => (on ? [`${Math.floor(i / 9) + 1},${(i % 9) + 1}`] : []));
}

/** The centre of a cell, in the page's coordinates. */
async function centre(page, row, col) {
  const box = await cell(page, row, col).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const name = (page, row, col) => cell(page, row, col).getAttribute('aria-label');

// Row 1 of the easy puzzle is 5 3 . . 7 . . . .: r1c3, r1c4 and r1c6 are empty, r1c5 a given.
const ROW = '53..7....';
assert.equal(EASY.slice(0, 9), ROW);

test('a mouse drag picks the cells it crosses; a digit fills them all as one undo step', async () => {
  const page = await app.open({ hash: `#p=${EASY}` });
  const start = await centre(page, 1, 3);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (const col of [4, 5, 6]) {
    const to = await centre(page, 1, col);
    await page.mouse.move(to.x, to.y, { steps: 4 });
  }
  await page.mouse.up();
  assert.deepEqual(await picked(page), ['1,3', '1,4', '1,5', '1,6']);
  assert.equal(await board(page).getAttribute('aria-multiselectable'), 'true');
  await page.keyboard.press('1');
  // The given stays; the three empty cells hold 1 (and clash, as three 1s in a row must).
  assert.equal((await readBoard(page)).slice(0, 9), '531171...');
  assert.equal(await name(page, 1, 6), 'Row 1, Column 6, entered 1');
  await button(page, 'Undo').click();
  assert.equal((await readBoard(page)).slice(0, 9), ROW, 'one Undo takes all three back');
  // Marks too: Centre mode, one press, each picked empty cell marked.
  await button(page, 'Centre').click();
  await page.getByRole('group', { name: 'Digit pad' }).getByRole('button', { name: /^2, / }).click();
  assert.equal(await name(page, 1, 4), 'Row 1, Column 4, empty, centre marks 2');
  assert.equal(await name(page, 1, 6), 'Row 1, Column 6, empty, centre marks 2');
  // A plain click lets go.
  await cell(page, 2, 2).click();
  assert.deepEqual(await picked(page), []);
  assert.equal(await board(page).getAttribute('aria-multiselectable'), null);
});

test('Ctrl-click toggles a cell, Shift-click adds one, Shift and an arrow add, Escape lets go', async () => {
  const page = await app.open({ hash: `#p=${EASY}` });
  await cell(page, 1, 3).click();
  await cell(page, 1, 6).click({ modifiers: ['Control'] });
  await cell(page, 3, 1).click({ modifiers: ['Shift'] });
  assert.deepEqual(await picked(page), ['1,3', '1,6', '3,1']);
  await cell(page, 1, 6).click({ modifiers: ['Control'] });
  assert.deepEqual(await picked(page), ['1,3', '3,1'], 'a second Ctrl-click takes it out');
  // Shift and the arrows add the cells the focus crosses (from r3c1, Shift-clicked again).
  await cell(page, 3, 1).click({ modifiers: ['Shift'] });
  await page.keyboard.press('Shift+ArrowRight');
  assert.deepEqual(await picked(page), ['1,3', '3,1', '3,2']);
  // Shift and a digit: a corner mark in each picked empty cell (r3c2 holds a given).
  await page.keyboard.press('Shift+Digit7');
  assert.equal(await name(page, 1, 3), 'Row 1, Column 3, empty, corner marks 7');
  assert.equal(await name(page, 3, 1), 'Row 3, Column 1, empty, corner marks 7');
  await page.keyboard.press('Escape');
  assert.deepEqual(await picked(page), []);
  // Alone again: a digit goes into the focused cell only.
  await page.keyboard.press('Delete');
  assert.equal(await name(page, 1, 3), 'Row 1, Column 3, empty, corner marks 7');
});

test('on a 390x844 touch phone a finger drags a pick, and the pad fills it', async () => {
  const page = await app.open({
    hash: `#p=${EASY}`,
    contextOptions: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  });
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, at) => cdp.send('Input.dispatchTouchEvent', {
    type, touchPoints: at ? [{ x: at.x, y: at.y }] : [],
  });
  const path = [await centre(page, 1, 3), await centre(page, 2, 3), await centre(page, 3, 3)];
  await touch('touchStart', path[0]);
  for (const [from, to] of [[path[0], path[1]], [path[1], path[2]]]) {
    for (let step = 1; step <= 4; step++) {
      await touch('touchMove', { x: from.x + ((to.x - from.x) * step) / 4, y: from.y + ((to.y - from.y) * step) / 4 });
    }
  }
  // The finger rests on the last cell before it lifts, as a person's does: a lift at full speed
  // would be a fling, and Chromium swallows the tap that stops a fling.
  await page.waitForTimeout(150);
  await touch('touchMove', path[2]);
  await page.waitForTimeout(150);
  await touch('touchEnd');
  assert.deepEqual(await picked(page), ['1,3', '2,3', '3,3']);
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'the drag did not scroll the page');
  // r2c3 and r3c3: r2c3 empty, r3c3 a given 8.
  await page.getByRole('group', { name: 'Digit pad' }).getByRole('button', { name: /^4, / }).tap();
  assert.equal(await cell(page, 1, 3).textContent(), '4');
  assert.equal(await cell(page, 2, 3).textContent(), '4');
  await button(page, 'Undo').tap();
  assert.equal(await cell(page, 1, 3).textContent(), '');
  assert.equal(await cell(page, 2, 3).textContent(), '');
});
