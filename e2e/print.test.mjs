// Print sheet, through the contract: the board on screen with its digits, marks and colours, its
// answer on a second page, on A4; new puzzles at New puzzle's level (each with exactly one
// solution, the answers' page agreeing), on Letter; what cannot be printed said; the sheet gone
// when the panel closes. The PDF is Chromium's own print (`page.pdf`, the page's @page sizes):
// its pages counted and measured. In both languages, on a desktop and a 390x844 touch phone.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useApp } from './fixture.mjs';
import { seriousViolations } from './axe.mjs';
import { button, cell } from './contract.mjs';
import { INKALA, INKALA_SOLVED, MANY, solutions } from './puzzles.mjs';

const app = useApp();

/** A context whose `window.print` counts its calls (headless Chromium has no print dialog). */
async function printingContext(options) {
  const context = await app.browser.newContext(options);
  await context.addInitScript(() => {
    window.printed = 0;
    window.print = () => { window.printed += 1; };
  });
  return context;
}

/** The PDF's page count and the first page's size in points. */
async function pdf(page) {
  const text = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const pages = (text.match(/\/Type\s*\/Page\b/g) ?? []).length;
  const box = text.match(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/);
  return { pages, size: [Math.round(Number(box[1])), Math.round(Number(box[2]))] };
}

/** Each drawn board of the sheet's page `n` (0: the puzzles, 1: the answers) as 81 characters,
 * and how many of its digits are bold (givens). */
const boards = (page, n) => page.locator('.print-sheet .sheet-page').nth(n).locator('svg').evaluateAll((svgs) =>
  svgs.map((svg) => {
    const line = Array(81).fill('.');
    for (const text of svg.querySelectorAll('text.g, text.e')) {
      const [x, y] = [Number(text.getAttribute('x')), Number(text.getAttribute('y'))];
      line[Math.floor(y / 10) * 9 + Math.floor(x / 10)] = text.textContent;
    }
    return { line: line.join(''), bold: svg.querySelectorAll('text.g').length };
  }));

const A4 = [595, 842];
const LETTER = [612, 792];

for (const [device, options] of [
  ['a desktop', {}],
  ['a 390x844 touch phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
]) {
  const touch = device !== 'a desktop';

  test(`Print sheet on ${device}: this board with its marks and its answer, on A4`, async () => {
    const page = await app.open({ context: await printingContext(options), hash: `#p=${INKALA}` });
    const press = (locator) => (touch ? locator.tap() : locator.click());
    await page.getByRole('region', { name: 'Difficulty' }).filter({ hasText: /Hardest step/ }).waitFor();
    // A digit found, two centre marks, a corner mark and two colours.
    await press(cell(page, 1, 2));
    await page.keyboard.press('1');
    await press(cell(page, 1, 3));
    for (const key of ['Control+Digit2', 'Control+Digit9', 'Shift+Digit4']) await page.keyboard.press(key);
    await press(cell(page, 9, 9));
    for (const key of ['v', '3', '7', 'z']) await page.keyboard.press(key);
    await page.getByRole('gridcell', { name: /^Row 9, Column 9, .*coloured/ }).waitFor();

    const open = button(page, 'Print sheet');
    assert.equal(await open.getAttribute('aria-expanded'), 'false');
    await press(open);
    const panel = page.getByRole('region', { name: 'Print sheet' });
    await panel.waitFor();
    assert.equal(await open.getAttribute('aria-expanded'), 'true');
    const what = panel.getByRole('combobox', { name: 'What to print' });
    assert.equal(await what.inputValue(), '0');
    assert.equal(await what.locator('option:checked').textContent(), 'This board, with its marks');
    // Letter is the paper of an en-US browser (the tests' Chromium); A4 is chosen.
    const paper = panel.getByRole('combobox', { name: 'Paper' });
    assert.equal(await paper.inputValue(), 'letter');
    await paper.selectOption({ label: 'A4' });
    await press(panel.getByRole('checkbox', { name: 'Answers on a second page' }));
    assert.deepEqual(await seriousViolations(page), [], 'axe, with Print sheet open');
    await press(panel.getByRole('button', { name: 'Print', exact: true }));
    await panel.getByText(/^The sheet is ready/).waitFor();
    assert.equal(await page.evaluate(() => window.printed), 1);

    // On screen the sheet is not drawn; in print it is all there is, on two A4 pages.
    assert.equal(await page.locator('.print-sheet').isVisible(), false);
    assert.deepEqual(await pdf(page), { pages: 2, size: A4 });
    const [puzzle] = await boards(page, 0);
    assert.equal(puzzle.line, `81${INKALA.slice(2)}`, 'the givens and the digit found');
    assert.equal(puzzle.bold, 21);
    const sheet = page.locator('.print-sheet');
    assert.deepEqual(await sheet.locator('text.m').allTextContents(), ['29']);
    assert.deepEqual(await sheet.locator('text.c').allTextContents(), ['4']);
    assert.equal(await sheet.locator('rect.k3').count() + await sheet.locator('rect.k7').count(), 2);
    const [answer] = await boards(page, 1);
    assert.deepEqual(answer, { line: INKALA_SOLVED, bold: 21 });

    // Closing the panel takes the sheet away: printing prints the page again.
    await press(open);
    assert.equal(await panel.count(), 0);
    assert.equal(await page.locator('.print-sheet').count(), 0);
    assert.equal((await pdf(page)).pages, 1);

    // A board of several solutions prints without answers; with them, that is said, nothing is
    // printed, and the sheet before it goes (the page prints again).
    await page.getByRole('textbox', { name: 'Puzzle text' }).fill(MANY);
    await press(button(page, 'Load'));
    await page.getByRole('region', { name: 'Difficulty' }).filter({ hasText: /more than one solution/ }).waitFor();
    await press(open);
    await press(panel.getByRole('button', { name: 'Print', exact: true }));
    await panel.getByText(/^The sheet is ready/).waitFor();
    assert.equal(await page.evaluate(() => window.printed), 2);
    assert.equal((await pdf(page)).pages, 1);
    await press(panel.getByRole('checkbox', { name: 'Answers on a second page' }));
    await press(panel.getByRole('button', { name: 'Print', exact: true }));
    await panel.getByText(/^No answers to print: this board does not have one solution/).waitFor();
    assert.equal(await page.locator('.print-sheet').count(), 0);
    await press(button(page, 'Clear'));
    await press(panel.getByRole('button', { name: 'Print', exact: true }));
    await panel.getByText('The board is empty: there is no puzzle to print.').waitFor();
    assert.equal(await page.evaluate(() => window.printed), 2);
    assert.equal(await page.locator('.print-sheet').count(), 0);
  });

  test(`Print sheet on ${device}: four new puzzles at the level chosen, on Letter, in Chinese`, async () => {
    // A Chinese browser: the page in Chinese, A4 its paper until Letter is chosen.
    const page = await app.open({ context: await printingContext({ ...options, locale: 'zh-CN' }) });
    const press = (locator) => (touch ? locator.tap() : locator.click());
    await page.getByRole('combobox', { name: '级别' }).selectOption({ label: '困难' });
    await press(button(page, '打印题单'));
    const panel = page.getByRole('region', { name: '打印题单' });
    await panel.getByRole('combobox', { name: '打印内容' }).selectOption({ label: '4 道新的困难题目' });
    const paper = panel.getByRole('combobox', { name: '纸张' });
    assert.equal(await paper.inputValue(), 'a4');
    await paper.selectOption({ label: '美式信纸' });
    await press(panel.getByRole('button', { name: '打印', exact: true }));
    await panel.getByText(/^题单已就绪/).waitFor();
    assert.equal(await page.evaluate(() => window.printed), 1);
    assert.deepEqual(await pdf(page), { pages: 1, size: LETTER });
    const puzzles = await boards(page, 0);
    assert.equal(puzzles.length, 4);
    assert.deepEqual(
      await page.locator('.print-sheet figcaption').allTextContents(),
      ['1 · 困难', '2 · 困难', '3 · 困难', '4 · 困难'],
    );
    for (const { line, bold } of puzzles) {
      assert.equal(bold, [...line].filter((c) => c !== '.').length, 'a new puzzle is all givens');
      assert.equal(solutions(line).length, 1, `${line} has one solution`);
    }
    assert.equal(new Set(puzzles.map((p) => p.line)).size, 4, 'four different puzzles');
    // The answers, asked for afterwards: the same puzzles' solutions on a second page.
    await press(panel.getByRole('checkbox', { name: '在第二页附答案' }));
    assert.deepEqual(await pdf(page), { pages: 2, size: LETTER });
    const answers = await boards(page, 1);
    assert.deepEqual(answers.map((a) => a.line), puzzles.map((p) => solutions(p.line)[0]));
    // The paper changed: the same sheet, now on A4.
    await paper.selectOption({ label: 'A4' });
    assert.deepEqual(await pdf(page), { pages: 2, size: A4 });
    assert.deepEqual((await boards(page, 0)).map((p) => p.line), puzzles.map((p) => p.line));
    assert.deepEqual(await seriousViolations(page), [], 'axe, in Chinese');
    // The page never scrolls sideways for it.
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
  });
}
