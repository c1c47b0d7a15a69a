// The board issue: puzzles in and out in every shape, feedback while typing (clashes, candidates,
// live check, digit counts), the digit pad, history and settings that survive a reload.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useApp } from './fixture.mjs';
import { board, button, cell, invalidCells, paste, readBoard, settle, solve, statusText } from './contract.mjs';
import { INKALA, INKALA_MARKS, MANY } from './puzzles.mjs';

const app = useApp();
const NO_SOLUTION = '.9.2.75..6...4..1.37...1...2.86...3..4.5.3.7..3...29.4...4...9..5..2...6..73.8.4.';

const rows = (line) => line.match(/.{9}/g);
const puzzleText = (page) => page.getByRole('textbox', { name: 'Puzzle text' });
const checkbox = (page, name) => page.getByRole('checkbox', { name });
const liveCheck = (page) => page.locator('.live-check');
const pad = (page) => page.getByRole('group', { name: 'Digit pad' });

async function load(page, text) {
  await puzzleText(page).fill(text);
  await button(page, 'Load').click();
}

test('every paste format loads: box-drawing grids, HoDoKu, Python lists, links; others say why', async () => {
  const page = await app.open();
  const boxes = [
    '┌───────┬───────┬───────┐',
    ...rows(INKALA).flatMap((row, i) => {
      const line = `│ ${row.slice(0, 3).split('').join(' ')} │ ${row.slice(3, 6).split('').join(' ')} │ ${row.slice(6).split('').join(' ')} │`;
      return i % 3 === 2 && i < 8 ? [line, '├───────┼───────┼───────┤'] : [line];
    }),
    '└───────┴───────┴───────┘',
  ].join('\n');
  const hodoku = ['*-----------*', ...rows(INKALA).map((r) => `|${r.slice(0, 3)}|${r.slice(3, 6)}|${r.slice(6)}|`), '*-----------*'].join('\n');
  const python = '[' + rows(INKALA.replaceAll('.', '0')).map((r) => `[${r.split('').join(', ')}]`).join(',\n ') + ']';
  const shapes = {
    boxes,
    hodoku,
    python,
    underscores: INKALA.replaceAll('.', '_'),
    dashes: INKALA.replaceAll('.', '-'),
    'our link': `https://example.org/sudoku/#p=${INKALA}`,
    "SudokuWiki's link": `https://www.sudokuwiki.org/sudoku.htm?bd=${INKALA.replaceAll('.', '0')}`,
  };
  for (const [shape, text] of Object.entries(shapes)) {
    await button(page, 'Clear').click();
    await paste(cell(page, 5, 5), text);
    assert.equal(await readBoard(page), INKALA, shape);
    assert.match(await statusText(page), /Loaded the pasted puzzle: 21 givens/, shape);
  }
  // The Load button reads the same shapes.
  await button(page, 'Clear').click();
  await load(page, hodoku);
  assert.equal(await readBoard(page), INKALA);

  // Text that is not a puzzle changes nothing, and says why.
  const bad = {
    [INKALA.slice(0, 79)]: /found 79 cells, expected 81/,
    [INKALA.slice(0, 21) + 'x' + INKALA.slice(22)]: /unexpected 'x' at row 3, column 4/,
    'https://www.sudokuwiki.org/sudoku.htm': /the link has no puzzle in it/,
  };
  for (const [text, why] of Object.entries(bad)) {
    await paste(board(page), text);
    assert.equal(await readBoard(page), INKALA, text);
    assert.match(await statusText(page), why);
    assert.match(await statusText(page), /board is unchanged/);
  }
});

test('copy out: the line, a grid and a link that opens the same board', async () => {
  const context = await app.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await app.open({ context, hash: `#p=${INKALA}` });
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

  await button(page, 'Copy line').click();
  await page.waitForFunction(() => document.querySelector('[role=status]').textContent.includes('Copied'));
  assert.equal(await clipboard(), INKALA);

  await solve(page);
  await button(page, 'Copy grid').click();
  await page.getByRole('status').filter({ hasText: 'Copied the board as a grid' }).waitFor();
  const grid = await clipboard();
  assert.equal(grid.split('\n').filter(Boolean).length, 11, grid);
  assert.match(grid, /^8 1 2 \| 7 5 3 \| 6 4 9$/m);

  await button(page, 'Copy link').click();
  await page.getByRole('status').filter({ hasText: 'Copied a link' }).waitFor();
  const link = await clipboard();
  assert.equal(link, `${app.server.url}#p=${INKALA}`);
  const opened = await app.open({ url: link });
  assert.equal(await readBoard(opened), INKALA);
});

test('a pencil-mark grid pasted loads the puzzle and its marks as centre marks, and copies back the same', async () => {
  const context = await app.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await app.open({ context });
  await paste(board(page), INKALA_MARKS);
  await page.getByRole('status').filter({ hasText: /^Loaded the pasted puzzle/ }).waitFor();
  assert.equal(await readBoard(page), INKALA);
  // Each empty cell's marks are its centre marks, said in its name and drawn.
  assert.equal(await cell(page, 1, 2).getAttribute('aria-label'), 'Row 1, Column 2, empty, centre marks 1 2 4 6');
  assert.equal(await board(page).locator('.marks.notes').count(), 81 - 21);
  // A mark taken out, then the board copied with its marks: the grid pasted, less that mark.
  await cell(page, 1, 2).click();
  await page.keyboard.press('Control+Digit6');
  await page.getByRole('gridcell', { name: 'Row 1, Column 2, empty, centre marks 1 2 4' }).waitFor();
  await button(page, 'Copy with marks').click();
  await page.getByRole('status').filter({ hasText: 'Copied the board with its marks, as a pencil-mark grid.' }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const expected = INKALA_MARKS.replace('| 8       1246   24569  |', '| 8       124    24569  |');
  assert.equal(copied, `${expected}\n`);
  // And pasted back, it is the same position.
  await paste(board(page), copied);
  await page.getByRole('gridcell', { name: 'Row 1, Column 2, empty, centre marks 1 2 4' }).waitFor();
  await button(page, 'Copy with marks').click();
  await page.waitForFunction((want) => navigator.clipboard.readText().then((text) => text === want), copied);
});

test("SudokuWiki's 162-character link loads givens, entries and centre marks apart", async () => {
  // Written here by SudokuWiki's rule: each cell two base-32 digits of (bits << 1) + given.
  const cells = INKALA_MARKS.split('\n').filter((line) => /\d/.test(line))
    .flatMap((line) => line.match(/[1-9]+/g));
  cells[1] = '1'; // r1c2 a digit found, not a given
  const bd = cells.map((cell, i) => {
    const bits = [...cell].reduce((sum, d) => sum | (1 << (Number(d) - 1)), 0);
    const given = cell.length === 1 && i !== 1 ? 1 : 0;
    return ((bits << 1) + given).toString(32).padStart(2, '0');
  }).join('');
  assert.equal(bd.length, 162);
  const page = await app.open();
  await paste(board(page), `https://www.sudokuwiki.org/sudoku.htm?bd=${bd}`);
  await page.getByRole('status').filter({ hasText: /^Loaded the pasted puzzle/ }).waitFor();
  assert.equal(await readBoard(page), `81${INKALA.slice(2)}`);
  assert.equal(await cell(page, 1, 1).getAttribute('aria-label'), 'Row 1, Column 1, given 8');
  assert.equal(await cell(page, 1, 2).getAttribute('aria-label'), 'Row 1, Column 2, entered 1');
  assert.equal(await cell(page, 1, 3).getAttribute('aria-label'), 'Row 1, Column 3, empty, centre marks 2 4 5 6 9');
});

test("SudokuWiki's string and HoDoKu's library line copy the position out and paste back the same", async () => {
  const context = await app.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await app.open({ context, hash: `#p=${INKALA}` });
  // A digit found in r1c2, and two centre marks in r1c3: what the formats keep apart.
  await cell(page, 1, 2).click();
  await page.keyboard.press('1');
  await cell(page, 1, 3).click();
  for (const key of ['Control+Digit2', 'Control+Digit9']) await page.keyboard.press(key);
  const marked = 'Row 1, Column 3, empty, centre marks 2 9';
  await page.getByRole('gridcell', { name: marked }).waitFor();
  const formats = [
    ['Copy SudokuWiki string', "as SudokuWiki's 162-character string.", /^[0-9a-v]{162}$/],
    ['Copy HoDoKu line', 'as a HoDoKu library line.', /^:0000:x:8\+1\.{9}36[.\d]{68}:413 513 613::$/],
  ];
  for (const [name, said, shape] of formats) {
    await button(page, name).click();
    await page.getByRole('status').filter({ hasText: said }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(copied, shape);
    // Another board, then the copy pasted: the same position, given, found digit and marks.
    await load(page, MANY);
    await paste(board(page), copied);
    await page.getByRole('status').filter({ hasText: /^Loaded the pasted puzzle/ }).waitFor();
    assert.equal(await cell(page, 1, 1).getAttribute('aria-label'), 'Row 1, Column 1, given 8');
    assert.equal(await cell(page, 1, 2).getAttribute('aria-label'), 'Row 1, Column 2, entered 1');
    assert.equal(await cell(page, 1, 3).getAttribute('aria-label'), marked);
    await button(page, name).click();
    await page.waitForFunction((want) => navigator.clipboard.readText().then((text) => text === want), copied);
    await load(page, INKALA);
    await paste(board(page), copied);
    await page.getByRole('gridcell', { name: marked }).waitFor();
  }
});

test('a refused clipboard puts the text in the Puzzle text box, selected, and says so', async () => {
  const context = await app.browser.newContext();
  await context.addInitScript(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
  });
  const page = await app.open({ context, hash: `#p=${INKALA}` });
  await button(page, 'Copy line').click();
  await page.getByRole('status').filter({ hasText: 'did not allow copying' }).waitFor();
  assert.equal(await puzzleText(page).inputValue(), INKALA);
  const selected = await puzzleText(page).evaluate((area) => area.selectionEnd - area.selectionStart);
  assert.equal(selected, 81);
  assert.equal(await readBoard(page), INKALA);
});

test('famous puzzles are in the Examples menu and solve', async () => {
  const page = await app.open();
  const menu = page.getByRole('combobox', { name: 'Examples' });
  for (const name of ['AI Escargot (Arto Inkala, 2006)', 'Easter Monster (enjoysudoku forum, 2007)']) {
    await menu.selectOption({ label: name });
    assert.match(await statusText(page), new RegExp(`Loaded the example .${name.replace(/[()]/g, '.')}`));
    await solve(page);
    assert.match(await statusText(page), /^Solved/);
  }
});

test('candidates show small in empty cells, hidden from the cell text and name, and toggle', async () => {
  const page = await app.open({ hash: `#p=${INKALA}` });
  const marks = (row, col) => cell(page, row, col).locator('[aria-hidden=true]');
  // Each mark is drawn by the stylesheet from its `data-d`: the cell's text stays its digit alone.
  const drawn = (row, col) =>
    marks(row, col).evaluate((grid) => [...grid.querySelectorAll('[data-d]')].map((m) => m.dataset.d).join(''));
  assert.equal(await marks(1, 2).count(), 0);
  await checkbox(page, 'Show candidates').check();
  // Row 1 has 8; column 2 has 7, 5, 9; box 1 has 8, 3, 7: r1c2 can be 1, 2, 4 or 6.
  assert.equal(await drawn(1, 2), '1246');
  assert.equal(await cell(page, 1, 2).textContent(), '');
  await page.getByRole('gridcell', { name: 'Row 1, Column 2, empty' }).waitFor();
  assert.equal(await marks(1, 1).count(), 0, 'a given has no candidates');
  // They follow the board.
  await cell(page, 1, 3).click();
  await page.keyboard.press('4');
  await settle(page);
  assert.equal(await drawn(1, 2), '126');
  await checkbox(page, 'Show candidates').uncheck();
  assert.equal(await marks(1, 2).count(), 0);
});

test('live check says no solution, more than one, or exactly one as the board changes', async () => {
  const page = await app.open();
  await checkbox(page, 'Live check').check();
  const says = (text) => liveCheck(page).filter({ hasText: text }).waitFor();
  await load(page, NO_SOLUTION);
  await says('this puzzle has no solution');
  await load(page, MANY);
  await says('more than one solution');
  await load(page, INKALA);
  await says('exactly one solution');
  await cell(page, 1, 2).click();
  await page.keyboard.press('8');
  await says('digits clash');
  // Without pressing Solve: the board stays as typed.
  assert.equal(await readBoard(page), '88' + INKALA.slice(2));
  await checkbox(page, 'Live check').uncheck();
  assert.equal(await liveCheck(page).count(), 0);
});

test('the digit pad fills the selected cell, keeps the focus there, and counts what is left', async () => {
  const page = await app.open({ hash: `#p=${INKALA}` });
  // Inkala's puzzle has 8 three times: six are left.
  await pad(page).getByRole('button', { name: '8, 6 left' }).waitFor();
  await cell(page, 1, 2).click();
  await pad(page).getByRole('button', { name: /^1, / }).click();
  assert.equal(await cell(page, 1, 2).textContent(), '1');
  assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'Row 1, Column 2, entered 1');
  await pad(page).getByRole('button', { name: '1, 5 left' }).waitFor();
  await pad(page).getByRole('button', { name: 'Erase' }).click();
  assert.equal(await cell(page, 1, 2).textContent(), '');
  // A clash made on the pad is marked like a typed one.
  await pad(page).getByRole('button', { name: /^8, / }).click();
  assert.deepEqual(await invalidCells(page), ['1,1', '1,2']);
  // Pad presses are undo steps.
  await button(page, 'Undo').click();
  assert.equal(await cell(page, 1, 2).textContent(), '');
});

test('on a 320 px phone the pad keys are at least 44 px and nothing scrolls sideways', async () => {
  const page = await app.open({ contextOptions: { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true } });
  const keys = await pad(page).getByRole('button').all();
  // The four modes, 1-9, Erase and Fill candidates.
  assert.equal(keys.length, 15);
  for (const key of keys) {
    const box = await key.boundingBox();
    assert.ok(box.width >= 44 && box.height >= 44, JSON.stringify(box));
  }
  await cell(page, 2, 2).tap();
  await pad(page).getByRole('button', { name: /^5, / }).tap();
  assert.equal(await cell(page, 2, 2).textContent(), '5');
  // Marks with one thumb: a mode, then a digit, on the pad alone.
  await cell(page, 2, 3).tap();
  await pad(page).getByRole('button', { name: 'Centre', exact: true }).tap();
  await pad(page).getByRole('button', { name: /^7, / }).tap();
  await pad(page).getByRole('button', { name: 'Corner', exact: true }).tap();
  await pad(page).getByRole('button', { name: /^3, / }).tap();
  assert.equal(await cell(page, 2, 3).getAttribute('aria-label'), 'Row 2, Column 3, empty, centre marks 7, corner marks 3');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(overflow, 0);
});

test('the undo history survives a reload', async () => {
  const page = await app.open();
  await cell(page, 1, 1).click();
  await page.keyboard.type('123'); // typing a puzzle in moves on
  await button(page, 'Undo').click();
  await page.reload();
  await board(page).waitFor();
  assert.equal((await readBoard(page)).slice(0, 3), '12.');
  await button(page, 'Redo').click();
  assert.equal((await readBoard(page)).slice(0, 3), '123');
  for (let i = 0; i < 3; i++) await button(page, 'Undo').click();
  assert.equal(await readBoard(page), '.'.repeat(81));
  assert.ok(await button(page, 'Undo').isDisabled());
});

test('unreadable storage starts clean and says so once; version 1 data is read', async () => {
  const page = await app.open();
  await page.evaluate(() => localStorage.setItem('sudoku-web/v3', 'sudoku-web 9\nfrom the future'));
  await page.reload();
  await board(page).waitFor();
  assert.match(await statusText(page), /could not be read/);
  await page.reload();
  await board(page).waitFor();
  assert.doesNotMatch(await statusText(page), /could not be read/);

  // The first version kept the board alone under its own key.
  await page.evaluate((grid) => {
    localStorage.clear();
    localStorage.setItem('sudoku-web/v1', grid);
    // The list of links earlier versions kept.
    localStorage.setItem('sudoku-web/address', '#p=1');
  }, `${INKALA}\n${'.'.repeat(81)}`);
  await page.reload();
  await board(page).waitFor();
  assert.equal(await readBoard(page), INKALA);
  assert.match(await statusText(page), /from last time/);
  const keys = await page.evaluate(() => Object.keys(localStorage).sort());
  // The save, and the look the first screen reads before the app runs (static/start.js).
  assert.deepEqual(keys, ['sudoku-web/look', 'sudoku-web/v3'], 'the old keys and the old list of links are gone');
});

test("the person's entries on a loaded puzzle look apart from the givens, and travel in links and reloads", async () => {
  const context = await app.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await app.open({ context, hash: `#p=${INKALA}` });
  await cell(page, 1, 2).click();
  await page.keyboard.press('1');
  await page.getByRole('gridcell', { name: 'Row 1, Column 2, entered 1' }).waitFor();
  assert.match(await statusText(page), /21 givens, 1 entry/);
  const look = (row, col) => cell(page, row, col).evaluate((input) => {
    const style = getComputedStyle(input);
    return `${style.color} ${style.fontWeight} ${style.fontStyle}`;
  });
  const [given, entered] = [await look(1, 1), await look(1, 2)];
  await solve(page);
  const solved = await look(1, 3);
  assert.equal(new Set([given, entered, solved]).size, 3, `${given} | ${entered} | ${solved}`);
  // Solve kept the entry as the person's.
  await page.getByRole('gridcell', { name: 'Row 1, Column 2, entered 1' }).waitFor();
  assert.match(await statusText(page), /^Solved/);

  await button(page, 'Copy link').click();
  await page.getByRole('status').filter({ hasText: 'Copied a link' }).waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(link, `${app.server.url}#p=${INKALA}&e=.1${'.'.repeat(79)}`);
  const opened = await app.open({ url: link });
  await opened.getByRole('gridcell', { name: 'Row 1, Column 2, entered 1' }).waitFor();
  await opened.getByRole('gridcell', { name: 'Row 1, Column 1, given 8' }).waitFor();

  await page.reload();
  await page.getByRole('gridcell', { name: 'Row 1, Column 2, entered 1' }).waitFor();
  // A board typed from scratch is a puzzle being set up: its digits are givens.
  await button(page, 'Clear').click();
  await cell(page, 1, 2).click();
  await page.keyboard.press('1');
  await page.getByRole('gridcell', { name: 'Row 1, Column 2, given 1' }).waitFor();
});
