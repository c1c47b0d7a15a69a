// Stats, through the contract: two puzzles solved (a linked one, then Today's puzzle on two days
// in a row) counted per level with their times, the daily streak, the chart; kept across a
// reload; in both languages; on a desktop and a 390x844 touch phone. Exported to a file, cleared
// (after a confirmation), imported back; a file that is not an export refused with its line.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';

import { useApp, appReady } from './fixture.mjs';
import { seriousViolations } from './axe.mjs';
import { button, cell, readBoard } from './contract.mjs';
import { EASY, EASY_SOLVED, solutions } from './puzzles.mjs';

const app = useApp();

/** The solution of `line`, by the tests' own backtracking (`solutions`). */
function solved(line) {
  const [solution] = solutions(line, 1);
  assert.ok(solution, 'the puzzle has a solution');
  return solution;
}

/** Fills every empty cell of the board with `solution`'s digit, by keyboard. */
async function fillIn(page, solution) {
  const board = await readBoard(page);
  for (let i = 0; i < 81; i++) {
    if (board[i] !== '.') continue;
    await cell(page, Math.floor(i / 9) + 1, (i % 9) + 1).click();
    await page.keyboard.press(solution[i]);
  }
  await page.getByRole('status').filter({ hasText: /^Solved by you in \d+:\d\d, no hints\.$/ }).waitFor();
}

/** Today's Easy puzzle of the clock's day, solved. */
async function solveToday(page, date) {
  await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Easy' });
  await button(page, "Today's puzzle").click();
  await page.getByRole('status').filter({ hasText: new RegExp(`^Today's Easy puzzle, ${date}: \\d+ givens\\.$`) }).waitFor();
  await fillIn(page, solved(await readBoard(page)));
}

const stats = (page) => page.getByRole('region', { name: 'Stats' });

/** The table's rows as arrays of cell texts (its header row first, its total row last). */
const rows = (page) => stats(page).getByRole('table').getByRole('row').evaluateAll((rows) =>
  rows.map((row) => [...row.children].map((cell) => cell.textContent)));

for (const [device, options] of [
  ['a desktop', {}],
  ['a 390x844 touch phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
]) {
  test(`Stats on ${device}: three puzzles solved, two daily in a row, kept across a reload, both languages`, async () => {
    const touch = device !== 'a desktop';
    const context = await app.browser.newContext(options);
    await context.clock.setFixedTime(new Date('2026-12-05T09:00:00'));
    // A linked puzzle with all but one of its cells entered: the last one solves it.
    const last = EASY.indexOf('.');
    const entries = [...EASY_SOLVED].map((d, i) => (EASY[i] === '.' && i !== last ? d : '.')).join('');
    const page = await app.open({ context, hash: `#p=${EASY}&e=${entries}` });
    const press = (locator) => (touch ? locator.tap() : locator.click());
    await page.getByRole('region', { name: 'Difficulty' }).filter({ hasText: /Hardest step/ }).waitFor();
    await cell(page, 1, last + 1).click();
    await page.keyboard.press(EASY_SOLVED[last]);
    await page.getByRole('status').filter({ hasText: /^Solved by you/ }).waitFor();
    await solveToday(page, '2026-12-05');
    await context.clock.setFixedTime(new Date('2026-12-06T09:00:00'));
    await solveToday(page, '2026-12-06');

    const open = button(page, 'Stats');
    assert.equal(await open.getAttribute('aria-expanded'), 'false');
    await press(open);
    await stats(page).waitFor();
    assert.equal(await open.getAttribute('aria-expanded'), 'true');
    const table = await rows(page);
    assert.deepEqual(table[0], ['Level', 'Started', 'Solved', 'Best time', 'Median time', 'Hints']);
    // The three are Easy (the link's by its rating, the daily ones by the generator's level).
    assert.deepEqual(table.slice(1).map((row) => [row[0], row[1], row[2], row[5]]), [['Easy', '3', '3', '0'], ['All', '3', '3', '0']]);
    assert.match(table[1][3], /^\d+:\d\d$/, 'a best time');
    assert.equal(await stats(page).getByText(/^Today's puzzle streak/).textContent(),
      "Today's puzzle streak: 2 days in a row (best: 2 days).");
    const chart = stats(page).getByRole('img');
    assert.match(await chart.getAttribute('aria-label'),
      /^Solve times of your last 3 solved games, oldest first: \d+:\d\d \(Easy\); \d+:\d\d \(Easy\); \d+:\d\d \(Easy\)$/);
    assert.deepEqual(await seriousViolations(page), [], 'axe, with Stats open');
    // On a phone the table scrolls in its own box: the page itself never scrolls sideways.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scroll');

    // Kept across a reload; the day after next, the streak is over but its best is kept.
    await context.clock.setFixedTime(new Date('2026-12-08T09:00:00'));
    await page.reload();
    await appReady(page);
    await press(button(page, 'Stats'));
    assert.deepEqual(await rows(page), table);
    await stats(page).getByText("Today's puzzle: no streak now (best: 2 days in a row).").waitFor();

    // In Chinese.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
    const zh = page.getByRole('region', { name: '统计' });
    await zh.getByRole('table').filter({ hasText: '各难度的对局' }).waitFor();
    const zhRows = await zh.getByRole('row').evaluateAll((rows) => rows.map((row) => [...row.children].map((c) => c.textContent)));
    assert.deepEqual(zhRows[0], ['难度', '开始', '解出', '最快用时', '用时中位数', '提示']);
    assert.deepEqual(zhRows.slice(1).map((row) => row[0]), ['简单', '全部']);
    await zh.getByText('每日一题：目前没有连续（最长连续 2 天）。').waitFor();
    assert.match(await zh.getByRole('img').getAttribute('aria-label'), /^最近解出的 3 局的用时，从早到晚：/);
    assert.deepEqual(await seriousViolations(page), [], 'axe, in Chinese');
    // Closed again.
    await press(page.getByRole('button', { name: '统计', exact: true }));
    assert.equal(await zh.count(), 0);
    await context.close();
  });
}

test('Stats are exported to a file, cleared after a confirmation, imported back; a file that is not one is refused', async () => {
  const last = EASY.indexOf('.');
  const entries = [...EASY_SOLVED].map((d, i) => (EASY[i] === '.' && i !== last ? d : '.')).join('');
  const page = await app.open({ hash: `#p=${EASY}&e=${entries}` });
  await page.getByRole('region', { name: 'Difficulty' }).filter({ hasText: /Hardest step/ }).waitFor();
  await cell(page, 1, last + 1).click();
  await page.keyboard.press(EASY_SOLVED[last]);
  await page.getByRole('status').filter({ hasText: /^Solved by you/ }).waitFor();
  // A second game, started and not solved.
  await page.getByRole('combobox', { name: 'Examples' }).selectOption({ index: 2 });
  await page.getByRole('status').filter({ hasText: /^Loaded the example/ }).waitFor();
  await button(page, 'Stats').click();
  await stats(page).getByRole('table').waitFor();
  const before = await rows(page);
  assert.equal(before.at(-1)[1], '2', 'two started');
  assert.equal(before.at(-1)[2], '1', 'one solved');

  const [download] = await Promise.all([page.waitForEvent('download'), button(page, 'Export stats').click()]);
  assert.equal(download.suggestedFilename(), 'sudoku-stats.txt');
  const file = await readFile(await download.path(), 'utf8');
  const lines = file.trimEnd().split('\n');
  assert.equal(lines[0], 'sudoku-games 1');
  assert.equal(lines.length, 3, file);
  assert.match(lines[1], new RegExp(`^${EASY.replaceAll('.', '\\.')} easy - \\d+ 0$`));
  await stats(page).getByText('Exported 2 games to sudoku-stats.txt.').waitFor();

  // Clear stats asks first: Keep them keeps them.
  await button(page, 'Clear stats').click();
  await button(page, 'Keep them').click();
  assert.deepEqual(await rows(page), before);
  await button(page, 'Clear stats').click();
  await button(page, 'Yes, clear them').click();
  await stats(page).getByText('Stats cleared.').waitFor();
  await stats(page).getByText(/^No games yet\./).waitFor();
  assert.equal(await button(page, 'Export stats').isDisabled(), true, 'nothing to export');

  const choose = async (name, text) => {
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button(page, 'Import stats').click()]);
    await chooser.setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  };
  await choose('sudoku-stats.txt', file);
  await stats(page).getByText('Imported 2 new games (0 already here).').waitFor();
  assert.deepEqual(await rows(page), before);
  await choose('sudoku-stats.txt', file);
  await stats(page).getByText('Imported 0 new games (2 already here).').waitFor();
  assert.deepEqual(await rows(page), before);
  // Not an export: refused, naming the line; nothing changes.
  await choose('notes.txt', `${lines[0]}\n${lines[1]}\nmy shopping list\n`);
  await stats(page).getByText(/^That file holds no stats: its line 3 is not a game as Export writes one\./).waitFor();
  assert.deepEqual(await rows(page), before);
  assert.deepEqual(await seriousViolations(page), [], 'axe, after an import');
});
