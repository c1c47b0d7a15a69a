// Colours, through the contract: Colour mode by the pad and the V key, the pad's keys named and
// drawn as their colours, several colours in a cell drawn as slices, a given coloured too, undo,
// Erase in Colour mode, a reload, names in both languages, on a desktop and a touch phone; and
// every colour keeps the text on it at 4.5:1 in both themes.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useApp } from './fixture.mjs';
import { board, button, cell, statusText } from './contract.mjs';
import { EASY } from './puzzles.mjs';

const app = useApp();

const name = (page, row, col) => cell(page, row, col).getAttribute('aria-label');
const nth = (page, row, col) => page.getByRole('grid').getByRole('gridcell').nth((row - 1) * 9 + col - 1);

for (const [device, options] of [
  ['a desktop', {}],
  ['a 390x844 touch phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
]) {
  test(`Colours on ${device}: by the pad and V, slices, a given, undo, Erase, reload, both languages`, async () => {
    const touch = device !== 'a desktop';
    const page = await app.open({ hash: `#p=${EASY}`, contextOptions: options });
    const press = (locator) => (touch ? locator.tap() : locator.click());
    const pad = page.getByRole('group', { name: 'Digit pad' });
    // r1c1 holds the given 5; r1c3 is empty.
    await press(cell(page, 1, 3));
    if (touch) await press(button(page, 'Colour'));
    else await page.keyboard.press('v');
    assert.equal(await statusText(page), 'Colour mode: a digit now toggles a colour in the cell.');
    assert.equal(await button(page, 'Colour').getAttribute('aria-pressed'), 'true');
    // The pad's digits are the colours now, named so and drawn as swatches.
    const orange = pad.getByRole('button', { name: 'Colour 7: orange', exact: true });
    const blue = pad.getByRole('button', { name: 'Colour 1: blue', exact: true });
    assert.notEqual(await orange.evaluate((b) => getComputedStyle(b).backgroundColor),
      await blue.evaluate((b) => getComputedStyle(b).backgroundColor));
    await press(orange);
    await press(blue);
    assert.equal(await name(page, 1, 3), 'Row 1, Column 3, empty, coloured blue, orange');
    const slices = cell(page, 1, 3).locator('.colours span');
    assert.equal(await slices.count(), 2, 'two colours, two slices');
    const [left, right] = await Promise.all([slices.nth(0).boundingBox(), slices.nth(1).boundingBox()]);
    assert.ok(right.x >= left.x + left.width - 1 && Math.abs(left.height - right.height) < 1, 'side by side');
    assert.equal(await cell(page, 1, 3).locator('.colours').getAttribute('aria-hidden'), 'true');
    // A given takes a colour and keeps its digit.
    await press(cell(page, 1, 1));
    await press(orange);
    assert.equal(await name(page, 1, 1), 'Row 1, Column 1, given 5, coloured orange');
    // Undo, then Erase in Colour mode takes the colours only.
    await button(page, 'Undo').click();
    assert.equal(await name(page, 1, 1), 'Row 1, Column 1, given 5');
    await press(cell(page, 1, 3));
    await press(button(page, 'Erase'));
    assert.equal(await name(page, 1, 3), 'Row 1, Column 3, empty');
    await button(page, 'Undo').click();
    // Back in Digit mode, the pad's names are the digits' again.
    await press(button(page, 'Digit'));
    assert.equal(await pad.getByRole('button', { name: /^7, / }).count(), 1);
    // Kept across a reload; said in Chinese.
    await page.reload();
    await board(page).waitFor();
    assert.equal(await name(page, 1, 3), 'Row 1, Column 3, empty, coloured blue, orange');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
    assert.equal(await nth(page, 1, 3).getAttribute('aria-label'), '第1行，第3列，空，颜色 蓝、橙');
    await press(page.getByRole('button', { name: '颜色', exact: true }));
    assert.equal(await page.getByRole('button', { name: '颜色 7：橙', exact: true }).count(), 1);
  });
}

test('every colour keeps the digits and marks on it at 4.5:1, in both themes', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const page = await app.open({ hash: `#p=${EASY}`, contextOptions: { colorScheme } });
    await button(page, 'Fill candidates').click();
    // Row 1: givens in columns 1, 2 and 5, centre marks in the rest; an entry in r1c3.
    await cell(page, 1, 3).click();
    await page.keyboard.press('4');
    await page.keyboard.press('v');
    for (let col = 1; col <= 9; col++) {
      await cell(page, 1, col).click();
      await page.keyboard.press(String(col));
    }
    const ratios = await page.getByRole('grid').getByRole('gridcell').evaluateAll((cells) => {
      const rgb = (css) => css.match(/[\d.]+/g).map(Number);
      const lum = ([r, g, b]) => {
        const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
      };
      return cells.slice(0, 9).map((cell) => {
        const text = cell.querySelector('.marks') ?? cell;
        const fill = rgb(getComputedStyle(cell.querySelector('.colours span')).backgroundColor);
        const [hi, lo] = [lum(rgb(getComputedStyle(text).color)), lum(fill)].sort((a, b) => b - a);
        return (hi + 0.05) / (lo + 0.05);
      });
    });
    ratios.forEach((ratio, i) => assert.ok(ratio >= 4.5, `${colorScheme}: colour ${i + 1} at ${ratio.toFixed(2)}:1`));
    const fills = await page.getByRole('grid').locator('.colours span').evaluateAll((spans) =>
      spans.map((span) => getComputedStyle(span).backgroundColor));
    assert.equal(new Set(fills).size, 9, `${colorScheme}: nine different colours`);
  }
});
