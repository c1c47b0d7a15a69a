// Writes the README's screenshots from the built app: docs/screenshot.png (light theme, Inkala's
// puzzle solved), docs/screenshot-dark.png (dark theme, candidates shown, live check on),
// docs/screenshot-phone.png (a 360 px phone, in Chinese). Run with `make screenshot` (after
// `make build`).
import { fileURLToPath } from 'node:url';

import { launch } from './browser.mjs';
import { board, cell, solve } from './contract.mjs';
import { serve } from './server.mjs';

const INKALA = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
const docs = (name) => fileURLToPath(new URL(`../docs/${name}`, import.meta.url));

const server = await serve(fileURLToPath(new URL('../dist/', import.meta.url)), '/');
const browser = await launch();
try {
  const light = await browser.newPage({ viewport: { width: 1000, height: 760 }, colorScheme: 'light' });
  await light.goto(`${server.url}#p=${INKALA}`);
  await board(light).waitFor();
  await solve(light);
  await light.screenshot({ path: docs('screenshot.png') });

  const dark = await browser.newPage({ viewport: { width: 1000, height: 760 }, colorScheme: 'dark' });
  await dark.goto(`${server.url}#p=${INKALA}`);
  await board(dark).waitFor();
  await dark.getByRole('checkbox', { name: 'Show candidates' }).check();
  await dark.getByRole('checkbox', { name: 'Live check' }).check();
  await cell(dark, 1, 2).click();
  await dark.getByText('Live check: exactly one solution.').waitFor();
  await dark.screenshot({ path: docs('screenshot-dark.png') });

  const phone = await browser.newPage({
    viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN',
  });
  await phone.goto(`${server.url}#p=${INKALA}`);
  await phone.getByRole('grid', { name: '数独棋盘' }).waitFor();
  await phone.screenshot({ path: docs('screenshot-phone.png') });
  console.log(`wrote ${['screenshot.png', 'screenshot-dark.png', 'screenshot-phone.png'].map(docs).join(', ')}`);
} finally {
  await browser.close();
  await server.close();
}
