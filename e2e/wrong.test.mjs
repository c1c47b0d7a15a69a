// Where did I go wrong?, through the contract: a history of thirty moves with a wrong digit
// planted at the twelfth, the move found and named with the engine's reason, the board before it
// shown with the move's cell marked, Go back to that move (Redo brings the moves back) and Keep
// playing, in both languages, on a desktop and a 390x844 touch phone; a board with nothing
// wrong said so.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useApp } from './fixture.mjs';
import { seriousViolations } from './axe.mjs';
import { button, cell, statusText } from './contract.mjs';
import { EASY, EASY_SOLVED } from './puzzles.mjs';

const app = useApp();

/** The empty cells of EASY, in reading order, as [row, col] from 1. */
const OPEN = [...EASY].flatMap((c, i) => (c === '.' ? [[Math.floor(i / 9) + 1, (i % 9) + 1]] : []));

/** A digit that no peer of `row`, `col` holds once the first `moves` empty cells are filled
 * rightly, and not the solution's: wrong, but no clash on the board (`undefined`: none). */
function wrongDigit(row, col, moves = 0) {
  const filled = [...EASY];
  for (const [r, c] of OPEN.slice(0, moves)) filled[(r - 1) * 9 + c - 1] = EASY_SOLVED[(r - 1) * 9 + c - 1];
  const seen = new Set();
  for (let i = 0; i < 81; i++) {
    const [r, c] = [Math.floor(i / 9) + 1, (i % 9) + 1];
    const peer = r === row || c === col
      || (Math.floor((r - 1) / 3) === Math.floor((row - 1) / 3) && Math.floor((c - 1) / 3) === Math.floor((col - 1) / 3));
    if (peer && filled[i] !== '.') seen.add(filled[i]);
  }
  const right = EASY_SOLVED[(row - 1) * 9 + col - 1];
  return [...'123456789'].find((d) => d !== right && !seen.has(d));
}

const rated = (page) => page.getByRole('region', { name: 'Difficulty' }).filter({ hasText: /Hardest step/ }).waitFor();

for (const [device, options] of [
  ['a desktop', {}],
  ['a 390x844 touch phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
]) {
  test(`Where did I go wrong? on ${device}: the planted move of thirty, its reason, both languages, Go back`, async () => {
    const touch = device !== 'a desktop';
    const page = await app.open({ hash: `#p=${EASY}`, contextOptions: options });
    const press = (locator) => (touch ? locator.tap() : locator.click());
    const pad = page.getByRole('group', { name: 'Digit pad' });
    // Thirty moves into empty cells in reading order, the twelfth into the first cell left that
    // can take a wrong digit no peer holds (the cell after the eleventh may have one digit left).
    const planted = OPEN.slice(11).find(([r, c]) => wrongDigit(r, c, 11));
    const [wr, wc] = planted;
    const wrong = wrongDigit(wr, wc, 11);
    const moves = [...OPEN.slice(0, 11), planted, ...OPEN.slice(11).filter((c) => c !== planted)].slice(0, 30);
    for (const [i, [row, col]] of moves.entries()) {
      const digit = i === 11 ? wrong : EASY_SOLVED[(row - 1) * 9 + col - 1];
      await press(cell(page, row, col));
      if (touch) await press(pad.getByRole('button', { name: new RegExp(`^${digit}, `) }));
      else await page.keyboard.press(digit);
    }
    await rated(page);
    await button(page, 'Where did I go wrong?').click();
    const at = `Row ${wr}, Column ${wc}`;
    await page.getByRole('status').filter({ hasText: /^Move 12 of 30/ }).waitFor();
    const said = await statusText(page);
    const head = `Move 12 of 30 went wrong: it put ${wrong} in ${at}. `;
    assert.ok(said.startsWith(head), said);
    const why = said.slice(head.length);
    // No peer holds it: the reason is the singles it would force, to a contradiction.
    assert.ok(why.startsWith(`If ${at} held ${wrong}: `) || why.startsWith(`${at} cannot be ${wrong}: then `), why);
    assert.match(why, /( So \d cannot go there| would have no (digit|place) left.*)\.$/);
    // The board before the move: its cell empty again and marked, the other entries as they were.
    assert.match(await cell(page, wr, wc).getAttribute('aria-label'), new RegExp(`^${at}, empty, .*hint: changes`));
    // The reason drawn: where it ends is named "look here"; a chain's forced cells "because".
    const names = await page.getByRole('grid').getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
    assert.ok(names.some((n) => n.includes('hint: look here')), 'the contradiction is marked');
    if (why.startsWith('If ')) assert.ok(names.some((n) => n.includes('hint: because')), 'the forced cells are marked');
    const [r11, c11] = OPEN[10];
    assert.equal(await cell(page, r11, c11).textContent(), EASY_SOLVED[(r11 - 1) * 9 + c11 - 1]);
    const [r13, c13] = moves[12];
    assert.equal(await cell(page, r13, c13).textContent(), '', 'the moves after it are not on the board shown');
    assert.deepEqual(await seriousViolations(page), [], 'axe, with the move shown');
    // In Chinese, the move and its reason.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
    const zh = await statusText(page);
    assert.ok(zh.startsWith(`第 12 步（共 30 步）出了错：它填了第${wr}行，第${wc}列的 ${wrong}。`), zh);
    assert.doesNotMatch(zh, /[A-Za-z]/, 'no English in the Chinese reason');
    assert.equal(await page.getByRole('button', { name: '回到那一步', exact: true }).count(), 1);
    assert.equal(await page.getByRole('button', { name: '继续下', exact: true }).count(), 1);
    assert.deepEqual(await seriousViolations(page), [], 'axe, in Chinese');
    await page.getByRole('combobox', { name: '语言' }).selectOption('en');
    // The answers are under the reason, in view with the board (pinned on a phone).
    const back = button(page, 'Go back to that move');
    const inView = await back.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return r.bottom <= innerHeight && (hit === el || el.contains(hit));
    });
    assert.ok(inView, 'Go back to that move is on screen, not under the board');
    // Go back: the board just before the move, the nineteen after it redoable.
    await press(back);
    assert.equal(await statusText(page), 'Back to just before that move: 19 moves undone. Redo brings them back.');
    assert.equal(await cell(page, wr, wc).textContent(), '');
    assert.equal(await cell(page, r11, c11).textContent(), EASY_SOLVED[(r11 - 1) * 9 + c11 - 1]);
    assert.equal(await button(page, 'Go back to that move').count(), 0, 'the answers go with the view');
    await button(page, 'Redo').click();
    assert.equal(await cell(page, wr, wc).textContent(), wrong, 'Redo puts the wrong move back');
  });
}

test('Keep playing leaves the board as it was; a right board has nothing wrong', async () => {
  const page = await app.open({ hash: `#p=${EASY}` });
  const [[r1, c1], [r2, c2]] = OPEN;
  await cell(page, r1, c1).click();
  await page.keyboard.press(EASY_SOLVED[(r1 - 1) * 9 + c1 - 1]);
  await rated(page);
  await button(page, 'Where did I go wrong?').click();
  assert.equal(await statusText(page),
    'Nothing has gone wrong: every digit and mark on the board agrees with the solution.');
  await cell(page, r2, c2).click();
  await page.keyboard.press(wrongDigit(r2, c2, 1));
  await button(page, 'Where did I go wrong?').click();
  await page.getByRole('status').filter({ hasText: /^Move 2 of 2 went wrong/ }).waitFor();
  assert.equal(await cell(page, r2, c2).textContent(), '', 'the board before the move');
  await button(page, 'Keep playing').click();
  assert.equal(await statusText(page), 'Your board again.');
  assert.equal(await cell(page, r2, c2).textContent(), wrongDigit(r2, c2, 1));
  assert.equal(await button(page, 'Keep playing').count(), 0);
});
