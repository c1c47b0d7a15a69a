// A digit's places at a glance, through the contract: with no cell selected (the board without
// the focus), a digit of the pad lights the cells that hold it and names the empty cells that can
// still take it; the status counts both; pressed again, it goes off. With a cell selected, the
// pad types as before. On a desktop and a touch phone, in both languages.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useApp } from './fixture.mjs';
import { cell, statusText } from './contract.mjs';
import { EASY } from './puzzles.mjs';

const app = useApp();

/** The names of every cell, in reading order. */
const names = (page) => page.getByRole('grid').getByRole('gridcell').evaluateAll((cells) =>
  cells.map((c) => c.getAttribute('aria-label')));

for (const [device, options] of [
  ['a desktop', {}],
  ['a 390x844 touch phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'zh-CN' }],
]) {
  test(`a digit's places lit on ${device}`, async () => {
    const touch = device !== 'a desktop';
    const page = await app.open({ hash: `#p=${EASY}`, contextOptions: options });
    const press = (locator) => (touch ? locator.tap() : locator.click());
    const five = page.getByRole('group', { name: touch ? '数字键盘' : 'Digit pad' }).getByRole('button', { name: /^5[,，]/ });
    // Nothing selected: the focus is off the board (a tap on the page's heading).
    await press(page.getByRole('heading', { level: 1 }));
    await press(five);
    const holding = EASY.split('').filter((d) => d === '5').length;
    const open = (await names(page)).filter((n) => n.endsWith(touch ? '，可填 5' : ', can take 5'));
    assert.ok(open.length > 0);
    assert.equal(await statusText(page), touch
      ? `正在显示 5：已填 ${holding} 个，还有 ${open.length} 个空格可填。`
      : `Showing 5: ${holding} placed, ${open.length} empty cells can take it.`);
    // Every cell named so is empty, in no row, column or box with a 5.
    for (const name of open) assert.match(name, touch ? /，空，/ : /, empty, /);
    assert.equal(await page.locator('[role=gridcell].lit').count(), holding);
    await press(five);
    assert.equal((await names(page)).filter((n) => /can take|可填/.test(n)).length, 0, 'off again');
    // A cell selected, the pad types into it as before.
    const empty = touch ? page.getByRole('gridcell', { name: /^第1行，第3列/ }) : cell(page, 1, 3);
    await press(empty);
    await press(five);
    assert.equal(await empty.textContent(), '5');
  });
}

test('H in a cell lights the places of its digit; in an empty cell, puts the light out', async () => {
  const page = await app.open({ hash: `#p=${EASY}` });
  // r1c1 holds the given 5; r1c3 is empty.
  await cell(page, 1, 1).click();
  await page.keyboard.press('h');
  assert.match(await statusText(page), /^Showing 5: 3 placed, \d+ empty cells can take it\.$/);
  assert.ok((await names(page)).some((n) => n.endsWith(', can take 5')));
  await cell(page, 1, 3).click();
  await page.keyboard.press('h');
  assert.equal(await statusText(page), 'No digit is shown now.');
  assert.equal((await names(page)).filter((n) => n.endsWith(', can take 5')).length, 0);
});
