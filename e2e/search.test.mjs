// Seeing the search: Compare runs the three algorithms and shows their figures; Step through shows
// each algorithm's search on the board, one event at a time, in words too.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useApp } from './fixture.mjs';
import { button, cell, readBoard, statusText } from './contract.mjs';
import { INKALA, NORVIG_EASY } from './puzzles.mjs';

const app = useApp();

const algorithm = (page) => page.getByRole('combobox', { name: 'Algorithm' });
const table = (page) => page.getByRole('table');
const log = (page) => page.getByRole('log', { name: 'Search steps' });
const speed = (page) => page.getByRole('slider', { name: 'Speed' });

/** The comparison table's body as { algorithm: [first solution's time, its tries, the whole
 * search's time, tries, placements, backtracks, depth] }. */
async function readTable(page) {
  const rows = await table(page).locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => [...tr.children].map((td) => td.textContent.trim())));
  return Object.fromEntries(rows.map(([name, ...figures]) => [name, figures]));
}

const number = (text) => Number(text.replaceAll(',', ''));

test('Compare runs the three algorithms, tabulates and charts them, and leaves the board', async () => {
  const page = await app.open({ hash: '#p=' + NORVIG_EASY });
  const before = await readBoard(page);
  await button(page, 'Compare').click();
  await page.waitForFunction(() => document.querySelector('[role="status"]').textContent.startsWith('Compared'));
  assert.match(await statusText(page),
    /^Compared: every algorithm found one solution; Fast [\d.]+ m?s, Candidates first [\d.]+ m?s, Naive backtracking [\d.]+ m?s\. The board is unchanged\.$/);
  assert.equal(await readBoard(page), before);
  const rows = await readTable(page);
  assert.deepEqual(Object.keys(rows), ['Naive backtracking', 'Candidates first', 'Fast']);
  // The header names the two column groups.
  assert.deepEqual(await table(page).getByRole('columnheader').allTextContents(),
    ['Algorithm', 'First solution', 'Whole search', 'Time', 'Tries', 'Time', 'Tries', 'Placements', 'Backtracks', 'Depth']);
  // The counts `sudoku solve --counts` gives natively for this puzzle: to the first solution,
  // then the whole search.
  const counts = (row) => [row[1], ...row.slice(3)];
  assert.deepEqual(counts(rows['Naive backtracking']), ['1,605', '8,352', '928', '928', '49']);
  assert.deepEqual(counts(rows['Candidates first']), ['49', '49', '49', '49', '49']);
  assert.deepEqual(counts(rows.Fast), ['0', '0', '0', '0', '0']);
  for (const [name, [first, , all]] of Object.entries(rows)) {
    assert.match(first, /^[\d.]+ m?s$/, name);
    assert.match(all, /^[\d.]+ m?s$/, name);
  }
  // Two charts, two bars per algorithm (first solution, whole search), longest for the most tries.
  const charts = page.getByRole('img', { name: /\(log scale\)/ });
  assert.equal(await charts.count(), 2);
  const widths = await charts.nth(1).locator('rect').evaluateAll((rects) => rects.map((r) => Number(r.getAttribute('width'))));
  assert.equal(widths.length, 6);
  const [naiveFirst, naiveAll, fewestFirst, fewestAll, fastFirst, fastAll] = widths;
  assert.ok(naiveAll > naiveFirst && naiveFirst > fewestFirst && fewestFirst > fastFirst, `tries bars ${widths}`);
  assert.ok(fewestFirst - fastFirst >= 10, `49 tries is drawn well apart from none: ${widths}`);
  assert.equal(fewestAll, fewestFirst, 'candidates first: the whole search took no more tries');
  assert.equal(fastAll, fastFirst);
  assert.equal(await charts.nth(1).getAttribute('aria-label'),
    'Tries (log scale): Naive backtracking: First solution 1,605, Whole search 8,352; Candidates first: '
    + 'First solution 49, Whole search 49; Fast: First solution 0, Whole search 0');
  assert.match(await charts.nth(0).getAttribute('aria-label'),
    /^Time \(log scale\): Naive backtracking: First solution [\d.]+ m?s, Whole search [\d.]+ m?s; /);
  // Editing the puzzle drops the comparison.
  await cell(page, 1, 1).click();
  await page.keyboard.press('4');
  assert.equal(await table(page).count(), 0);
});

/** The puzzle Wikipedia shows "designed to work against brute force": the naive search needs
 * 622.9 million tries for its whole search (`sudoku solve --algorithm naive --counts`), seconds
 * in a browser, where Inkala's 18.6 million can end within half a second, before a test's Cancel
 * on a busy machine. */
const AGAINST_BRUTE_FORCE = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';

test('Cancel during Compare keeps the algorithms already measured', async () => {
  const page = await app.open({ hash: '#p=' + AGAINST_BRUTE_FORCE });
  await button(page, 'Compare').click();
  // Fast and candidates-first take milliseconds; the naive search hundreds of millions of tries.
  await page.waitForFunction(() => /running Naive backtracking/.test(document.querySelector('[role="status"]').textContent));
  await button(page, 'Cancel').click();
  assert.match(await statusText(page), /^Cancelled: Naive backtracking stopped/);
  const rows = await readTable(page);
  assert.deepEqual(rows['Naive backtracking'], Array(7).fill('cancelled'));
  assert.match(rows['Candidates first'][3], /^[\d,]+$/);
  assert.match(rows.Fast[3], /^[\d,]+$/);
  assert.equal(await readBoard(page), AGAINST_BRUTE_FORCE, 'the board is unchanged');
});

test('on a phone the comparison table keeps its focus and scroll when it is drawn again', async () => {
  const page = await app.open({ hash: '#p=' + AGAINST_BRUTE_FORCE, contextOptions: { viewport: { width: 390, height: 844 } } });
  await button(page, 'Compare').click();
  await page.waitForFunction(() => /running Naive backtracking/.test(document.querySelector('[role="status"]').textContent));
  // The table is markup inside a scrolling box of the app's: scroll the box and focus it, then
  // cancel (a click that does not move the focus), which draws the table again: the naive row
  // says cancelled.
  const region = page.locator('.comparison [role="region"][tabindex="0"]');
  await region.focus();
  const scrolled = await region.evaluate((box) => {
    box.scrollLeft = 120;
    return box.scrollLeft;
  });
  assert.ok(scrolled > 0, `the table is wider than a phone: scrolled ${scrolled}`);
  await button(page, 'Cancel').dispatchEvent('click');
  assert.match(await statusText(page), /^Cancelled: Naive backtracking stopped/);
  assert.deepEqual((await readTable(page))['Naive backtracking'], Array(7).fill('cancelled'));
  assert.equal(await region.evaluate((box) => box === document.activeElement), true, 'the focus stayed');
  assert.equal(await region.evaluate((box) => box.scrollLeft), scrolled, 'the scroll stayed');
});

test('Step through shows each algorithm one event at a time, in words, and plays to the end', async () => {
  const page = await app.open({ hash: '#p=' + NORVIG_EASY });
  const givens = await readBoard(page);
  for (const name of ['Naive backtracking', 'Candidates first', 'Fast']) {
    await algorithm(page).selectOption(name);
    await button(page, 'Step through').click();
    assert.match(await statusText(page), new RegExp(`^Stepping through ${name}: press Play`));
    assert.equal(await log(page).locator('p').count(), 0);
    await button(page, 'Next step').click();
    await log(page).locator('p').first().waitFor();
    const first = await log(page).locator('p').first().textContent();
    if (name === 'Naive backtracking') {
      // Row 1, Column 1 is the first empty cell. Box 1 holds a 1, row 1 a 2 and a 3; 4 fits.
      assert.equal(first, 'Row 1, Column 1: the first empty cell (line 2).');
      assert.match(await page.locator('.cell.current').getAttribute('aria-label'), /^Row 1, Column 1/);
      await button(page, 'Next step').click();
      await log(page).locator('p').nth(1).waitFor();
      assert.equal(await log(page).locator('p').nth(1).textContent(), 'Row 1, Column 1: try 1, clashes with box 1 (line 6).');
      assert.equal(await cell(page, 1, 1).textContent(), '1', 'the refused digit is shown');
      assert.equal(await cell(page, 1, 1).getAttribute('aria-invalid'), 'true');
      for (let i = 0; i < 3; i += 1) await button(page, 'Next step').click();
      await log(page).locator('p').nth(4).waitFor();
      assert.deepEqual((await log(page).locator('p').allTextContents()).slice(2), [
        'Row 1, Column 1: try 2, clashes with row 1 (line 6).',
        'Row 1, Column 1: try 3, clashes with row 1 (line 6).',
        'Row 1, Column 1: try 4, it fits (line 7).',
      ]);
      assert.equal(await cell(page, 1, 1).textContent(), '4');
      assert.equal(await cell(page, 1, 1).getAttribute('aria-invalid'), null);
      // The log speaks the page's language, events heard before a change of language included.
      await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
      const said = page.getByRole('log', { name: '搜索步骤' }).locator('p');
      assert.equal(await said.first().textContent(), '第1行，第1列：第一个空格（代码第 2 行）。');
      assert.equal(await said.count(), 5);
      await page.getByRole('combobox', { name: '语言' }).selectOption('en');
    } else if (name === 'Fast') {
      assert.match(first, /^Logic fills (\d+ cells|1 cell|no cell) \(line 2\)\.$/);
    } else {
      assert.match(first, /^Row \d, Column \d: the fewest candidates, 1 \(\d\)(; first of \d+ such cells in reading order)? \(line 6\)\.$/);
    }
    // The fastest speed, then Play to the end.
    await speed(page).fill('6');
    assert.equal(await speed(page).getAttribute('aria-valuetext'), '100 steps a frame');
    await button(page, 'Play').click();
    await page.waitForFunction(() => document.querySelector('[role="status"]').textContent.startsWith('Step through finished'), null, { timeout: 20_000 });
    assert.match(await statusText(page), new RegExp(`^Step through finished: ${name} found the only solution after [\\d,]+ tries`));
    assert.match(await log(page).locator('p').last().textContent(), /^Finished: the only solution \(line (9|12)\)\.$/);
    assert.ok(await button(page, 'Play').isDisabled());
    // The board ends with the solution found (the search itself has unwound to the givens).
    const end = await readBoard(page);
    assert.match(end, /^[1-9]{81}$/, `${name}: the solution is on the board`);
    assert.ok([...givens].every((ch, i) => ch === '.' || ch === end[i]), 'with the givens');
    assert.equal(await page.locator('[role=grid] [aria-invalid="true"]').count(), 0, 'and no clash');
    // Stop: the board shows the person's grid again.
    await button(page, 'Stop').click();
    assert.equal(await readBoard(page), givens);
    assert.equal(await log(page).count(), 0);
  }
});

test('Step through plays at a person\'s pace and pauses', async () => {
  const page = await app.open({ hash: '#p=' + INKALA });
  await algorithm(page).selectOption('Naive backtracking');
  await button(page, 'Step through').click();
  assert.equal(await speed(page).getAttribute('aria-valuetext'), '10 steps a second');
  await button(page, 'Play').click();
  await page.waitForTimeout(1000);
  await button(page, 'Pause').click();
  const steps = number(await page.locator('.counters div', { hasText: 'Steps' }).locator('dd').textContent());
  // About ten steps in a second (the first comes at once); the clock is the browser's frames.
  assert.ok(steps >= 2 && steps <= 20, `steps after a second at 10 a second: ${steps}`);
  await page.waitForTimeout(500);
  const after = number(await page.locator('.counters div', { hasText: 'Steps' }).locator('dd').textContent());
  assert.equal(after, steps, 'paused');
  assert.equal(await log(page).getAttribute('aria-live'), 'polite', 'paused, the log is read out');
});
