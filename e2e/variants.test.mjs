// Variant puzzles on the page (issue 44), through the contract: an f-puzzles link and a SudokuPad
// link pasted onto the board load (their rules drawn and listed) and solve to the solution the
// shared files give; a digit that breaks a cage is marked as a clash, and a jigsaw's board is
// judged by its regions, not the boxes; what the page cannot show yet is said and the board kept;
// Hint says plainly what it can do; axe-clean in both languages. On a desktop and a 390x844 touch
// phone.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { useApp } from './fixture.mjs';
import { seriousViolations } from './axe.mjs';
import { board, button, cell, invalidCells, paste, readBoard, solve, statusText } from './contract.mjs';
import { INKALA } from './puzzles.mjs';

const app = useApp();
const SHARED = new URL('../../shared/puzzles/variants/', import.meta.url);

/** The puzzle named `name` in a shared variant file: its ISS text and its solution. */
function shared(file, name) {
  for (const line of readFileSync(new URL(file, SHARED), 'utf8').split('\n')) {
    const [id, puzzle, solution] = line.split('\t');
    if (id === name) return { puzzle, solution };
  }
  throw new Error(`${name} is not in ${file}`);
}

/** A SudokuPad link of the project's test data (made with SudokuPad's own code). */
function sudokupad(name) {
  const data = readFileSync(new URL('../variants/tests/data/sudokupad.txt', import.meta.url), 'utf8');
  const line = data.split('\n').find((l) => l.startsWith(`${name}\t`));
  return `https://sudokupad.app/${line.split('\t')[2]}`;
}

/** An f-puzzles link of ISS's collections (their manifest's source), by the puzzle's name. */
function fpuzzles(name) {
  const manifest = readFileSync(new URL('iss/manifest.tsv', SHARED), 'utf8');
  const line = manifest.split('\n').find((l) => l.split('\t')[1] === name);
  return line.match(/https:\/\/www\.f-puzzles\.com\/\?load=[A-Za-z0-9+/=-]+/)[0];
}

/** Pastes `text` onto the board and waits for the variant worker's reading. */
async function pasteVariant(page, text) {
  await paste(board(page), text);
  await page.waitForFunction(() => !/^(Reading|正在读取)/.test(document.querySelector('[role=status]').textContent.trim()));
  return statusText(page);
}

const rules = (page) => page.getByRole('list', { name: 'Rules of this puzzle' });

for (const [device, options] of [
  ['a desktop', {}],
  ['a 390x844 touch phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
]) {
  const touch = device !== 'a desktop';
  const press = (locator) => (touch ? locator.tap() : locator.click());

  test(`an f-puzzles link loads and solves on ${device}`, async () => {
    const page = await app.open({ contextOptions: options });
    const { solution } = shared('iss/thermo-arrow.txt', 'I want to break free');
    assert.match(await pasteVariant(page, fpuzzles('I want to break free')), /^Loaded a variant puzzle/);
    assert.match(await rules(page).textContent(), /Thermometer: digits increase from the bulb/);
    assert.ok(await page.locator('svg.variant .thermo').count() > 0, 'the thermometers drawn');
    await solve(page);
    assert.match(await statusText(page), /^Solved: the variant puzzle has exactly one solution/);
    assert.equal(await readBoard(page), solution);
    assert.deepEqual(await invalidCells(page), []);
  });

  test(`a SudokuPad killer: its cages drawn, a broken cage a clash, then solved, on ${device}`, async () => {
    const page = await app.open({ contextOptions: options });
    const { solution } = shared('generated/killer.txt', 'own-killer-001');
    assert.match(await pasteVariant(page, sudokupad('generated/killer.txt:own-killer-001')), /^Loaded a variant puzzle/);
    assert.equal(await page.locator('svg.variant path.cage').count(), 31);
    assert.match(await rules(page).textContent(), /Killer cage/);
    // Each cell's name says what constrains it.
    assert.match(await cell(page, 7, 9).getAttribute('aria-label'), /in a cage of 1 cell totalling 2/);
    // The cage of 2 at R7C9 (a cage of one cell): a 5 there breaks it, and is marked.
    await press(cell(page, 7, 9));
    await page.keyboard.press('5');
    await page.waitForFunction(() => document.querySelectorAll('[role=gridcell][aria-invalid=true]').length > 0);
    assert.deepEqual(await invalidCells(page), ['7,9']);
    // Its right digit: no clash.
    await page.keyboard.press('2');
    await page.waitForFunction(() => document.querySelectorAll('[role=gridcell][aria-invalid=true]').length === 0);
    await solve(page);
    assert.equal(await readBoard(page), solution);
  });

  test(`outside clues stand in a margin around the board, whole and on screen, on ${device}`, async () => {
    const page = await app.open({ contextOptions: options });
    const { puzzle, solution } = shared('generated/little-killer-sandwich.txt', 'own-little-killer-001');
    assert.match(await pasteVariant(page, puzzle), /^Loaded a variant puzzle/);
    const clues = page.locator('svg.variant text.clue');
    assert.deepEqual((await clues.allTextContents()).sort(), ['13', '22', '30', '31', '31', '34', '38', '48']);
    assert.equal(await page.locator('svg.variant polyline.pointer').count(), 8, 'an arrow by each little killer');
    // Each clue outside the cells, inside the window; the page no wider than the window.
    const grid = await board(page).boundingBox();
    const width = page.viewportSize().width;
    const boxes = await clues.evaluateAll((all) => all.map((clue) => clue.getBoundingClientRect().toJSON()));
    for (const box of boxes) {
      const within = box.left >= grid.x && box.right <= grid.x + grid.width && box.top >= grid.y && box.bottom <= grid.y + grid.height;
      assert.ok(!within, `a clue in the margin, not over the cells: ${JSON.stringify(box)}`);
      assert.ok(box.left >= 0 && box.right <= width && box.height > 8, `a clue on screen: ${JSON.stringify(box)}`);
    }
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
    await solve(page);
    assert.equal(await readBoard(page), solution);
  });

  test(`a jigsaw is judged by its regions, not the boxes, on ${device}`, async () => {
    const page = await app.open({ contextOptions: options });
    const { puzzle, solution } = shared('generated/jigsaw.txt', 'own-jigsaw-001');
    await pasteVariant(page, puzzle);
    assert.ok(await page.locator('svg.variant path.region').count() === 1);
    await solve(page);
    assert.equal(await readBoard(page), solution);
    // Some classic box repeats a digit in the jigsaw's solution; nothing is marked.
    const boxes = [...Array(9).keys()].map((b) => [...Array(9).keys()].map((i) =>
      solution[(Math.floor(b / 3) * 3 + Math.floor(i / 3)) * 9 + (b % 3) * 3 + (i % 3)]));
    assert.ok(boxes.some((box) => new Set(box).size < 9), 'a box repeats a digit');
    assert.deepEqual(await invalidCells(page), []);
  });
}

test('what the page cannot show is said and the board kept; Hint says what it can do', async () => {
  const page = await app.open({ hash: `#p=${INKALA}` });
  const before = await readBoard(page);
  const { puzzle } = shared('generated/sizes.txt', 'own-6x6-001');
  assert.match(await pasteVariant(page, puzzle), /^Not loaded: this is a 6x6 puzzle of 6 digits.*The board is unchanged\.$/);
  assert.equal(await readBoard(page), before);
  assert.match(await pasteVariant(page, '.Cage~99~R1C1~R1C2'), /^Not loaded: no set of different digits/);
  assert.equal(await readBoard(page), before);
  await pasteVariant(page, shared('generated/killer.txt', 'own-killer-001').puzzle);
  await button(page, 'Hint').click();
  assert.match(await statusText(page), /^On variant puzzles the page solves and checks; hints/);
  // Undo goes back to the classic board it replaced, its drawing gone.
  await button(page, 'Undo').click();
  assert.equal(await readBoard(page), before);
  assert.equal(await page.locator('svg.variant').count(), 0);
});

test('a reload keeps the variant puzzle, its drawing and the digits typed', async () => {
  const page = await app.open();
  const { puzzle, solution } = shared('generated/jigsaw.txt', 'own-jigsaw-001');
  await pasteVariant(page, puzzle);
  const before = await readBoard(page);
  const first = before.indexOf('.');
  const [row, col] = [Math.floor(first / 9) + 1, (first % 9) + 1];
  await cell(page, row, col).click();
  await page.keyboard.press(solution[first]);
  const typed = await readBoard(page);
  await page.reload();
  await page.locator('svg.variant path.region').waitFor();
  assert.equal(await readBoard(page), typed);
  assert.match(await rules(page).textContent(), /Jigsaw/);
  await solve(page);
  assert.equal(await readBoard(page), solution);
});

test("Copy link gives a variant's link: followed, it loads the rules, the givens and the digits typed", async () => {
  const context = await app.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await app.open({ context });
  const { puzzle, solution } = shared('generated/killer.txt', 'own-killer-001');
  await pasteVariant(page, puzzle);
  await cell(page, 1, 1).click();
  await page.keyboard.press(solution[0]);
  // Copy line: the puzzle in this project's format, which pasted back loads it.
  await button(page, 'Copy line').click();
  const line = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(line, /^9x9; cage /);
  await button(page, 'Copy link').click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(link, /#v=9x9;%20cage%20.*&g=\.{81}&e=/);
  const other = await app.open({ url: link });
  await other.locator('svg.variant path.cage').first().waitFor();
  assert.equal(await other.locator('svg.variant path.cage').count(), 31);
  assert.equal((await readBoard(other))[0], solution[0]);
  assert.match(await cell(other, 1, 1).getAttribute('aria-label'), /entered/);
  await solve(other);
  assert.equal(await readBoard(other), solution);
  assert.match(await pasteVariant(other, line), /^Loaded a variant puzzle/);
  assert.equal(await other.locator('svg.variant path.cage').count(), 31);

  // Copy f-puzzles link: f-puzzles' own link, which loads the same puzzle here too; a classic
  // puzzle is not offered one.
  await button(page, 'Copy f-puzzles link').click();
  assert.match(await statusText(page), /^Copied the puzzle as an f-puzzles link\./);
  const fpuzzlesLink = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(fpuzzlesLink, /^https:\/\/www\.f-puzzles\.com\/\?load=N4Ig[A-Za-z0-9+/]+=*$/);
  const third = await app.open();
  await button(third, 'Copy line').waitFor();
  assert.equal(await button(third, 'Copy f-puzzles link').count(), 0);
  assert.match(await pasteVariant(third, fpuzzlesLink), /^Loaded a variant puzzle/);
  assert.equal(await third.locator('svg.variant path.cage').count(), 31);
  await solve(third);
  assert.equal(await readBoard(third), solution);
});

test('Puzzle text loads a variant too; Show candidates and the live check stay off on it', async () => {
  const page = await app.open({ hash: `#p=${INKALA}` });
  await page.getByRole('checkbox', { name: 'Show candidates' }).check();
  await page.getByRole('checkbox', { name: 'Live check' }).check();
  await page.getByText(/^Live check: /).waitFor();
  const { puzzle } = shared('generated/thermo-arrow.txt', 'own-thermo-arrow-001');
  await page.getByRole('textbox', { name: 'Puzzle text' }).fill(puzzle);
  await button(page, 'Load').click();
  await page.waitForFunction(() => !/^Reading/.test(document.querySelector('[role=status]').textContent.trim()));
  assert.match(await statusText(page), /^Loaded a variant puzzle/);
  // The classic candidates are not the variant's: no cell shows any.
  const empty = await page.getByRole('gridcell', { name: /empty/ }).first();
  assert.equal((await empty.textContent()).trim(), '');
  // Nor is the classic live check's verdict, nor a classic rating: neither is shown.
  await cell(page, 1, 1).click();
  await page.keyboard.press('4');
  assert.equal(await page.getByText(/^Live check: /).count(), 0);
  assert.equal(await page.getByRole('region', { name: 'Difficulty' }).count(), 0);
});

test('the Examples menu holds variant puzzles: a killer, a jigsaw, Sudoku X, thermometers, kropki', async () => {
  const page = await app.open();
  const menu = page.getByRole('combobox', { name: 'Examples' });
  for (const [name, drawn] of [
    ['Variant: a killer', 'path.cage'],
    ['Variant: a jigsaw', 'path.region'],
    ['Variant: Sudoku X', 'polyline.diagonal'],
    ['Variant: thermometers and arrows', 'g.thermo'],
    ['Variant: kropki dots', 'circle.dot'],
  ]) {
    await menu.selectOption({ label: name });
    // Its text comes with the extras' module, then the worker reads it.
    await page.waitForFunction(() => /^(Loaded|Not loaded)/.test(document.querySelector('[role=status]').textContent.trim()));
    assert.match(await statusText(page), /^Loaded a variant puzzle/, name);
    assert.ok(await page.locator(`svg.variant ${drawn}`).count() > 0, name);
    await solve(page);
    assert.match(await statusText(page), /^Solved: the variant puzzle has exactly one solution/, name);
  }
});

test('a variant board is axe-clean, and in Chinese says its rules in Chinese', async () => {
  const page = await app.open();
  await pasteVariant(page, shared('generated/thermo-arrow.txt', 'own-thermo-arrow-001').puzzle);
  assert.deepEqual(await seriousViolations(page), []);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
  const list = page.getByRole('list', { name: '本题规则' });
  assert.match(await page.getByRole('gridcell', { name: /温度计的圆泡/ }).first().getAttribute('aria-label'), /^第\d行，第\d列/);
  assert.match(await list.textContent(), /温度计/);
  assert.match(await statusText(page), /^已载入变型数独题目/);
  assert.doesNotMatch(await list.textContent(), /[A-Za-z]{3,}/);
  assert.deepEqual(await seriousViolations(page), []);
});
