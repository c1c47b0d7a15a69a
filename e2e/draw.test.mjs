// Draw rules (issue 44), through the contract: a killer drawn cage by cage with a mouse drag and
// its totals typed, solved to the shared file's solution; a thermometer-and-arrow puzzle drawn by
// a finger on a 390x844 touch phone over its givens, solved likewise; a kropki dot drawn and a
// digit that breaks it marked; a rule over the grid turned on and off; the rules on a cell
// removed, the removal undone and redone; a step the format refuses said, the rules kept; a
// jigsaw drawn region by region over its givens, solved.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { useApp } from './fixture.mjs';
import { seriousViolations } from './axe.mjs';
import { board, button, cell, invalidCells, paste, readBoard, solve, statusText } from './contract.mjs';

const app = useApp();
const SHARED = new URL('../../shared/puzzles/variants/', import.meta.url);

/** The puzzle named `name` in a shared variant file: its ISS items and its solution. */
function shared(file, name) {
  const line = readFileSync(new URL(file, SHARED), 'utf8').split('\n').find((l) => l.startsWith(`${name}\t`));
  const [, puzzle, solution] = line.split('\t');
  return { items: puzzle.split('.').filter(Boolean).map((item) => item.split('~')), solution };
}

/** `R3C4` as [3, 4]. */
const at = (name) => name.slice(1).split('C').map(Number);

/** A walk through `cells` from the first, each step to a cell beside the one before, going back
 * along it where a branch ends: a drag along it crosses those cells only. */
function walk(cells) {
  const key = ([r, c]) => `${r},${c}`;
  const left = new Map(cells.map((c) => [key(c), c]));
  const path = [];
  const visit = (here) => {
    left.delete(key(here));
    path.push(here);
    for (const [dr, dc] of [[0, 1], [1, 0], [0, -1], [-1, 0]]) {
      const next = left.get(key([here[0] + dr, here[1] + dc]));
      if (next) {
        visit(next);
        path.push(here);
      }
    }
  };
  visit(cells[0]);
  assert.equal(left.size, 0, 'the cage is connected side by side');
  return path;
}

/** The givens of a shared puzzle's ISS items (its `.~R1C1_5~…` item) as 81 characters. */
function givensOf(items) {
  const givens = Array(81).fill('.');
  for (const given of (items.find(([kind]) => kind === '') ?? ['']).slice(1)) {
    const [name, digit] = given.split('_');
    const [row, col] = at(name);
    givens[(row - 1) * 9 + col - 1] = digit;
  }
  return givens.join('');
}

/** A cell's centre in the window. */
async function centre(page, [row, col]) {
  const box = await cell(page, row, col).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A mouse drag through `path`'s cells (three steps a cell: never through a corner). */
async function mouseDrag(page, path) {
  // The whole board in the window (a tool pressed below it may have scrolled it up).
  await board(page).evaluate((grid) => grid.scrollIntoView({ block: 'nearest' }));
  const first = await centre(page, path[0]);
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const next of path.slice(1)) {
    const to = await centre(page, next);
    await page.mouse.move(to.x, to.y, { steps: 3 });
  }
  await page.mouse.up();
}

/** A finger's drag through `path`'s cells on a touch screen. */
async function fingerDrag(page, cdp, path) {
  await board(page).evaluate((grid) => grid.scrollIntoView({ block: 'nearest' }));
  const touch = (type, point) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [point] : [] });
  let from = await centre(page, path[0]);
  await touch('touchStart', from);
  for (const next of path.slice(1)) {
    const to = await centre(page, next);
    for (let step = 1; step <= 3; step++) {
      await touch('touchMove', { x: from.x + ((to.x - from.x) * step) / 3, y: from.y + ((to.y - from.y) * step) / 3 });
    }
    from = to;
  }
  // The finger rests before it lifts (a lift at full speed is a fling).
  await page.waitForTimeout(120);
  await touch('touchMove', from);
  await page.waitForTimeout(120);
  await touch('touchEnd');
}

/** Opens Draw rules; its region. */
async function openDraw(page, press = (l) => l.click()) {
  await press(button(page, 'Draw rules'));
  const panel = page.getByRole('region', { name: 'Draw rules' });
  await panel.waitFor();
  return panel;
}

/** Waits until the drawing holds `count` elements matching `selector`. */
const drawnCount = (page, selector, count) => page.waitForFunction(
  ([selector, count]) => document.querySelectorAll(`svg.variant ${selector}`).length === count, [selector, count]);

const rules = (page) => page.getByRole('list', { name: 'Rules of this puzzle' });

test('a killer drawn by mouse, cage by cage with its totals, solves to its solution', async () => {
  const page = await app.open();
  const { items, solution } = shared('generated/killer.txt', 'own-killer-001');
  assert.ok(items.every(([kind]) => kind === 'Cage'), 'cages only, no givens');
  const panel = await openDraw(page);
  const total = panel.getByRole('textbox', { name: 'Cage total' });
  const started = Date.now();
  for (const [i, [, sum, ...names]] of items.entries()) {
    await mouseDrag(page, walk(names.map(at)));
    await total.fill(sum);
    await panel.getByRole('button', { name: 'Cage', exact: true }).click();
    await drawnCount(page, 'path.cage', i + 1);
  }
  console.log(`# ${items.length} cages drawn by drag in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  assert.match(await statusText(page), /^Drawn: the puzzle's rules are on the board and listed under it \(1 beyond/);
  assert.match(await rules(page).textContent(), /Killer cage/);
  assert.equal(await page.locator('svg.variant text.total').count(), items.length);
  // The panel says, live, what the worker found of the cages drawn.
  await panel.getByText('The rules and givens drawn have exactly one solution.').waitFor();
  await solve(page);
  assert.match(await statusText(page), /^Solved: the variant puzzle has exactly one solution/);
  assert.equal(await readBoard(page), solution);
});

test('on a 390x844 touch phone, thermometers and arrows drawn by finger over the givens solve', async () => {
  const page = await app.open({ contextOptions: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } });
  const { items, solution } = shared('generated/thermo-arrow.txt', 'own-thermo-arrow-001');
  await paste(board(page), givensOf(items));
  await page.getByRole('status').filter({ hasText: /^Loaded/ }).waitFor();
  const panel = await openDraw(page, (l) => l.tap());
  const cdp = await page.context().newCDPSession(page);
  const lines = items.filter(([kind]) => kind === 'Thermo' || kind === 'Arrow');
  const counts = { Thermo: 0, Arrow: 0 };
  for (const [kind, ...names] of lines) {
    await fingerDrag(page, cdp, names.map(at));
    await panel.getByRole('button', { name: kind === 'Thermo' ? 'Thermometer' : 'Arrow', exact: true }).tap();
    counts[kind] += 1;
    await drawnCount(page, kind === 'Thermo' ? 'g.thermo' : 'g.arrow', counts[kind]);
  }
  assert.deepEqual(counts, { Thermo: 2, Arrow: 4 });
  assert.match(await rules(page).textContent(), /Thermometer/);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
  await button(page, 'Solve').scrollIntoViewIfNeeded();
  await solve(page);
  assert.equal(await readBoard(page), solution);
});

test('a jigsaw drawn region by region over its givens solves to its solution', async () => {
  const page = await app.open();
  const { items, solution } = shared('generated/jigsaw.txt', 'own-jigsaw-001');
  await paste(board(page), givensOf(items));
  await page.getByRole('status').filter({ hasText: /^Loaded/ }).waitFor();
  const panel = await openDraw(page);
  const ids = items.find(([kind]) => kind === 'Jigsaw')[1];
  const regions = [...new Set(ids)].map((id) => [...ids].flatMap((c, i) => (c === id ? [[Math.floor(i / 9) + 1, (i % 9) + 1]] : [])));
  assert.equal(regions.length, 9);
  for (const [i, region] of regions.entries()) {
    await mouseDrag(page, walk(region));
    await panel.getByRole('button', { name: 'Jigsaw region' }).click();
    // The address carries the rules: the cells left over (`z`) are 9 fewer each time.
    await page.waitForFunction((left) => {
      const layout = /jigsaw%20([0-9a-z]{81})/.exec(location.hash);
      return layout !== null && [...layout[1]].filter((id) => id === 'z').length === left;
    }, 81 - 9 * (i + 1));
    if (i === 0) assert.equal(await board(page).getAttribute('class'), 'board no-boxes', 'the boxes go');
  }
  assert.match(await rules(page).textContent(), /region/i);
  await solve(page);
  assert.equal(await readBoard(page), solution);
});

test('a kropki dot drawn and broken, a rule over the grid toggled, the rules on a cell removed', async () => {
  const page = await app.open();
  const panel = await openDraw(page);
  // A white dot between r1c1 and r1c2 (picked: a click, then a Shift-click).
  await cell(page, 1, 1).click();
  await cell(page, 1, 2).click({ modifiers: ['Shift'] });
  await panel.getByRole('button', { name: 'White dot' }).click();
  await drawnCount(page, 'circle.dot.white', 1);
  assert.match(await cell(page, 1, 1).getAttribute('aria-label'), /white dot to the right/);
  await panel.getByText('The rules and givens drawn have more than one solution so far.').waitFor();
  // Digits that are not consecutive break it: both marked; consecutive ones do not. (Typed on
  // an empty board they are its givens: the rules go along with them.)
  await cell(page, 1, 1).click();
  await page.keyboard.press('1');
  await cell(page, 1, 2).click();
  await page.keyboard.press('5');
  await page.waitForFunction(() => document.querySelectorAll('[role=gridcell][aria-invalid=true]').length === 2);
  assert.deepEqual(await invalidCells(page), ['1,1', '1,2']);
  // (On a board being set up, typing moves on: r1c2 is picked again.)
  await cell(page, 1, 2).click();
  await page.keyboard.press('2');
  await page.waitForFunction(() => document.querySelectorAll('[role=gridcell][aria-invalid=true]').length === 0);
  // Anti-knight on, listed; off again.
  const knight = panel.getByRole('checkbox', { name: 'Anti-knight' });
  await knight.click();
  await rules(page).filter({ hasText: /knight/ }).waitFor();
  assert.equal(await knight.isChecked(), true, 'the box says what the rules hold');
  await knight.click();
  await page.waitForFunction(() => !/knight/.test(document.querySelector('ul.rules').textContent));
  assert.equal(await knight.isChecked(), false);
  // A dot between cells that do not touch is refused by name; the rules stay.
  await cell(page, 5, 5).click();
  await cell(page, 7, 7).click({ modifiers: ['Control'] });
  await panel.getByRole('button', { name: 'Black dot' }).click();
  await page.getByRole('status').filter({ hasText: /^Not drawn: / }).waitFor();
  assert.match(await statusText(page), /The board is unchanged\.$/);
  assert.equal(await page.locator('svg.variant circle.dot').count(), 1);
  // The dot's cell picked and its rules removed: the classic rules only.
  await cell(page, 1, 2).click();
  await panel.getByRole('button', { name: 'Remove rules here' }).click();
  await page.getByRole('status').filter({ hasText: /^Drawn: the puzzle has the classic rules only\.$/ }).waitFor();
  assert.equal(await page.locator('svg.variant').count(), 0);
  assert.equal((await readBoard(page)).slice(0, 2), '12', 'the digits stay');
  // Undo drawing takes the removal back, Redo drawing makes it again.
  await panel.getByRole('button', { name: 'Undo drawing' }).click();
  await drawnCount(page, 'circle.dot.white', 1);
  await panel.getByRole('button', { name: 'Redo drawing' }).click();
  await page.locator('svg.variant').waitFor({ state: 'detached' });
  assert.equal(await panel.getByRole('button', { name: 'Redo drawing' }).isDisabled(), true);
  assert.deepEqual(await seriousViolations(page), [], 'the open panel is axe-clean');
});
