// Marks and the timer, through the contract: the modes from the pad and the Z, X, C, N keys and
// Shift+Space, corner marks (Shift and a digit) and centre marks (Ctrl and a digit), both in a
// cell, Erase by layer, Fill candidates, a placed digit leaving its peers' marks, undo and reload,
// names in both languages, on a desktop and a touch phone, a hint that reads the centre marks;
// the timer, paused while the page is hidden, and the person's win with and without motion. (The pad on a 320 px phone: board.test.mjs.)
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useApp } from './fixture.mjs';
import { board, button, cell, statusText } from './contract.mjs';
import { EASY, EASY_SOLVED } from './puzzles.mjs';

const app = useApp();

const name = (page, row, col) => cell(page, row, col).getAttribute('aria-label');

test('Centre marks: the mode, Ctrl and a digit, Fill candidates, tidying, undo and reload', async () => {
  const page = await app.open({ hash: `#p=${EASY}` });
  // r1c3 is empty in the easy puzzle (5 3 . . 7 ...).
  await cell(page, 1, 3).click();
  await page.keyboard.press('c');
  assert.equal(await statusText(page), 'Centre mode: a digit now toggles a centre mark in the cell.');
  assert.equal(await button(page, 'Centre').getAttribute('aria-pressed'), 'true');
  assert.equal(await button(page, 'Digit').getAttribute('aria-pressed'), 'false');
  await page.keyboard.press('4');
  await page.keyboard.press('2');
  await page.keyboard.press('4');
  assert.equal(await name(page, 1, 3), 'Row 1, Column 3, empty, centre marks 2');
  assert.equal(await cell(page, 1, 3).textContent(), '', 'a mark is no digit');
  await page.getByRole('button', { name: /^1, / }).click();
  assert.equal(await name(page, 1, 3), 'Row 1, Column 3, empty, centre marks 1 2', 'the pad marks too');
  await page.keyboard.press('z');
  assert.equal(await button(page, 'Digit').getAttribute('aria-pressed'), 'true');
  assert.equal(await statusText(page), 'Digit mode: a digit now fills the cell.');
  // N, the notes key of earlier versions, still toggles centre marks.
  await page.keyboard.press('n');
  assert.equal(await button(page, 'Centre').getAttribute('aria-pressed'), 'true');
  await button(page, 'Digit').click();
  assert.equal(await button(page, 'Centre').getAttribute('aria-pressed'), 'false');
  // Ctrl and a digit key marks the centre in any mode; a digit fills the cell.
  await cell(page, 1, 4).click();
  await page.keyboard.press('Control+Digit6');
  assert.equal(await name(page, 1, 4), 'Row 1, Column 4, empty, centre marks 6');
  await page.keyboard.press('6');
  assert.equal(await name(page, 1, 4), 'Row 1, Column 4, entered 6');
  await button(page, 'Undo').click();
  assert.equal(await name(page, 1, 4), 'Row 1, Column 4, empty, centre marks 6', 'Undo brings the marks back');

  // Fill candidates: every empty cell's; then placing 4 in r1c3 takes 4 out of its peers.
  await button(page, 'Fill candidates').click();
  assert.equal(await statusText(page), "Every empty cell's candidates are now in its centre marks.");
  assert.equal(await name(page, 1, 3), 'Row 1, Column 3, empty, centre marks 1 2 4');
  assert.equal(await name(page, 2, 2), 'Row 2, Column 2, empty, centre marks 2 4 7');
  await cell(page, 1, 3).click();
  await page.keyboard.press('4');
  assert.equal(await name(page, 2, 2), 'Row 2, Column 2, empty, centre marks 2 7');
  assert.match(await name(page, 1, 6), /^Row 1, Column 6, empty, centre marks [^4]*$/);
  const drawn = board(page).locator('.marks.notes');
  assert.ok(await drawn.count() > 40, 'centre marks are drawn, apart from candidates');

  // Kept across a reload; read in Chinese.
  await page.reload();
  await board(page).waitFor();
  assert.equal(await statusText(page), 'Your board from last time is back.', 'the saved board, not the link');
  assert.equal(await name(page, 2, 2), 'Row 2, Column 2, empty, centre marks 2 7');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
  assert.equal(await page.getByRole('grid').getByRole('gridcell').nth(10).getAttribute('aria-label'), '第2行，第2列，空，中心标记 2 7');
  for (const zh of ['数字', '角标', '中心', '填入候选数']) {
    assert.equal(await page.getByRole('button', { name: zh, exact: true }).count(), 1, zh);
  }
});

for (const [device, options] of [
  ['a desktop', {}],
  ['a 390x844 touch phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
]) {
  test(`Corner marks on ${device}: the pad, Shift and a digit, both layers in a cell, Erase by layer, in both languages`, async () => {
    const touch = device !== 'a desktop';
    const page = await app.open({ hash: `#p=${EASY}`, contextOptions: options });
    const press = (locator) => (touch ? locator.tap() : locator.click());
    const digit = (d) => page.getByRole('group', { name: 'Digit pad' }).getByRole('button', { name: new RegExp(`^${d}, `) });
    await press(cell(page, 1, 3));
    await press(button(page, 'Corner'));
    assert.equal(await statusText(page), 'Corner mode: a digit now toggles a corner mark in the cell.');
    await press(digit(9));
    await press(digit(1));
    assert.equal(await name(page, 1, 3), 'Row 1, Column 3, empty, corner marks 1 9');
    // Shift and a digit: a corner mark whatever the mode; Ctrl and one: a centre mark.
    await press(button(page, 'Digit'));
    await page.keyboard.press('Shift+Digit2');
    await page.keyboard.press('Control+Digit4');
    assert.equal(await name(page, 1, 3), 'Row 1, Column 3, empty, centre marks 4, corner marks 1 2 9');
    // Drawn apart: the corner marks in the corners, the centre ones in a line across the middle.
    const drawn = cell(page, 1, 3);
    assert.equal(await drawn.locator('.corner [data-d]').count(), 3);
    assert.equal(await drawn.locator('.marks.notes.inline [data-d]').count(), 1);
    assert.equal(await drawn.locator('.corner').getAttribute('aria-hidden'), 'true');
    const box = await drawn.boundingBox();
    const first = await drawn.locator('.corner [data-d]').first().boundingBox();
    assert.ok(first.x - box.x < box.width / 4 && first.y - box.y < box.height / 4, 'the first corner mark sits top left');
    // Shift+Space cycles the modes: Digit, Corner, Centre.
    await page.keyboard.press('Shift+Space');
    assert.equal(await button(page, 'Corner').getAttribute('aria-pressed'), 'true');
    // Erase in Corner mode takes the corner marks first, then the centre ones.
    await press(button(page, 'Erase'));
    assert.equal(await name(page, 1, 3), 'Row 1, Column 3, empty, centre marks 4');
    await button(page, 'Undo').click();
    assert.equal(await name(page, 1, 3), 'Row 1, Column 3, empty, centre marks 4, corner marks 1 2 9');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
    assert.equal(await page.getByRole('grid').getByRole('gridcell').nth(2).getAttribute('aria-label'), '第1行，第3列，空，中心标记 4，角标 1 2 9');
    assert.equal(await page.getByRole('button', { name: '角标', exact: true }).getAttribute('aria-pressed'), 'true');
    await page.reload();
    await page.getByRole('grid', { name: '数独棋盘' }).waitFor();
    assert.equal(await page.getByRole('grid').getByRole('gridcell').nth(2).getAttribute('aria-label'), '第1行，第3列，空，中心标记 4，角标 1 2 9', 'kept across a reload');
  });
}

test('With the setting off, a placed digit leaves its peers\' marks', async () => {
  const page = await app.open({ hash: `#p=${EASY}` });
  await button(page, 'Fill candidates').click();
  await page.getByRole('checkbox', { name: 'Placing a digit clears its marks' }).uncheck();
  await cell(page, 1, 3).click();
  await page.keyboard.press('4');
  assert.equal(await name(page, 2, 2), 'Row 2, Column 2, empty, centre marks 2 4 7');
});

test('A hint reads the centre marks: a solution digit taken away is said', async () => {
  const page = await app.open({ hash: `#p=${EASY}` });
  await button(page, 'Fill candidates').click();
  // r1c3 needs 4 (the solution's third digit); take 4 out of its marks.
  assert.equal(EASY_SOLVED[2], '4');
  await cell(page, 1, 3).click();
  await page.keyboard.press('Control+Digit4');
  await button(page, 'Hint').click();
  await page.getByRole('status').filter({ hasText: /lost/ }).waitFor();
  assert.equal(await statusText(page),
    'Row 1, Column 3 has lost its 4, which it needs. Put the centre marks back, then ask again.');
  assert.match(await name(page, 1, 3), /, hint: because$/);
  // Put back, the hint is a step again.
  await cell(page, 1, 3).click();
  await page.keyboard.press('Control+Digit4');
  await button(page, 'Hint').click();
  await page.getByRole('status').filter({ hasText: /^Hint: Look at/ }).waitFor();
});

/** Fills every empty cell of the easy puzzle from its solution, by keyboard. */
async function finish(page, skip = -1) {
  for (let i = 0; i < 81; i++) {
    if (EASY[i] !== '.' || i === skip) continue;
    await cell(page, Math.floor(i / 9) + 1, (i % 9) + 1).focus();
    await page.keyboard.press(EASY_SOLVED[i]);
  }
}

test('The timer counts while the page is shown, and the person\'s win says the time and hints', async () => {
  const context = await app.browser.newContext();
  await context.clock.install();
  const page = await app.open({ context, hash: `#p=${EASY}` });
  const timer = page.getByRole('timer', { name: 'Timer' });
  assert.equal(await timer.textContent(), '0:00');
  await page.clock.fastForward('01:05');
  await page.getByRole('timer').filter({ hasText: /^1:0\d$/ }).waitFor();

  // Hidden for ten minutes: they do not count.
  const visibility = (hidden) => page.evaluate((hidden) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
  await visibility(true);
  await page.clock.fastForward('10:00');
  await visibility(false);
  await page.clock.fastForward('00:02');
  // (Real time flows too under the fake clock: on a busy machine, a few seconds.)
  assert.match(await timer.textContent(), /^1:[0-5]\d$/, 'the ten hidden minutes are not counted');

  // One hint asked, then the board finished.
  await button(page, 'Hint').click();
  await page.getByRole('status').filter({ hasText: /^Hint: Look at/ }).waitFor();
  await finish(page);
  await page.getByRole('status').filter({ hasText: /^Solved by you/ }).waitFor();
  assert.match(await statusText(page), /^Solved by you in 1:[0-5]\d, 1 hint\.$/);
  assert.equal(await board(page).getAttribute('class'), 'board celebrate');
  assert.equal(await board(page).locator('.cell').first().evaluate((el) => getComputedStyle(el).animationName), 'cheer');
  // Stopped: it keeps its time, across a reload too; hidden on request.
  const final = await timer.textContent();
  await page.clock.fastForward('05:00');
  assert.equal(await timer.textContent(), final);
  await page.reload();
  await board(page).waitFor();
  assert.equal(await page.getByRole('timer').textContent(), final);
  await page.getByRole('checkbox', { name: 'Show timer' }).uncheck();
  assert.equal(await page.getByRole('timer').count(), 0);
});

test('Without motion there is no wave; the solver\'s digits are no win', async () => {
  const page = await app.open({ hash: `#p=${EASY}`, contextOptions: { reducedMotion: 'reduce' } });
  await finish(page);
  await page.getByRole('status').filter({ hasText: /^Solved by you/ }).waitFor();
  assert.equal(await board(page).locator('.cell').first().evaluate((el) => getComputedStyle(el).animationName), 'none');

  const solved = await app.open({ hash: `#p=${EASY}` });
  await button(solved, 'Solve').click();
  await solved.getByRole('status').filter({ hasText: /^Solved:/ }).waitFor();
  assert.equal(await board(solved).getAttribute('class'), 'board');
});

test('Check marks names the cells whose marks lost the solution digit, in both languages', async () => {
  const page = await app.open({ hash: `#p=${EASY}` });
  await button(page, 'Fill candidates').click();
  // r1c3 needs 4 (the solution's third digit): take it out of its centre marks.
  await cell(page, 1, 3).click();
  await page.keyboard.press('Control+Digit4');
  // The solution is known once the puzzle is rated.
  await page.getByRole('region', { name: 'Difficulty' }).filter({ hasText: /Hardest step/ }).waitFor();
  await button(page, 'Check marks').click();
  assert.equal(await statusText(page),
    "Your marks have lost 1 of the solution's digits: Row 1, Column 3 needs 4.");
  assert.match(await name(page, 1, 3), /, marks miss 4$/);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
  assert.match(await page.getByRole('grid').getByRole('gridcell').nth(2).getAttribute('aria-label'), /，标记缺 4$/);
  await page.getByRole('combobox', { name: '语言' }).selectOption('en');
  // Put back: right.
  await cell(page, 1, 3).click();
  await page.keyboard.press('Control+Digit4');
  assert.doesNotMatch(await name(page, 1, 3), /marks miss/, 'the board changed: the check goes');
  await button(page, 'Check marks').click();
  assert.equal(await statusText(page), 'Your marks are right: no cell has lost its digit.');
});
