// Hints, Explain solution and the difficulty rating, as a person uses them: Hint shows where to
// look, then the technique, then applies the step; Explain solution lists the whole path and shows
// the board at any step; the rating names the level and the technique that decided it.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useApp } from './fixture.mjs';
import { board, button, cell, readBoard, statusText } from './contract.mjs';
import { EASY, EASY_SOLVED, INKALA, MANY, POINTING } from './puzzles.mjs';

const app = useApp();

const rating = (page) => page.getByRole('region', { name: 'Difficulty' });
const path = (page) => page.getByRole('region', { name: 'Solution path' });
const marked = (page, words) => board(page).getByRole('gridcell', { name: new RegExp(`hint: ${words}`) });
const digits = (line) => line.replaceAll('.', '').length;

/** The candidates shown in the cell at 1-based row and column (its pencil marks, each drawn by
 * the stylesheet from its `data-d`: the cell's text is its digit alone). */
const marksOf = (page, row, col) =>
  board(page).getByRole('gridcell').nth((row - 1) * 9 + col - 1)
    .evaluate((cell) => [...cell.querySelectorAll('.marks [data-d]')].map((mark) => mark.dataset.d).join(''));

/** Presses Hint and waits until the status has changed to what `expected` matches. */
async function hint(page, expected) {
  await button(page, 'Hint').click();
  await page.getByRole('status').filter({ hasText: expected }).waitFor();
  return statusText(page);
}

test('Hint shows where to look, then the technique and its cells, then applies it', async () => {
  const opened = Date.now();
  const page = await app.open({ hash: `#p=${EASY}` });
  await rating(page).filter({ hasText: /Difficulty: Easy \(SE 1\.2\)\. Hardest step: Hidden single; 51 steps\./ }).waitFor();
  const rated = Date.now() - opened;

  // First press: where to look, and nothing more (no technique, no digit). Timed in the page,
  // from the click to the words in the status (a figure, not a gate).
  const took = await page.evaluate(() => new Promise((resolve) => {
    const status = document.querySelector('[role=status]');
    const observer = new MutationObserver(() => {
      if (status.textContent.startsWith('Hint: Look')) {
        observer.disconnect();
        resolve(performance.now() - start);
      }
    });
    observer.observe(status, { childList: true, subtree: true, characterData: true });
    const start = performance.now();
    [...document.querySelectorAll('button')].find((b) => b.textContent === 'Hint').click();
  }));
  const look = await statusText(page);
  console.log(`rating shown ${rated} ms after navigation starts (through Playwright); first hint ${took.toFixed(1)} ms after the click (in the page)`);
  assert.match(look, /^Hint: Look at (Row \d, Column \d|(row|column|box) \d)[^.]*\. Press Hint again to see the technique\.$/);
  assert.ok((await marked(page, 'look here').count()) >= 1);
  assert.equal(await readBoard(page), EASY);

  // Second: the technique, in a sentence, with its cells marked.
  const step = await hint(page, /^Hint: (?!Look)/);
  assert.match(step, /^Hint: (Full house|Naked single|Hidden single): .+ Press Hint again to apply it\.$/);
  assert.ok((await marked(page, 'because').count()) >= 1);
  assert.ok((await marked(page, 'changes').count()) >= 1);
  assert.equal(await readBoard(page), EASY);

  // Third: applied. The digit is the solution's, entered as the person's own, and one Undo away.
  const applied = await hint(page, /^Applied: /);
  assert.equal(applied, 'Applied: ' + step.slice('Hint: '.length, -' Press Hint again to apply it.'.length));
  const after = await readBoard(page);
  assert.equal(digits(after), digits(EASY) + 1);
  const at = [...after].findIndex((ch, i) => ch !== EASY[i]);
  assert.equal(after[at], EASY_SOLVED[at]);
  assert.match(await cell(page, Math.floor(at / 9) + 1, (at % 9) + 1).getAttribute('aria-label'), /entered/);
  assert.equal(await marked(page, '').count(), 0, 'the applied hint marks nothing more');
  await button(page, 'Undo').click();
  assert.equal(await readBoard(page), EASY);

  // Hints walk the person's board: ten more applied hints, each a correct digit.
  for (let i = 0; i < 10; i++) {
    await hint(page, /^Hint: Look at /);
    await hint(page, /^Hint: (?!Look)/);
    await hint(page, /^Applied: /);
  }
  const walked = await readBoard(page);
  assert.equal(digits(walked), digits(EASY) + 10);
  for (const [i, ch] of [...walked].entries()) if (ch !== '.') assert.equal(ch, EASY_SOLVED[i]);
});

test('a hint asked while a hard puzzle is rated comes at once; the rating says how far it is', async () => {
  // Inkala's rating takes about a second in a browser (SE's chains at each step): the logic
  // worker takes it in slices, so a hint is answered between two of them, long before the rating.
  const page = await app.open({ hash: `#p=${INKALA}` });
  await rating(page).filter({ hasText: /rating…/ }).waitFor();
  const seen = await page.evaluate(() => new Promise((resolve) => {
    const events = [];
    const start = performance.now();
    const note = (what) => events.push({ at: performance.now() - start, what });
    const difficulty = document.querySelector('section[aria-label=Difficulty]');
    const status = document.querySelector('[role=status]');
    new MutationObserver(() => {
      note(difficulty.textContent);
      if (/SE \d/.test(difficulty.textContent)) resolve(events);
    }).observe(difficulty, { childList: true, subtree: true, characterData: true });
    new MutationObserver(() => note(`status ${status.textContent}`))
      .observe(status, { childList: true, subtree: true, characterData: true });
    [...document.querySelectorAll('button')].find((b) => b.textContent === 'Hint').click();
  }));
  const hinted = seen.find((e) => e.what.startsWith('status Hint: Look'));
  const rated = seen.at(-1);
  console.log(`hint ${hinted?.at.toFixed(0)} ms after the click, rating ${rated.at.toFixed(0)} ms`);
  assert.ok(hinted, JSON.stringify(seen));
  assert.ok(hinted.at < rated.at, JSON.stringify(seen));
  assert.ok(seen.some((e) => /^Difficulty: rating… \d+%$/.test(e.what)), JSON.stringify(seen));
  assert.match(rated.what, /^Difficulty: Extreme \(SE \d+\.\d\)/);
});

test("a hint's eliminations are struck from the candidates, shown, and kept", async () => {
  const page = await app.open({ hash: `#p=${POINTING}` });
  const candidates = page.getByRole('checkbox', { name: 'Show candidates' });
  assert.equal(await candidates.isChecked(), false);
  assert.equal(await marksOf(page, 4, 8), '');

  await hint(page, /^Hint: Look at box 4 and row 4\./);
  assert.equal(await marked(page, 'look here').count(), 9 + 9 - 3, 'box 4 and row 4');
  await hint(page, /^Hint: Pointing: /);
  // The candidate it removes is shown struck in the cell it changes, even with candidates off.
  assert.match(await marksOf(page, 4, 8), /3/);
  assert.match(await cell(page, 4, 8).getAttribute('aria-label'), /hint: changes/);
  const applied = await hint(page, /^Applied: Pointing: /);
  assert.match(applied, /3 from Row 4, Column 8/);
  assert.equal(await readBoard(page), POINTING, 'an elimination places no digit');
  assert.equal(await candidates.isChecked(), false, 'a hint changes no setting');
  await candidates.check();
  assert.doesNotMatch(await marksOf(page, 4, 8), /3/);

  // The next hint builds on it rather than finding it again, and a reload keeps it.
  const next = await hint(page, /^Hint: Look at /);
  await page.reload();
  await board(page).waitFor();
  assert.doesNotMatch(await marksOf(page, 4, 8), /3/);
  assert.equal(await hint(page, /^Hint: Look at /), next);

  // Undo brings the candidate back.
  await button(page, 'Undo').click();
  assert.match(await marksOf(page, 4, 8), /3/);
});

test('a wrong digit is named instead of a hint', async () => {
  const page = await app.open({ hash: `#p=${EASY}` });
  await cell(page, 1, 3).click();
  await page.keyboard.press('9');
  const said = await hint(page, /^Not quite/);
  assert.equal(said, 'Not quite: Row 1, Column 3 should not be 9. Fix that first, then ask again.');
  assert.match(await cell(page, 1, 3).getAttribute('aria-label'), /hint: because/);
  // Fixed, the hint comes.
  await cell(page, 1, 3).click();
  await page.keyboard.press('4');
  await hint(page, /^Hint: Look at /);
});

test('Explain solution lists the path; a step shows the board before it, marked', async () => {
  const page = await app.open({ hash: `#p=${INKALA}` });
  // Inkala's puzzle is explained end to end, its hardest steps SE's nested forcing chains: no guess.
  const rated = rating(page).filter({ hasText: /^Difficulty: Extreme \(SE \d+\.\d\)\. Hardest step: Nested forcing chain \(\+ forcing chains\); \d+ steps\.$/ });
  await rated.waitFor();
  const count = Number((await rated.textContent()).match(/(\d+) steps/)[1]);
  const explain = button(page, 'Explain solution');
  assert.equal(await explain.getAttribute('aria-expanded'), 'false');
  await explain.click();
  assert.equal(await explain.getAttribute('aria-expanded'), 'true');
  const steps = path(page).getByRole('listitem');
  assert.equal(await steps.count(), count);
  const names = await steps.allTextContents();
  names.forEach((name, i) => assert.ok(name.startsWith(`${i + 1}. `), name));
  // Each step's rating on SE's scale beside its button.
  names.forEach((name) => assert.match(name, /SE \d+\.\d$/));
  assert.ok(names.some((name) => /Pointing|Naked pair|Hidden pair|X-Wing|chain|Wing/i.test(name)), 'more than singles');

  // Step 30: the board before it (the givens and the earlier steps' digits), its cells marked.
  const step = steps.nth(29).getByRole('button');
  await step.click();
  assert.equal(await step.getAttribute('aria-pressed'), 'true');
  // The status says it, for those who do not see the board change.
  const sentence = (await step.textContent()).replace(/^30\. /, '');
  assert.equal(await statusText(page), `The board before step 30: ${sentence}`);
  const shown = await readBoard(page);
  for (const [i, ch] of [...INKALA].entries()) if (ch !== '.') assert.equal(shown[i], ch);
  assert.ok(digits(shown) > digits(INKALA) && digits(shown) < 81);
  assert.ok((await marked(page, 'because').count()) >= 1);
  // Back to the person's board, by the button or by typing.
  await button(page, 'Back to my board').click();
  assert.equal(await readBoard(page), INKALA);
  assert.equal(await statusText(page), 'Your board again.');
  assert.equal(await step.getAttribute('aria-pressed'), 'false');
  await step.click();
  await cell(page, 1, 2).click();
  await page.keyboard.press('1');
  assert.equal(await readBoard(page), '81' + INKALA.slice(2));
  // The last step's board is one digit short of the solution.
  await steps.last().getByRole('button').click();
  assert.equal(digits(await readBoard(page)), 80);
});

test('Explain solution comes before the rating: the page\'s path first, SE\'s after', async () => {
  // Inkala's rating takes seconds in a browser (SE's nested chains); its path, a fraction of one.
  const page = await app.open({ hash: `#p=${INKALA}` });
  await button(page, 'Explain solution').click();
  await path(page).getByRole('listitem').first().waitFor();
  assert.match(await rating(page).textContent(), /^Difficulty: rating…( \d+%)?$/);
  const count = await path(page).getByRole('listitem').count();
  await rating(page).filter({ hasText: /Hardest step/ }).waitFor();
  assert.match(await rating(page).textContent(), new RegExp(`^Difficulty: Extreme \\(SE 10\\.7\\)\\. .*; ${count} steps\\.$`));
  assert.equal(await path(page).getByRole('listitem').count(), count);
});

test('a chain is drawn on the board: a ring on each candidate, strong links solid, weak dashed', async () => {
  // The fifth of Norvig's top 95: step 31 of its path is a 2-String Kite on 4.
  const KITE = '....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...';
  const page = await app.open({ hash: `#p=${KITE}` });
  await button(page, 'Explain solution').click();
  await path(page).getByRole('button', { name: /^31\. 2-String Kite: / }).click();
  const drawing = board(page).locator('svg.chain');
  await drawing.waitFor();
  assert.equal(await drawing.getAttribute('aria-hidden'), 'true', 'the sentence says it; the drawing is for the eye');
  assert.deepEqual(await drawing.locator('line').evaluateAll((lines) => lines.map((l) => l.getAttribute('class'))),
    ['strong', 'weak', 'strong']);
  assert.equal(await drawing.locator('circle').count(), 4);
  // Strong links are solid, weak ones dashed: told apart by shape, not colour alone.
  const dashes = await drawing.locator('line').evaluateAll((lines) => lines.map((l) => getComputedStyle(l).strokeDasharray));
  assert.equal(dashes[0], 'none');
  assert.notEqual(dashes[1], 'none');
  // The rings sit on the candidate 4 of r9c1, r9c5, r8c4 and r6c4 (100 units a cell; 4 is the
  // first of the marks' middle row).
  const rings = await drawing.locator('circle').evaluateAll((circles) =>
    circles.map((c) => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))]));
  assert.deepEqual(rings, [[17, 850], [417, 850], [317, 750], [317, 550]]);
  // Back to the person's board: no drawing.
  await button(page, 'Back to my board').click();
  assert.equal(await drawing.count(), 0);
});

test('a grouped chain is drawn with its group joined: two 6s of column 4 in box 5 taken as one node', async () => {
  // The 20th of Norvig's top 95 (of its first 40, the one with the earliest grouped chain):
  // step 13 is r3c4 = (r4c4 or r5c4) - r6c6 = r6c3 on 6.
  const GROUPED = '..84...3....3.....9....157479...8........7..514.....2...9.6...2.5....4......9..56';
  const page = await app.open({ hash: `#p=${GROUPED}` });
  await button(page, 'Explain solution').click();
  const step = path(page).getByRole('button', { name: /^13\. Grouped alternating inference chain: / });
  assert.match(await step.textContent(), /Row 3, Column 4 is 6 or Row 6, Column 3 is 6; so: 6 from Row 3, Column 3\./);
  await step.click();
  const drawing = board(page).locator('svg.chain');
  await drawing.waitFor();
  assert.deepEqual(await drawing.locator('line').evaluateAll((lines) => lines.map((l) => l.getAttribute('class'))),
    ['group', 'strong', 'weak', 'strong']);
  // The band joins the 6s of r4c4 and r5c4; a ring on each of the five candidates.
  const band = await drawing.locator('line.group').evaluate((l) =>
    ['x1', 'y1', 'x2', 'y2'].map((a) => Number(l.getAttribute(a))));
  assert.deepEqual(band, [383, 350, 383, 450]);
  assert.equal(await drawing.locator('circle').count(), 5);
});

test('a loop is drawn closed: its last weak link returns to its first candidate', async () => {
  // The same puzzle: step 27 is a continuous loop, r1c9's 1 = r1c9's 9 - ... - r4c9's 1 - r1c9's 1.
  const GROUPED = '..84...3....3.....9....157479...8........7..514.....2...9.6...2.5....4......9..56';
  const page = await app.open({ hash: `#p=${GROUPED}` });
  await button(page, 'Explain solution').click();
  const step = path(page).getByRole('button', { name: /^27\. Continuous loop: / });
  assert.match(await step.textContent(), /so: 5 from Row 2, Column 6; 1 from Row 2, Column 9\./);
  await step.click();
  assert.equal(await statusText(page), 'The board before step 27: Continuous loop: the loop closes on itself, so each of '
    + 'its weak links (dashed) has exactly one true end; so: 5 from Row 2, Column 6; 1 from Row 2, Column 9.');
  const drawing = board(page).locator('svg.chain');
  await drawing.waitFor();
  // Ten candidates, ten links: five strong and five weak in turn, the last back to the first.
  assert.deepEqual(await drawing.locator('line').evaluateAll((lines) => lines.map((l) => l.getAttribute('class'))),
    Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? 'strong' : 'weak')));
  const rings = await drawing.locator('circle').evaluateAll((circles) =>
    circles.map((c) => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))]));
  assert.equal(rings.length, 11);
  assert.deepEqual(rings[10], rings[0]);
  // r1c9's 1: the first of the marks' top row in the last column.
  assert.deepEqual(rings[0], [817, 17]);
});

test('no hint and no rating without exactly one solution; the engine loads only for a puzzle', async () => {
  const page = await app.open();
  assert.equal(await rating(page).textContent(), 'Difficulty: no puzzle yet.');
  assert.equal(await hint(page, /^No hint yet/), 'No hint yet: type a puzzle or pick an example first.');
  // The service worker may fetch the engine's files to keep for offline use; the page does not
  // start it.
  const logicWorkers = () => page.workers().filter((worker) => /logic-/.test(worker.url()));
  assert.equal(logicWorkers().length, 0, 'an empty board starts no logic worker');

  await page.getByRole('textbox', { name: 'Puzzle text' }).fill(MANY);
  await button(page, 'Load').click();
  await rating(page).filter({ hasText: 'not rated: this puzzle has more than one solution.' }).waitFor();
  assert.equal(await hint(page, /^No hint:/), 'No hint: this puzzle has more than one solution.');
  assert.equal(logicWorkers().length, 1, 'a puzzle starts the logic worker');
  await button(page, 'Explain solution').click();
  assert.equal(await path(page).getByRole('listitem').count(), 0);
  assert.match(await path(page).textContent(), /not rated: this puzzle has more than one solution/);
});

test('hints, the rating and the path in Chinese', async () => {
  const page = await app.open({ contextOptions: { locale: 'zh-CN' }, hash: `#p=${EASY}` });
  await page.getByRole('region', { name: '难度' }).filter({ hasText: '难度：简单（SE 1.2）。最难的一步：隐性唯一数；共 51 步。' }).waitFor();
  await page.getByRole('button', { name: '提示', exact: true }).click();
  await page.getByRole('status').filter({ hasText: /^提示：请看/ }).waitFor();
  await page.getByRole('button', { name: '提示', exact: true }).click();
  await page.getByRole('status').filter({ hasText: /^提示：唯一候选数：第\d行，第\d列只能填 \d。再按一次“提示”应用这一步。$/ }).waitFor();
  await page.getByRole('button', { name: '讲解解法' }).click();
  const first = page.getByRole('region', { name: '解题步骤' }).getByRole('listitem').first();
  assert.match(await first.textContent(), /^1\. (唯一候选数|唯余数|隐性唯一数)：/);
});
