// Writes the README's screenshots from the built app: docs/screenshot.png (light theme, Inkala's
// puzzle solved), docs/screenshot-dark.png (dark theme, candidates shown, live check on),
// docs/screenshot-phone.png (a 390x844 phone, in Chinese), docs/screenshot-hint.png (a hint's
// second press, and Explain solution open), docs/screenshot-explain-phone.png (a phone showing
// an explained step) and docs/screenshot-step-phone.png (a 390 px phone stepping through the
// first tutorial's naive search, its code under the board) and docs/screenshot-chain.png (a
// 2-String Kite of an explained path, drawn on the board), docs/screenshot-scan-phone.png (the
// Scanned puzzle region on a phone) and docs/screenshot-camera-phone.png (Use camera's live view
// on a phone, the grid outlined), docs/screenshot-killer.png, docs/screenshot-jigsaw-phone.png and
// docs/screenshot-thermo.png (variant puzzles pasted: a killer with digits typed, a jigsaw on a
// dark phone, a thermometer puzzle). Run with `make screenshot`.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { launch } from './browser.mjs';
import { board, cell, paste, solve } from './contract.mjs';
import { serve } from './server.mjs';
import { INKALA, POINTING } from './puzzles.mjs';

const docs = (name) => fileURLToPath(new URL(`../docs/${name}`, import.meta.url));

const server = await serve(fileURLToPath(new URL('../dist/', import.meta.url)), '/');
const browser = await launch();
try {
  const light = await browser.newPage({ viewport: { width: 1000, height: 760 }, colorScheme: 'light' });
  await light.goto(`${server.url}#p=${INKALA}`);
  await light.waitForSelector('html[data-ready]', { state: 'attached' });
  await solve(light);
  await light.getByRole('region', { name: 'Difficulty' }).filter({ hasText: /Hardest step/ }).waitFor();
  await light.screenshot({ path: docs('screenshot.png') });

  const dark = await browser.newPage({ viewport: { width: 1000, height: 760 }, colorScheme: 'dark' });
  await dark.goto(`${server.url}#p=${INKALA}`);
  await dark.waitForSelector('html[data-ready]', { state: 'attached' });
  await dark.getByRole('checkbox', { name: 'Show candidates' }).check();
  await dark.getByRole('checkbox', { name: 'Live check' }).check();
  await cell(dark, 1, 2).click();
  await dark.getByText('Live check: exactly one solution.').waitFor();
  await dark.screenshot({ path: docs('screenshot-dark.png') });

  const phone = await browser.newPage({
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN',
  });
  await phone.goto(`${server.url}#p=${INKALA}`);
  await phone.waitForSelector('html[data-ready]', { state: 'attached' });
  await phone.screenshot({ path: docs('screenshot-phone.png') });
  // A puzzle whose first step removes candidates: a pointing pair in box 4.
  const hint = await browser.newPage({ viewport: { width: 1000, height: 900 }, colorScheme: 'light' });
  await hint.goto(`${server.url}#p=${POINTING}`);
  await hint.waitForSelector('html[data-ready]', { state: 'attached' });
  await hint.getByRole('button', { name: 'Explain solution' }).click();
  await hint.getByRole('region', { name: 'Solution path' }).getByRole('listitem').first().waitFor();
  await hint.getByRole('button', { name: 'Hint', exact: true }).click();
  await hint.getByRole('status').filter({ hasText: /^Hint: Look/ }).waitFor();
  await hint.getByRole('button', { name: 'Hint', exact: true }).click();
  await hint.screenshot({ path: docs('screenshot-hint.png') });

  const explained = await browser.newPage({
    viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
  });
  await explained.goto(`${server.url}#p=${POINTING}`);
  await explained.waitForSelector('html[data-ready]', { state: 'attached' });
  await explained.getByRole('button', { name: 'Explain solution' }).click();
  await explained.getByRole('region', { name: 'Solution path' }).getByRole('button').nth(3).click();
  await explained.screenshot({ path: docs('screenshot-explain-phone.png') });

  const FIRST_TUTORIAL = '8..........36......7..9.2...5...7......8457.....1...3...1....68..85...1..9....4..';
  const stepping = await browser.newPage({
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
  });
  await stepping.goto(`${server.url}#p=${FIRST_TUTORIAL}`);
  await stepping.waitForSelector('html[data-ready]', { state: 'attached' });
  await stepping.getByRole('combobox', { name: 'Algorithm' }).selectOption('Naive backtracking');
  await stepping.getByRole('button', { name: 'Step through' }).click();
  // r1c2 is chosen and takes 1; r1c3 is chosen, 1 clashes, 2 fits; r1c4 is chosen.
  for (let i = 0; i < 6; i += 1) await stepping.getByRole('button', { name: 'Next step' }).click();
  await stepping.getByRole('log', { name: 'Search steps' }).locator('p').nth(5).waitFor();
  await stepping.getByRole('list', { name: 'Pseudocode' }).evaluate((list) => list.scrollIntoView({ block: 'end' }));
  await stepping.screenshot({ path: docs('screenshot-step-phone.png') });
  // A chain drawn: step 31 of the fifth of Norvig's top 95, a 2-String Kite.
  const KITE = '....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...';
  const chain = await browser.newPage({ viewport: { width: 1000, height: 800 }, colorScheme: 'light' });
  await chain.goto(`${server.url}#p=${KITE}`);
  await chain.waitForSelector('html[data-ready]', { state: 'attached' });
  await chain.getByRole('button', { name: 'Explain solution' }).click();
  await chain.getByRole('region', { name: 'Solution path' }).getByRole('button', { name: /^31\. / }).click();
  await board(chain).locator('svg.chain').waitFor();
  await chain.evaluate(() => window.scrollTo(0, 0));
  await chain.screenshot({ path: docs('screenshot-chain.png') });
  // Scan photo: a newspaper photo (Wicht and Hennebert's dataset, CC BY 4.0) read on a phone.
  const photos = process.env.SUDOKU_PHOTOS ?? new URL('../../shared/sudoku-photos/', import.meta.url).pathname;
  const scanning = await browser.newPage({
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
  });
  await scanning.goto(server.url);
  await scanning.waitForSelector('html[data-ready]', { state: 'attached' });
  await scanning.locator('input[type=file]').setInputFiles(`${photos}/image87.jpg`);
  const region = scanning.getByRole('region', { name: 'Scanned puzzle' });
  await region.waitFor();
  await scanning.waitForFunction(() => document.querySelector('.scan-straightened')?.complete);
  await region.screenshot({ path: docs('screenshot-scan-phone.png') });

  // Variant puzzles (issue 44), each pasted as ISS's text from the shared files: a killer on a
  // desktop with a few digits typed, a jigsaw on a phone in the dark theme, a thermometer puzzle.
  const variants = new URL('../../shared/puzzles/variants/generated/', import.meta.url);
  const variant = (file) => readFileSync(new URL(file, variants), 'utf8').split('\n')[0].split('\t')[1];
  for (const [name, file, options, typed] of [
    ['screenshot-killer.png', 'killer.txt', { viewport: { width: 1000, height: 820 } }, '3518'],
    ['screenshot-jigsaw-phone.png', 'jigsaw.txt', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, colorScheme: 'dark' }, ''],
    ['screenshot-thermo.png', 'thermo-arrow.txt', { viewport: { width: 1000, height: 820 } }, ''],
  ]) {
    const page = await browser.newPage(options);
    await page.goto(server.url);
    await page.waitForSelector('html[data-ready]', { state: 'attached' });
    await paste(board(page), variant(file));
    await page.getByRole('list', { name: 'Rules of this puzzle' }).waitFor();
    for (const [at, digit] of [...typed].entries()) {
      await cell(page, 1, at + 1).click();
      await page.keyboard.press(digit);
    }
    await page.screenshot({ path: docs(name) });
  }

  // Use camera on a phone, Chromium's fake camera filming a newspaper photo (its JPEG twice, as
  // an MJPEG stream): the live view with the grid outlined, taken in the moment before the
  // capture (tried again if the capture came first).
  const folder = mkdtempSync(join(tmpdir(), 'sudoku-shot-'));
  const film = join(folder, 'grid.mjpeg');
  const jpeg = readFileSync(`${photos}/image10.jpg`);
  writeFileSync(film, Buffer.concat([jpeg, jpeg]));
  const filming = await launch(['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${film}`]);
  try {
    const context = await filming.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    await context.grantPermissions(['camera'], { origin: server.url });
    const camera = await context.newPage();
    await camera.goto(server.url);
    await camera.waitForSelector('html[data-ready]', { state: 'attached' });
    const discard = camera.getByRole('button', { name: 'Discard', exact: true });
    for (let attempt = 0; ; attempt++) {
      await camera.getByRole('button', { name: 'Use camera', exact: true }).click();
      const live = camera.getByRole('region', { name: 'Camera' });
      // The outline, or (when the capture came first and closed the view) the capture's reading.
      const outlined = await Promise.race([
        // The loser is left waiting: its failure (a timeout, the browser closed) is expected.
        live.locator('.camera-outline polygon').waitFor({ state: 'attached' }).then(() => true, () => false),
        discard.waitFor().then(() => false, () => false),
      ]);
      try {
        if (!outlined) throw new Error('captured before the outline was seen');
        await live.screenshot({ path: docs('screenshot-camera-phone.png'), timeout: 1000 });
        break;
      } catch (error) {
        if (attempt >= 4) throw error;
        await discard.waitFor();
        await discard.click();
      }
    }
  } finally {
    await filming.close();
    rmSync(folder, { recursive: true, force: true });
  }
  const names = ['screenshot.png', 'screenshot-dark.png', 'screenshot-phone.png', 'screenshot-hint.png',
    'screenshot-explain-phone.png', 'screenshot-step-phone.png', 'screenshot-chain.png', 'screenshot-scan-phone.png',
    'screenshot-camera-phone.png', 'screenshot-killer.png', 'screenshot-jigsaw-phone.png', 'screenshot-thermo.png'];
  console.log(`wrote ${names.map(docs).join(', ')}`);
} finally {
  await browser.close();
  await server.close();
}
