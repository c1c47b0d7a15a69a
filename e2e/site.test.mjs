// The static site: works under a sub-path, loads only its own files, looks right and is readable.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { DIST, useApp, watch } from './fixture.mjs';
import { board, button, cell, readBoard, solve, statusText } from './contract.mjs';
import { serve } from './server.mjs';

const app = useApp();

test('dist/ works under a sub-path, as on GitHub Pages', async () => {
  const server = await serve(DIST, '/some/project/');
  try {
    const page = await app.open({ url: server.url, hash: '#p=' + '.'.repeat(81) });
    await solve(page);
    assert.match(await readBoard(page), /^[1-9]{81}$/);
    assert.ok(server.requests.every((path) => path.startsWith('/some/project/')), server.requests.join(' '));
    assert.ok(server.requests.some((path) => path.endsWith('.wasm')));
  } finally {
    await server.close();
  }
});

test('the page asks only for its own files, and its icon exists', async () => {
  const page = await app.open();
  const paths = app.server.requests;
  assert.ok(paths.some((p) => p.endsWith('.svg')), `icon requested: ${paths.join(' ')}`);
  // The fixture fails the test on any 4xx/5xx response or request to another origin.
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
});

/** WCAG contrast ratio of `element`'s text against the first opaque background behind it. */
async function contrast(locator) {
  return locator.evaluate((element) => {
    const rgb = (css) => css.match(/[\d.]+/g).map(Number);
    let node = element;
    let bg = null;
    while (node && !bg) {
      const c = rgb(getComputedStyle(node).backgroundColor);
      if (c.length < 4 || c[3] === 1) bg = c;
      node = node.parentElement;
    }
    bg ??= [255, 255, 255];
    const fg = rgb(getComputedStyle(element).color);
    const lum = ([r, g, b]) => {
      const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const [hi, lo] = [lum(fg), lum(bg)].sort((a, b) => b - a);
    return { ratio: (hi + 0.05) / (lo + 0.05), color: getComputedStyle(element).color };
  });
}

test('givens and solver digits look different, and both meet WCAG AA contrast', async () => {
  const page = await app.open({ hash: '#p=8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..' });
  await solve(page);
  const given = await contrast(cell(page, 1, 1));
  const solved = await contrast(cell(page, 1, 2));
  assert.notEqual(given.color, solved.color);
  assert.ok(given.ratio >= 4.5, `given contrast ${given.ratio}`);
  assert.ok(solved.ratio >= 4.5, `solved contrast ${solved.ratio}`);
  // A clashing digit too.
  await cell(page, 1, 2).click();
  await page.keyboard.press('8');
  const clash = await contrast(cell(page, 1, 2));
  assert.ok(clash.ratio >= 4.5, `clash contrast ${clash.ratio}`);
});

test('a 320 px wide phone gets the whole board without horizontal scrolling', async () => {
  const page = await app.open({ contextOptions: { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true } });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(overflow, 0);
  const box = await board(page).boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 320, JSON.stringify(box));
  await cell(page, 1, 1).tap();
  // A phone types with the pad (the cells open no system keyboard).
  await page.getByRole('group', { name: 'Digit pad' }).getByRole('button', { name: '4, 9 left' }).tap();
  assert.equal(await cell(page, 1, 1).textContent(), '4');
  const fontSize = await cell(page, 1, 1).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  assert.ok(fontSize >= 16, `cell font ${fontSize}px: a digit stays readable on the smallest phone`);
  assert.match(await statusText(page), /1 given/);
});
