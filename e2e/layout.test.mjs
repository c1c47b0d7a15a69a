// Phone first: on a 390x844 phone the board, its status, the digit pad, Solve and Hint are on one
// screen, on load and while a hint is shown; the cells open no system keyboard; a desktop puts
// the panel beside the board.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useApp } from './fixture.mjs';
import { board, button, statusText } from './contract.mjs';
import { EASY } from './puzzles.mjs';

const app = useApp();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Whether each element is wholly inside the viewport, without scrolling. */
async function onScreen(page) {
  const inside = async (locator) => {
    const box = await locator.boundingBox();
    const { width, height } = page.viewportSize();
    return box !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= height && box.x + box.width <= width;
  };
  return {
    grid: await inside(board(page)),
    status: await inside(page.getByRole('status')),
    pad: await inside(page.getByRole('group', { name: 'Digit pad' })),
    solve: await inside(button(page, 'Solve')),
    hint: await inside(button(page, 'Hint')),
    undo: await inside(button(page, 'Undo')),
  };
}

const ALL = { grid: true, status: true, pad: true, solve: true, hint: true, undo: true };

test('on a 390x844 phone the board, status, pad, Solve and Hint fit on one screen', async () => {
  const page = await app.open({ hash: `#p=${EASY}`, contextOptions: PHONE });
  assert.deepEqual(await onScreen(page), ALL, 'on load');
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  // A hint: its words and its cells are seen together with the pad and the buttons.
  await button(page, 'Hint').tap();
  await page.waitForFunction(() => document.querySelector('[role=status]').textContent.startsWith('Hint: Look at'));
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'nothing scrolled');
  assert.deepEqual(await onScreen(page), ALL, 'first press');
  await button(page, 'Hint').tap();
  await page.waitForFunction(() => !document.querySelector('[role=status]').textContent.startsWith('Hint: Look at'));
  assert.match(await statusText(page), /^Hint: /);
  assert.deepEqual(await onScreen(page), ALL, 'second press');
  // The cells do not open the system keyboard (nothing in them is editable): the pad is the keyboard.
  const editable = await board(page).evaluate((grid) =>
    grid.querySelectorAll('input, textarea, select, [contenteditable]').length + (grid.isContentEditable ? 1 : 0));
  assert.equal(editable, 0);
});

test('on a small 320x568 phone they fit too, the board a little smaller', async () => {
  const page = await app.open({
    hash: `#p=${EASY}`,
    contextOptions: { ...PHONE, viewport: { width: 320, height: 568 } },
  });
  assert.deepEqual(await onScreen(page), ALL);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(overflow, 0, 'nothing scrolls sideways');
});

test('on a desktop the panel stands beside the board', async () => {
  const page = await app.open({ hash: `#p=${EASY}`, contextOptions: { viewport: { width: 1280, height: 800 } } });
  assert.deepEqual(await onScreen(page), ALL);
  const grid = await board(page).boundingBox();
  // The panel's first control, Scan photo, and Learn's Compare further down.
  const scan = await button(page, 'Scan photo').boundingBox();
  const compare = await button(page, 'Compare').boundingBox();
  assert.ok(scan.x > grid.x + grid.width, 'Scan photo is to the right of the board');
  assert.ok(scan.y < grid.y + grid.height / 3, 'and level with its top');
  assert.ok(compare.x > grid.x + grid.width, 'Compare is to the right of the board too');
});
