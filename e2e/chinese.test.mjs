// The whole page in Chinese: every panel opened in turn (solve, compare, step through, hints, the
// solution path, the rating, settings, examples, a new puzzle, stats, a printed sheet, the
// technique library, errors, a variant puzzle), and at each stage neither
// the visible text nor any accessible name holds an English word, proper names aside.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { useApp } from './fixture.mjs';
import { paste } from './contract.mjs';
import { INKALA, POINTING } from './puzzles.mjs';

const app = useApp();

/** Latin words a Chinese page may show: proper names (software, sites, people, a licence, the
 * famous puzzles' own names: AI Escargot, Easter Monster, Norvig's hard1; SE, Sudoku Explainer,
 * whose scale rates the puzzle; Nishio, a technique's inventor), the language menu's "English"
 * (each language is named in itself), the names printed on keys, and the letters of technique
 * names (X 翼, XY 链, WXYZ 翼, 待定数组 XZ are written so in Chinese too), a file format's name (PDF,
 * which the browser's print dialog offers to save as), and the letters that stand
 * for digits in the technique library's sentences (XY 翼's pincers XZ and YZ). Any other Latin word
 * is a leak. */
const ALLOWED = new Set([
  'Rust', 'WebAssembly', 'SudokuWiki', 'HoDoKu', 'enjoysudoku', 'Gordon', 'Royle', 'Peter',
  'Norvig', 'Arto', 'Inkala', 'CC', 'BY', 'AI', 'Escargot', 'Easter', 'Monster', 'hard',
  'English',
  'Backspace', 'Delete', 'Home', 'End', 'Ctrl', 'Shift', 'Escape',
  'XY', 'XYZ', 'WXYZ', 'VWXYZ', 'XZ', 'YZ',
  'SE', 'Nishio', 'Sue', 'de', 'Coq',
  'PDF',
]);

/** A killer (ISS's format) from the shared variant files. */
const KILLER = readFileSync(new URL('../../shared/puzzles/variants/generated/killer.txt', import.meta.url), 'utf8').split('\n')[0].split('\t')[1];

/** What the person typed: the page shows it back as it is. */
const TYPED = 'not a puzzle';

/** Every visible text and every accessible name on the page, as the browser computes them. */
async function everythingSaid(page) {
  const visible = await page.evaluate(() => {
    const texts = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.trim();
      if (text && node.parentElement.checkVisibility({ visibilityProperty: true })) texts.push(text);
    }
    for (const field of document.querySelectorAll('input, textarea, [aria-valuetext], [title], [placeholder]')) {
      for (const name of ['placeholder', 'title', 'aria-valuetext']) {
        const value = field.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
  // The accessibility tree: roles are the snapshot's own keywords; the quoted parts and the text
  // after a colon are what a screen reader says.
  const tree = await page.locator('body').ariaSnapshot();
  const names = [...tree.matchAll(/"((?:[^"\\]|\\.)*)"|: (.+)$/gm)].map((m) => m[1] ?? m[2]);
  return [...visible, ...names];
}

/** The English words in what the page says at this stage, with where they were found. */
async function englishIn(page, stage) {
  const leaks = [];
  for (const text of (await everythingSaid(page)).filter((text) => text !== TYPED)) {
    // f-puzzles, a site's name, is one name of two Latin parts.
    for (const word of text.replaceAll('f-puzzles', '').match(/[A-Za-z]{2,}/g) ?? []) {
      if (!ALLOWED.has(word)) leaks.push(`${stage}: "${word}" in "${text.slice(0, 120)}"`);
    }
    // English punctuation in a Chinese sentence: a colon after Chinese is the full-width "：".
    if (/[\u4e00-\u9fff]: /.test(text)) leaks.push(`${stage}: ": " in "${text.slice(0, 120)}"`);
  }
  return leaks;
}

const status = (page) => page.getByRole('status');
const button = (page, name) => page.getByRole('button', { name, exact: true });
const statusSettles = (page, busy) =>
  page.waitForFunction((prefix) => !document.querySelector('[role=status]').textContent.trim().startsWith(prefix), busy);

test('every panel in Chinese says no English word, in its text or its accessible names', async () => {
  const page = await app.open({ contextOptions: { locale: 'zh-CN' }, hash: `#p=${INKALA}` });
  const leaks = [];
  const check = async (stage) => leaks.push(...await englishIn(page, stage));
  await status(page).filter({ hasText: /^已从链接载入题目/ }).waitFor();
  await check('loaded from a link');

  await page.getByRole('checkbox', { name: '显示候选数' }).check();
  await page.getByRole('checkbox', { name: '实时检查' }).check();
  await page.getByRole('checkbox', { name: '显示错误' }).check();
  await page.getByRole('grid').getByRole('gridcell').nth(1).click();
  await page.keyboard.press('1');
  await check('candidates, live check and an entry');

  await button(page, '求解').click();
  await status(page).filter({ hasText: /^已解出/ }).waitFor();
  await check('solved');
  await button(page, '撤销').click();

  await button(page, '比较').click();
  await page.getByRole('table').waitFor();
  await status(page).filter({ hasText: /^比较完成/ }).waitFor();
  await check('compared');

  await button(page, '逐步演示').click();
  await button(page, '下一步').click();
  await button(page, '下一步').click();
  // Both Compare and Step through are open: the sentence on what each count counts is said once.
  assert.equal(await page.getByText(/^一次尝试是在一个格子里试一个数字/).count(), 1);
  await page.getByRole('slider', { name: '速度' }).fill('6');
  await button(page, '播放').click();
  await status(page).filter({ hasText: /^逐步演示结束/ }).waitFor({ timeout: 30_000 });
  await check('stepped through');
  await button(page, '停止').click();

  // A puzzle from the examples menu, then one whose first step is a pointing pair, pasted.
  await page.getByRole('combobox', { name: '示例' }).selectOption({ index: 2 });
  await status(page).filter({ hasText: /^已载入示例/ }).waitFor();
  await check('an example');
  await paste(page.getByRole('grid'), POINTING);
  await status(page).filter({ hasText: /^已载入粘贴的题目/ }).waitFor();
  await page.getByRole('region', { name: '难度' }).filter({ hasText: /^难度：/ }).waitFor();
  await check('pasted, rated');
  await button(page, '提示').click();
  await status(page).filter({ hasText: /^提示：请看/ }).waitFor();
  await check('hint: where to look');
  await button(page, '提示').click();
  await status(page).filter({ hasText: /再按一次“提示”应用这一步。$/ }).waitFor();
  await check('hint: the step');
  await button(page, '提示').click();
  await status(page).filter({ hasText: /^已应用/ }).waitFor();

  await button(page, '讲解解法').click();
  const path = page.getByRole('region', { name: '解题步骤' });
  await path.getByRole('listitem').first().waitFor();
  await path.getByRole('button').nth(3).click();
  await status(page).filter({ hasText: /^第 \d+ 步之前的棋盘/ }).waitFor();
  await check('the solution path, a step shown');
  await button(page, '回到我的棋盘').click();

  await page.getByRole('combobox', { name: '级别' }).selectOption({ label: '专家' });
  await button(page, '新题目').click();
  await status(page).filter({ hasText: /^新的专家题目/ }).waitFor();
  await page.getByRole('region', { name: '难度' }).filter({ hasText: /^难度：专家/ }).waitFor();
  await check('a new puzzle');

  // Stats, with the games played so far (none solved by hand: the one solved was Solve's).
  await button(page, '统计').click();
  await page.getByRole('region', { name: '统计' }).getByRole('table').waitFor();
  await check('stats');

  // Print sheet: two new puzzles and their answers (the browser's print stubbed: headless
  // Chromium has no dialog).
  await page.evaluate(() => { window.print = () => {}; });
  await button(page, '打印题单').click();
  const sheet = page.getByRole('region', { name: '打印题单' });
  await sheet.getByRole('combobox', { name: '打印内容' }).selectOption({ index: 2 });
  await sheet.getByRole('checkbox', { name: '在第二页附答案' }).check();
  await button(page, '打印').click();
  await sheet.getByText(/^题单已就绪/).waitFor();
  await check('print sheet');

  // The technique library, and an example's step shown.
  await button(page, '技巧').click();
  await page.getByRole('region', { name: '技巧' }).getByRole('listitem').first().waitFor();
  await button(page, '例子：摩天楼').click();
  await status(page).filter({ hasText: /^第 \d+ 步之前的棋盘：摩天楼/ }).waitFor();
  await check('the technique library');
  await button(page, '练习：摩天楼').click();
  await status(page).filter({ hasText: /^以摩天楼为最难一步的练习题：/ }).waitFor({ timeout: 30_000 });
  await check('a practice puzzle');

  // Errors: text that is not a puzzle, and clashing digits.
  await page.getByRole('textbox', { name: '题目文本' }).fill(TYPED);
  await button(page, '载入').click();
  await status(page).filter({ hasText: /^题目文本不是题目/ }).waitFor();
  await check('unreadable text');
  await paste(page.getByRole('grid'), `33${'.'.repeat(79)}`);
  await statusSettles(page, '正在');
  await check('clashing givens');

  // A variant puzzle (a killer, in ISS's format): its rules listed, solved, a hint refused.
  await paste(page.getByRole('grid'), KILLER);
  await status(page).filter({ hasText: /^已载入变型数独题目/ }).waitFor();
  await check('a variant puzzle');
  await button(page, '求解').click();
  await status(page).filter({ hasText: /^已解出：此变型题/ }).waitFor();
  await check('a variant solved');
  await button(page, '提示').click();
  await status(page).filter({ hasText: /^对变型数独/ }).waitFor();
  await check('a hint on a variant');
  await paste(page.getByRole('grid'), '.Shape~6x6.Cage~3~R1C1~R1C2');
  await status(page).filter({ hasText: /^未载入/ }).waitFor();
  await check('a variant not loaded');
  await button(page, '绘制规则').click();
  await page.getByRole('region', { name: '绘制规则' }).waitFor();
  await check('Draw rules open');

  await button(page, '深色主题').click();
  await check('dark theme');
  assert.deepEqual(leaks, [], leaks.join('\n'));
});
