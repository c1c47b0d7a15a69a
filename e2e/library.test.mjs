// The technique library, through the contract: every technique of the engine listed in its
// order with its sentences, an example loaded onto the board with the board before its step
// shown and the step drawn, and Practice's new puzzle whose hardest step is the technique; in
// both languages, on a desktop and a 390x844 touch phone.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useApp } from './fixture.mjs';
import { seriousViolations } from './axe.mjs';
import { button } from './contract.mjs';

const app = useApp();

/** The example's step (shown as step N, from 1) of a few techniques: `LESSONS` in
 * words/src/library.rs, which its tests check against the engine. */
const SHOWN = { 'X-Wing': 2, Skyscraper: 4, 'Hidden single': 1 };

for (const [device, options] of [
  ['a desktop', {}],
  ['a 390x844 touch phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
]) {
  test(`the technique library on ${device}: every technique, an example loaded and its step drawn, both languages`, async () => {
    const touch = device !== 'a desktop';
    const page = await app.open({ contextOptions: options });
    const press = (locator) => (touch ? locator.tap() : locator.click());
    const open = button(page, 'Techniques');
    assert.equal(await open.getAttribute('aria-expanded'), 'false');
    await press(open);
    const library = page.getByRole('region', { name: 'Techniques' });
    await library.waitFor();
    assert.equal(await open.getAttribute('aria-expanded'), 'true');
    const names = await library.getByRole('heading').allTextContents();
    assert.equal(names.length, 53, 'every technique but the labelled guess');
    assert.deepEqual(names.slice(0, 4), ['Full house', 'Naked single', 'Hidden single', 'Pointing']);
    assert.equal(names.at(-1), 'Nested forcing net (contradiction)');
    assert.equal(await library.getByRole('listitem').count(), 53);
    assert.equal(await library.getByRole('button', { name: /^Example: / }).count(), 53);
    assert.match(await library.getByRole('listitem').filter({ hasText: 'X-Wing' }).first().textContent(), /exactly two places/);
    assert.deepEqual(await seriousViolations(page), [], 'axe, with the library open');

    for (const [name, step] of Object.entries(SHOWN)) {
      await press(library.getByRole('button', { name: `Example: ${name}`, exact: true }));
      await page.getByRole('status').filter({ hasText: new RegExp(`^The board before step ${step}: ${name}`) }).waitFor();
      assert.equal(await button(page, 'Explain solution').getAttribute('aria-expanded'), 'true');
      const marked = await page.getByRole('grid').getByRole('gridcell', { name: /, hint: / }).count();
      assert.ok(marked > 0, `${name}: the step drawn`);
    }
    assert.deepEqual(await seriousViolations(page), [], 'axe, with a step shown');

    // Practice: a new puzzle whose hardest step, in the page's order, is the technique chosen.
    assert.equal(await library.getByRole('button', { name: /^Practice: / }).count(), 43, 'the techniques found within seconds');
    assert.equal(await library.getByRole('button', { name: 'Practice: Jellyfish', exact: true }).count(), 0);
    await press(library.getByRole('button', { name: 'Practice: X-Wing', exact: true }));
    await page.getByRole('status').filter({ hasText: /^A practice puzzle whose hardest step is X-Wing: \d+ givens\.$/ }).waitFor({ timeout: 30_000 });
    const path = page.getByRole('region', { name: 'Solution path' }).getByRole('listitem');
    await path.first().waitFor();
    const steps = (await path.getByRole('button').allTextContents()).map((text) => text.replace(/^\d+\. /, ''));
    const order = steps.map((text) => names.findIndex((name) => text.startsWith(`${name}:`)));
    assert.ok(order.every((at) => at >= 0), `every step names a technique: ${steps.find((_, i) => order[i] < 0)}`);
    assert.equal(Math.max(...order), names.indexOf('X-Wing'), 'its hardest step is the X-Wing');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
    const zh = page.getByRole('region', { name: '技巧' });
    assert.equal(await zh.getByRole('heading').first().textContent(), '唯余数');
    await press(zh.getByRole('button', { name: '例子：X 翼', exact: true }));
    await page.getByRole('status').filter({ hasText: /^第 2 步之前的棋盘：X 翼：/ }).waitFor();
    assert.deepEqual(await seriousViolations(page), [], 'axe, in Chinese');
    await press(page.getByRole('button', { name: '技巧', exact: true }));
    assert.equal(await zh.count(), 0, 'closed again');
  });
}
