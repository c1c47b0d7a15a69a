// Puzzles in: paste, the Puzzle text box, the Examples menu, #p= links; and the board's memory.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

import { useApp } from './fixture.mjs';
import { board, button, cell, paste, readBoard, solve, statusText } from './contract.mjs';
import { INKALA, INKALA_SOLVED } from './puzzles.mjs';
const PUZZLES = process.env.SUDOKU_PUZZLES ?? fileURLToPath(new URL('../../shared/puzzles/', import.meta.url));
const SEEDS = readFileSync(join(PUZZLES, 'seed_examples.txt'), 'utf8')
  .split('\n').filter((line) => line.trim() && !line.startsWith('#'));

const app = useApp();

test('pasting a puzzle anywhere on the board loads it; bad text changes nothing', async () => {
  const page = await app.open();
  const grid = INKALA.match(/.{9}/g).map((row) => row.replace(/(...)(?=.)/g, '$1|')).join('\n');
  await paste(cell(page, 7, 7), grid);
  assert.equal(await readBoard(page), INKALA);
  assert.match(await statusText(page), /Loaded the pasted puzzle: 21 givens/);

  await paste(cell(page, 1, 1), INKALA.slice(0, 79));
  assert.equal(await readBoard(page), INKALA);
  assert.equal(await statusText(page), 'The pasted text is not a puzzle: found 79 cells, expected 81. The board is unchanged.');
  await paste(cell(page, 1, 1), INKALA.slice(0, 56) + 'x' + INKALA.slice(57));
  assert.match(await statusText(page), /unexpected 'x' at row 7, column 3/);
  assert.equal(await readBoard(page), INKALA);

  // One undo step per paste.
  await button(page, 'Undo').click();
  assert.equal(await readBoard(page), '.'.repeat(81));
});

test('the Puzzle text box loads with the same rules', async () => {
  const page = await app.open();
  const text = page.getByRole('textbox', { name: 'Puzzle text' });
  await text.fill(INKALA.replaceAll('.', '0'));
  await button(page, 'Load').click();
  assert.equal(await readBoard(page), INKALA);
  await text.fill('12345');
  await button(page, 'Load').click();
  assert.match(await statusText(page), /found 5 cells, expected 81\. The board is unchanged\./);
  assert.equal(await readBoard(page), INKALA);
});

test('the Examples menu holds every tutorial example, in order', async () => {
  const page = await app.open();
  const menu = page.getByRole('combobox', { name: 'Examples' });
  const labels = await menu.locator('option').allTextContents();
  const tutorials = labels.filter((label) => label.includes('tutorial'));
  assert.equal(tutorials.length, SEEDS.length);
  for (const [i, label] of tutorials.entries()) {
    await menu.selectOption({ label });
    assert.equal(await readBoard(page), SEEDS[i], label);
    assert.match(await statusText(page), /Loaded the example/);
  }
  for (const label of labels.filter((l) => /^(Only 17 givens|Among the hardest|Easy|Medium)/.test(l))) {
    await menu.selectOption({ label });
    await solve(page);
    assert.match(await statusText(page), /^Solved/, label);
  }
});

test('a #p= link loads its puzzle, and the address follows the board', async () => {
  const page = await app.open({ hash: `#p=${INKALA.replaceAll('.', '0')}` });
  assert.equal(await readBoard(page), INKALA);
  assert.match(await statusText(page), /link/);
  await cell(page, 9, 9).click();
  await page.keyboard.press('2');
  // The address is updated just after the board is drawn. A digit typed on a loaded puzzle is the
  // person's entry: the link carries it apart from the givens, and the number of its save (so a
  // reload knows the address as the page's own).
  await page.waitForURL((url) => new RegExp(`^#p=${INKALA.replaceAll('.', '\\.')}&e=\\.{80}2&s=\\d+$`).test(url.hash));
  await button(page, 'Clear').click();
  await page.waitForURL((url) => url.hash === '');
});

test('an invalid #p= link replaces nothing and says so', async () => {
  const page = await app.open({ hash: '#p=123x' });
  assert.equal(await readBoard(page), '.'.repeat(81), 'a first visit: the board is empty');
  assert.match(await statusText(page), /link was not understood/i);
  // With a saved board, a bad link opened later keeps it.
  await page.goto(app.server.url + `#p=${INKALA}`);
  await page.waitForFunction(() => document.querySelector('[role=grid] [role=gridcell]')?.textContent === '8');
  await cell(page, 9, 9).click();
  await page.keyboard.press('2');
  const saved = await readBoard(page);
  await page.goto('about:blank');
  await page.goto(app.server.url + '#p=garbage');
  await board(page).waitFor();
  assert.equal(await readBoard(page), saved);
  assert.equal(await statusText(page),
    "The link was not understood: unexpected 'g' at row 1, column 1. The board is unchanged.");
});

test('a link typed into the address bar of an open page is loaded', async () => {
  const page = await app.open();
  await page.goto(app.server.url + `#p=${INKALA}`);
  await page.waitForFunction(() => document.querySelector('[role=grid] [role=gridcell]')?.textContent === '8');
  assert.equal(await readBoard(page), INKALA);
});

test('the board survives a reload, solver digits included; a valid link wins over it', async () => {
  const page = await app.open({ hash: `#p=${INKALA}` });
  await solve(page);
  await page.reload();
  await board(page).waitFor();
  assert.equal(await readBoard(page), INKALA_SOLVED);
  await page.getByRole('gridcell', { name: 'Row 1, Column 2, solved 1' }).waitFor();

  const other = SEEDS[2];
  const linked = await app.open({ context: page.context(), hash: `#p=${other}` });
  assert.equal(await readBoard(linked), other);
  // Loading the link was one undo step: the board it replaced comes back.
  await button(linked, 'Undo').click();
  assert.equal(await readBoard(linked), INKALA_SOLVED);
});

test('stored data that cannot be read is ignored, never a crash', async () => {
  const page = await app.open();
  for (const junk of ['garbage', '{"v":1}', INKALA + '\n' + '1'.repeat(81), '']) {
    await page.evaluate((value) => {
      for (let i = 0; i < localStorage.length; i++) localStorage.setItem(localStorage.key(i), value);
    }, junk);
    await page.reload();
    await board(page).waitFor();
    assert.equal(await readBoard(page), '.'.repeat(81), JSON.stringify(junk));
    if (junk) assert.match(await statusText(page), /could not be read/);
  }
});
