// Look, language, access: both themes, both languages, axe-core in each combination, visible
// focus, and a print stylesheet that gives the board alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { seriousViolations } from './axe.mjs';
import { useApp } from './fixture.mjs';
import { button, cell, readBoard, statusText } from './contract.mjs';
import { INKALA, POINTING } from './puzzles.mjs';

const app = useApp();

/** The relative luminance of a CSS `rgb(...)` colour. */
function luminance(rgb) {
  const [r, g, b] = rgb.match(/[\d.]+/g).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const pageBackground = (page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor === 'rgba(0, 0, 0, 0)'
  ? getComputedStyle(document.documentElement).backgroundColor
  : getComputedStyle(document.body).backgroundColor);

test('axe finds no serious or critical violation, in both themes and both languages', async () => {
  for (const colorScheme of ['light', 'dark']) {
    for (const locale of ['en-US', 'zh-CN']) {
      const page = await app.open({ contextOptions: { colorScheme, locale }, hash: `#p=${INKALA}` });
      // An entry of the person's own, so its colour is checked too.
      await page.getByRole('grid').getByRole('gridcell').nth(1).click();
      await page.keyboard.press('1');
      await page.getByRole('button', { name: locale === 'zh-CN' ? '求解' : 'Solve', exact: true }).click();
      await page.getByRole('gridcell', { name: /solved|解出/ }).first().waitFor();
      // A busy page: givens, an entry, solver digits, both settings on, the live check and a
      // comparison open.
      await page.getByRole('checkbox').first().check();
      await page.getByRole('checkbox').nth(1).check();
      await page.locator('.live-check').waitFor();
      await page.getByRole('button', { name: locale === 'zh-CN' ? '比较' : 'Compare' }).click();
      await page.getByRole('table').waitFor();
      await page.waitForFunction(() => !/^(Comparing|比较中)/.test(document.querySelector('[role=status]').textContent.trim()));
      const violations = await seriousViolations(page);
      assert.deepEqual(violations, [], `${colorScheme} ${locale}: ${JSON.stringify(violations, null, 1)}`);
    }
  }
});

test('axe finds nothing serious on a hint and an explained step either, in both themes and languages', async () => {
  // A puzzle whose first step removes a candidate: the marks show struck and kept digits.
  for (const colorScheme of ['light', 'dark']) {
    for (const locale of ['en-US', 'zh-CN']) {
      const zh = locale === 'zh-CN';
      const page = await app.open({ contextOptions: { colorScheme, locale }, hash: `#p=${POINTING}` });
      const hint = page.getByRole('button', { name: zh ? '提示' : 'Hint', exact: true });
      await hint.click();
      await page.getByRole('status').filter({ hasText: zh ? /^提示：请看/ : /^Hint: Look/ }).waitFor();
      let violations = await seriousViolations(page);
      assert.deepEqual(violations, [], `hint, ${colorScheme} ${locale}: ${JSON.stringify(violations, null, 1)}`);
      await hint.click();
      await page.getByRole('button', { name: zh ? '讲解解法' : 'Explain solution' }).click();
      await page.getByRole('region', { name: zh ? '解题步骤' : 'Solution path' }).getByRole('button').nth(1).click();
      violations = await seriousViolations(page);
      assert.deepEqual(violations, [], `explained step, ${colorScheme} ${locale}: ${JSON.stringify(violations, null, 1)}`);
    }
  }
});

test('the theme follows the system, the toggle switches it and is remembered', async () => {
  const page = await app.open({ contextOptions: { colorScheme: 'dark' } });
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.ok(luminance(await pageBackground(page)) < 0.05, 'a dark page');
  const toggle = button(page, 'Dark theme');
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  assert.ok(luminance(await pageBackground(page)) > 0.8, 'a light page');
  await page.reload();
  await page.getByRole('grid').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');

  const light = await app.open({ contextOptions: { colorScheme: 'light' } });
  assert.equal(await light.evaluate(() => document.documentElement.dataset.theme), 'light');
  assert.equal(await button(light, 'Dark theme').getAttribute('aria-pressed'), 'false');
});

test('a Chinese browser gets the page in Chinese; the switcher changes it and is remembered', async () => {
  const page = await app.open({ contextOptions: { locale: 'zh-CN' }, hash: `#p=${INKALA}` });
  const grid = page.getByRole('grid', { name: '数独棋盘' });
  await grid.waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
  assert.equal(await page.title(), '数独求解器');
  for (const name of ['求解', '清除', '撤销', '重做', '载入', '比较', '逐步演示', '深色主题', '复制链接']) {
    await page.getByRole('button', { name, exact: true }).waitFor();
  }
  await page.getByRole('textbox', { name: '题目文本' }).waitFor();
  await page.getByRole('gridcell', { name: '第1行，第1列，题目数字 8' }).waitFor();
  await page.getByRole('button', { name: '求解', exact: true }).click();
  await page.getByRole('status').filter({ hasText: '已解出' }).waitFor();
  await page.getByRole('gridcell', { name: '第1行，第2列，解出 1' }).waitFor();
  // No English word of the interface is left, visible or in a name.
  const english = ['Solve', 'Clear', 'Undo', 'Redo', 'Load', 'Examples', 'Algorithm', 'Compare', 'Step',
    'Copy', 'Dark theme', 'candidates', 'Live check', 'left', 'Type or paste', 'Row ', 'Column', 'given', 'solved', 'board'];
  const texts = await page.evaluate(() => [
    document.body.innerText,
    ...[...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')),
    ...[...document.querySelectorAll('[placeholder]')].map((e) => e.getAttribute('placeholder')),
  ].join('\n'));
  for (const word of english) assert.ok(!texts.includes(word), `"${word}" in the Chinese page`);
  // Pasted text that is not a puzzle is explained in Chinese too.
  await page.getByRole('textbox', { name: '题目文本' }).fill('123');
  await page.getByRole('button', { name: '载入', exact: true }).click();
  assert.match(await statusText(page), /找到 3 个格子，应为 81 个/);

  await page.getByRole('combobox', { name: '语言' }).selectOption('en');
  await page.getByRole('grid', { name: 'Sudoku board' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  await page.reload();
  await page.getByRole('grid', { name: 'Sudoku board' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  // The language changed nothing else: the solved board is still there.
  assert.match(await readBoard(page), /^812753649[1-9]{72}$/);
});

test('focus is always visible: cells, buttons, menus and checkboxes get a ring', async () => {
  const page = await app.open();
  const ring = (locator) => locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  });
  await cell(page, 1, 1).focus();
  assert.ok(await ring(cell(page, 1, 1)), 'cell');
  // Keyboard focus, as :focus-visible needs.
  for (const target of [button(page, 'Solve'), page.getByRole('combobox', { name: 'Examples' }), page.getByRole('checkbox', { name: 'Live check' })]) {
    await target.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    assert.ok(await ring(target), await target.evaluate((e) => e.outerHTML.slice(0, 80)));
  }
});

test('printing gives the board alone, large, dark on white', async () => {
  const page = await app.open({ contextOptions: { colorScheme: 'dark' }, hash: `#p=${INKALA}` });
  await page.emulateMedia({ media: 'print' });
  assert.ok(await page.getByRole('grid').isVisible());
  // Hidden things have no role for getByRole, so they are found by text and checked hidden.
  for (const text of ['Solve', 'Sudoku solver', 'Erase', 'Loaded the puzzle from the link']) {
    const shown = await page.getByText(text, { exact: false }).evaluateAll((elements) =>
      elements.filter((e) => e.checkVisibility()).map((e) => e.outerHTML.slice(0, 60)));
    assert.deepEqual(shown, [], `"${text}" printed`);
  }
  const box = await page.getByRole('grid').boundingBox();
  assert.ok(box.width > 550, `board ${box.width}px wide in print`);
  const ink = await cell(page, 1, 1).evaluate((e) => getComputedStyle(e).color);
  const paper = await page.getByRole('grid').evaluate((e) => getComputedStyle(e).backgroundColor);
  assert.ok(luminance(ink) < 0.05 && luminance(paper) > 0.95, `${ink} on ${paper}`);
});
