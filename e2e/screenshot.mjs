// Writes docs/screenshot.png: the built app with Inkala's puzzle solved, as the README shows it.
// Run with `make screenshot` (after `make build`).
import { fileURLToPath } from 'node:url';

import { launch } from './browser.mjs';
import { board, button, solve } from './contract.mjs';
import { serve } from './server.mjs';

const INKALA = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
const out = fileURLToPath(new URL('../docs/screenshot.png', import.meta.url));

const server = await serve(fileURLToPath(new URL('../dist/', import.meta.url)), '/');
const browser = await launch();
try {
  const page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
  await page.goto(`${server.url}#p=${INKALA}`);
  await board(page).waitFor();
  await solve(page);
  await page.screenshot({ path: out });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
  await server.close();
}
