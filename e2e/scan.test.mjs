// Scan photo, through the contract: a newspaper photo chosen in the file chooser is read in the
// page's scan worker into the Scanned puzzle region (so is one dropped on the board or pasted onto
// it); a cell can be corrected there; nothing on the board changes before Use this puzzle; Use loads it and Undo brings the board back; Discard drops it; a file that is not an
// image and an image with no grid are said, the board unchanged; axe finds nothing serious on the
// region in either language.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { fetched, useApp } from './fixture.mjs';
import { seriousViolations } from './axe.mjs';
import { button, readBoard, statusText } from './contract.mjs';

const app = useApp();

const PHOTOS = process.env.SUDOKU_PHOTOS ?? new URL('../../shared/sudoku-photos/', import.meta.url).pathname;
/** A photo's truth: its .dat's nine rows of givens, as a puzzle line. */
const truth = (name) =>
  readFileSync(`${PHOTOS}/${name}.dat`, 'utf8').split('\n').slice(2, 11)
    .map((row) => row.trim().split(/\s+/).map((d) => (d === '0' ? '.' : d)).join('')).join('');

const region = (page, name = 'Scanned puzzle') => page.getByRole('region', { name });

/** Chooses `file` (a path, or { name, mimeType, buffer }) through Scan photo's file chooser. */
async function scan(page, file, name = 'Scan photo') {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button(page, name).click()]);
  assert.equal(chooser.isMultiple(), false);
  await chooser.setFiles(file);
}

/** The Scanned puzzle region's 81 cells as a line. */
const scanned = (page) =>
  region(page).locator('td input').evaluateAll((cells) => cells.map((c) => c.value || '.').join(''));

/** A plain white image, as a BMP any browser decodes: no grid in it. */
function blank(width, height) {
  const row = Math.ceil((width * 3) / 4) * 4;
  const buffer = Buffer.alloc(54 + row * height, 0xff);
  buffer.write('BM', 0);
  buffer.writeUInt32LE(buffer.length, 2);
  buffer.writeUInt32LE(54, 10);
  buffer.writeUInt32LE(40, 14);
  buffer.writeInt32LE(width, 18);
  buffer.writeInt32LE(height, 22);
  buffer.writeUInt16LE(1, 26);
  buffer.writeUInt16LE(24, 28);
  buffer.writeUInt32LE(0, 30);
  return buffer;
}

test('a newspaper photo is read into the Scanned puzzle region, then used, undone or discarded', async () => {
  const page = await app.open();
  // The scan worker's link (scanner-*) comes with the scan worker, on the first photo: once.
  const scanner = () => fetched(page, /\/scanner-[0-9a-f]{16}\.wasm$/);
  assert.equal(await scanner(), 0, 'no scanner code before a photo');
  const empty = await readBoard(page);
  await scan(page, `${PHOTOS}/image1.jpg`);
  await region(page).waitFor();
  assert.equal(await scanned(page), truth('image1'));
  assert.equal(await scanner(), 1);
  assert.match(await statusText(page), /^Read the photo: 26 givens\. .*Use this puzzle\.$/);
  // The photo's grid, straightened, beside the digits: an image the worker made on the device.
  const straightened = region(page).getByRole('img', { name: 'The grid in your photo, straightened' });
  await page.waitForFunction(() => document.querySelector('.scan-straightened')?.complete);
  assert.match(await straightened.getAttribute('src'), /^blob:/);
  assert.equal(await straightened.evaluate((img) => img.naturalWidth), 288);
  assert.equal(await readBoard(page), empty, 'nothing on the board changes before Use');
  // Use this puzzle: the board takes the givens; Undo brings back the board before.
  await button(page, 'Use this puzzle').click();
  assert.equal(await readBoard(page), truth('image1'));
  assert.equal(await statusText(page), 'Loaded the scanned puzzle: 26 givens.');
  assert.equal(await region(page).count(), 0);
  await button(page, 'Undo').click();
  assert.equal(await readBoard(page), empty);
  // Another photo, discarded: the board stays as it was.
  await scan(page, `${PHOTOS}/image2.jpg`);
  await region(page).waitFor();
  assert.equal(await scanned(page), truth('image2'));
  await button(page, 'Discard').click();
  assert.equal(await region(page).count(), 0);
  assert.equal(await statusText(page), 'The scanned puzzle was discarded; the board is as it was.');
  assert.equal(await readBoard(page), empty);
});

/** A DataTransfer in the page holding the photo `name` of the folder, as a dropped or pasted file. */
async function transfer(page, name) {
  const base64 = readFileSync(`${PHOTOS}/${name}`).toString('base64');
  return page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], 'photo.jpg', { type: 'image/jpeg' }));
    return data;
  }, base64);
}

test('a new photo chosen while one is read replaces it, and one scan worker reads both', async () => {
  // Every worker the page constructs, even one dropped at once.
  const context = await app.browser.newContext();
  await context.addInitScript(() => {
    const Made = window.Worker;
    window.madeWorkers = [];
    window.Worker = class extends Made {
      constructor(url, options) {
        super(url, options);
        window.madeWorkers.push(new URL(url, location.href).pathname.split('/').pop());
      }
    };
  });
  const page = await app.open({ context });
  // Both chosen before the scanner's module (the page's end of the worker) is in: held back.
  await page.route(/\/scanner-[0-9a-f]{16}\.wasm$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  const input = page.locator('input[type=file]');
  await input.setInputFiles(`${PHOTOS}/image1.jpg`);
  await input.setInputFiles(`${PHOTOS}/image2.jpg`);
  // The first photo's answer comes after the second was asked for: it is not shown.
  await region(page).waitFor();
  assert.equal(await scanned(page), truth('image2'));
  assert.match(await statusText(page), /^Read the photo: 30 givens\./);
  const workers = await page.evaluate(() => window.madeWorkers);
  assert.equal(workers.filter((name) => name.startsWith('scan')).length, 1, workers.join(' '));
});

test('a cell of the Scanned puzzle region can be corrected before Use', async () => {
  const page = await app.open();
  await scan(page, `${PHOTOS}/image1.jpg`);
  await region(page).waitFor();
  // Row 1, Column 1 is empty in the photo; the person makes it a 2, then tries a letter (ignored).
  const first = region(page).getByRole('textbox', { name: 'Row 1, Column 1, empty' });
  await first.click();
  await page.keyboard.type('2');
  const fixed = region(page).getByRole('textbox', { name: 'Row 1, Column 1, 2, corrected' });
  assert.equal(await fixed.inputValue(), '2');
  await fixed.click();
  await page.keyboard.type('x');
  assert.equal(await fixed.inputValue(), '2', 'a letter changes nothing');
  assert.equal((await scanned(page)).slice(0, 9), '2..7...8.');
  await button(page, 'Use this puzzle').click();
  assert.equal((await readBoard(page)).slice(0, 9), '2..7...8.');
});

test('an image dropped on the board, or pasted onto it, is scanned too', async () => {
  const page = await app.open();
  const dataTransfer = await transfer(page, 'image1.jpg');
  await page.dispatchEvent('[role=grid]', 'drop', { dataTransfer });
  await region(page).waitFor();
  assert.equal(await scanned(page), truth('image1'));
  await button(page, 'Discard').click();
  // Pasted while a cell has the focus (a screenshot copied from another app).
  await page.getByRole('grid').getByRole('gridcell').first().click();
  const pasted = await transfer(page, 'image2.jpg');
  await page.evaluate((clipboardData) => {
    document.activeElement.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, pasted);
  await region(page).waitFor();
  assert.equal(await scanned(page), truth('image2'));
  assert.equal(await readBoard(page), '.'.repeat(81), 'the board is unchanged until Use');
});

test('a file that is not an image, and an image without a grid, are said and change nothing', async () => {
  const page = await app.open({ hash: '#p=' + truth('image1') });
  const before = await readBoard(page);
  await scan(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await page.getByRole('status').filter({ hasText: 'That file is not an image this browser can read. The board is unchanged.' }).waitFor();
  await scan(page, { name: 'blank.bmp', mimeType: 'image/bmp', buffer: blank(320, 240) });
  await page.getByRole('status').filter({ hasText: /^No Sudoku grid was found in the photo/ }).waitFor();
  await scan(page, { name: 'tiny.bmp', mimeType: 'image/bmp', buffer: blank(40, 30) });
  await page.getByRole('status').filter({ hasText: 'The photo is too small to read (30 pixels across). The board is unchanged.' }).waitFor();
  assert.equal(await region(page).count(), 0);
  assert.equal(await readBoard(page), before);
});

test('the Scanned puzzle region names its unsure cells and passes axe in both languages', async () => {
  for (const locale of ['en-US', 'zh-CN']) {
    const zh = locale === 'zh-CN';
    const page = await app.open({ contextOptions: { locale } });
    await scan(page, `${PHOTOS}/image87.jpg`, zh ? '扫描照片' : 'Scan photo');
    const shown = region(page, zh ? '扫描的题目' : 'Scanned puzzle');
    await shown.waitFor();
    // A photo of a bent page: its top row's digits, cut by the photo's edge, are read with
    // little certainty, marked and named so.
    const names = await shown.locator('td.unsure input').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
    const expected = zh ? /^第1行，第1列，.+，不确定$/ : /^Row 1, Column 1, .+, unsure$/;
    assert.ok(names.some((name) => expected.test(name)), `${expected} in ${JSON.stringify(names)}`);
    // Cells read surely are named without it.
    const sure = await shown.locator('td:not(.unsure) input').first().getAttribute('aria-label');
    assert.doesNotMatch(sure, /unsure|不确定/);
    assert.match(await statusText(page), zh ? /个格子不确定，已标出/ : /cells are unsure, marked\./);
    const violations = await seriousViolations(page);
    assert.deepEqual(violations, [], `${locale}: ${JSON.stringify(violations, null, 1)}`);
  }
});
