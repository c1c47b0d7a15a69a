// Use camera, through the contract, with Chromium's fake camera: a newspaper photo played as the
// camera's stream is outlined in the Camera region's live view, captured once it holds still, and
// read into the Scanned puzzle region (the board unchanged until Use this puzzle); Close camera
// and a hidden page stop the stream; with no grid in view nothing is captured, and Capture says
// so; a refused or missing camera is said, the board unchanged; axe finds nothing serious on the
// region in either language.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, test } from 'node:test';

import { seriousViolations } from './axe.mjs';
import { launch } from './browser.mjs';
import { button, readBoard, statusText } from './contract.mjs';
import { DIST, fetched, watch } from './fixture.mjs';
import { serve } from './server.mjs';

const PHOTOS = process.env.SUDOKU_PHOTOS ?? new URL('../../shared/sudoku-photos/', import.meta.url).pathname;
const PHOTO = 'image10';
const truth = (name) =>
  readFileSync(`${PHOTOS}/${name}.dat`, 'utf8').split('\n').slice(2, 11)
    .map((row) => row.trim().split(/\s+/).map((d) => (d === '0' ? '.' : d)).join('')).join('');

// Three browsers: a fake camera that films the photo (Chromium plays an MJPEG file, here the
// photo's JPEG twice), the fake camera's own moving pattern (no grid), and no camera at all.
const FAKE = '--use-fake-device-for-media-stream';
const run = { server: null, filming: null, pattern: null, none: null, folder: null, pages: [] };

before(async () => {
  run.folder = mkdtempSync(join(tmpdir(), 'sudoku-camera-'));
  const film = join(run.folder, 'grid.mjpeg');
  const jpeg = readFileSync(`${PHOTOS}/${PHOTO}.jpg`);
  writeFileSync(film, Buffer.concat([jpeg, jpeg]));
  run.server = await serve(DIST, '/');
  run.filming = await launch([FAKE, `--use-file-for-fake-video-capture=${film}`]);
  run.pattern = await launch([FAKE]);
  run.none = await launch();
});

after(async () => {
  for (const browser of [run.filming, run.pattern, run.none]) await browser?.close();
  await run.server?.close();
  rmSync(run.folder, { recursive: true, force: true });
});

afterEach(() => {
  for (const problems of run.pages) assert.deepEqual(problems, [], 'console errors or bad requests');
  run.pages = [];
});

/** The app in `browser`, the camera allowed unless `allow` is false; every stream the page gets
 * is kept in `window.streams`, to see that it is stopped, and every grid outline drawn (it lasts
 * only the few looks before the capture) is counted in `window.outlines`. */
async function open(browser, { allow = true, locale = 'en-US', hash = '' } = {}) {
  const context = await browser.newContext({ locale });
  if (allow) await context.grantPermissions(['camera'], { origin: run.server.url });
  await context.addInitScript(() => {
    window.outlines = 0;
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) if (node.nodeName === 'polygon') window.outlines += 1;
      }
    }).observe(document, { childList: true, subtree: true });
    window.streams = [];
    const ask = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await ask(constraints);
      window.streams.push(stream);
      return stream;
    };
  });
  const page = await context.newPage();
  run.pages.push(watch(page, new URL(run.server.url).origin));
  await page.goto(run.server.url + hash);
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  return page;
}

const camera = (page, name = 'Camera') => page.getByRole('region', { name });
const scannedRegion = (page) => page.getByRole('region', { name: 'Scanned puzzle' });
const scanned = (page) =>
  scannedRegion(page).locator('td input').evaluateAll((cells) => cells.map((c) => c.value || '.').join(''));
/** The state of each video track the page was given: 'live' or 'ended'. */
const tracks = (page) =>
  page.evaluate(() => window.streams.flatMap((s) => s.getVideoTracks().map((t) => t.readyState)));

test('Use camera outlines the grid, captures it once it holds still, and reads it', async () => {
  const page = await open(run.filming);
  // The camera's code and the scan worker's link (scanner-*) come on the camera's first opening.
  const scanner = () => fetched(page, /\/scanner-[0-9a-f]{16}\.wasm$/);
  assert.equal(await scanner(), 0, 'no camera code before the camera opens');
  const empty = await readBoard(page);
  await button(page, 'Use camera').click();
  await camera(page).waitFor();
  const view = camera(page).getByLabel('Camera view', { exact: true });
  assert.equal(await view.evaluate((v) => v.tagName), 'VIDEO');
  await page.waitForFunction(() => document.querySelector('video')?.srcObject);
  assert.equal(await scanner(), 1);
  // Held still for a few looks (the grid outlined, the person told to hold still): captured,
  // read, and the camera closed and stopped.
  await scannedRegion(page).waitFor({ timeout: 15_000 });
  assert.ok(await page.evaluate(() => window.outlines) >= 1, 'the grid was outlined');
  assert.equal(await camera(page).count(), 0);
  assert.deepEqual(await tracks(page), ['ended']);
  assert.equal(await scanned(page), truth(PHOTO));
  assert.equal(await readBoard(page), empty, 'nothing on the board changes before Use');
  await button(page, 'Use this puzzle').click();
  assert.equal(await readBoard(page), truth(PHOTO));
});

test('Close camera, or the page hidden, stops the stream', async () => {
  // The fake camera's own pattern: no grid, so nothing is captured meanwhile.
  const page = await open(run.pattern);
  const live = camera(page).getByText(/^Point the camera/);
  await button(page, 'Use camera').click();
  await live.waitFor();
  assert.deepEqual(await tracks(page), ['live']);
  await button(page, 'Close camera').click();
  assert.equal(await camera(page).count(), 0);
  assert.deepEqual(await tracks(page), ['ended']);
  // Pressed again it opens again (a toggle, pressed while open); then the tab is switched away.
  await button(page, 'Use camera').click();
  assert.equal(await button(page, 'Use camera').getAttribute('aria-pressed'), 'true');
  await live.waitFor();
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await camera(page).waitFor({ state: 'detached' });
  assert.deepEqual(await tracks(page), ['ended', 'ended']);
  assert.equal(await scannedRegion(page).count(), 0);
});

test('with no grid in view nothing is captured, and Capture says there is no grid', async () => {
  const page = await open(run.pattern, { hash: '#p=' + truth(PHOTO) });
  const before = await readBoard(page);
  await button(page, 'Use camera').click();
  await camera(page).getByText(/^Point the camera/).waitFor();
  // A few looks go by (a look takes well under a second): nothing found, nothing captured.
  await page.waitForTimeout(1500);
  assert.equal(await page.evaluate(() => window.outlines), 0);
  assert.equal(await camera(page).count(), 1);
  await button(page, 'Capture').click();
  await page.getByRole('status').filter({ hasText: /^No Sudoku grid was found in the photo/ }).waitFor();
  assert.equal(await camera(page).count(), 0);
  assert.deepEqual(await tracks(page), ['ended']);
  assert.equal(await readBoard(page), before);
});

test('a refused camera and a missing one are said, and the board is unchanged', async () => {
  for (const [browser, said] of [
    [run.filming, "The camera is not allowed: allow it in the browser's settings for this site, or use Scan photo. The board is unchanged."],
    [run.none, 'No camera was found: use Scan photo to choose a photo instead. The board is unchanged.'],
  ]) {
    const page = await open(browser, { allow: browser === run.none, hash: '#p=' + truth(PHOTO) });
    const before = await readBoard(page);
    await button(page, 'Use camera').click();
    await page.getByRole('status').filter({ hasText: said }).waitFor();
    assert.equal(await camera(page).count(), 0);
    assert.equal(await readBoard(page), before);
  }
});

test('the Camera region passes axe in both languages', async () => {
  for (const [locale, use, name, looking] of [
    ['en-US', 'Use camera', 'Camera', /^(Point the camera|Grid found)/],
    ['zh-CN', '使用相机', '相机', /^(将相机对准|已找到网格)/],
  ]) {
    const page = await open(run.pattern, { locale });
    await button(page, use).click();
    await camera(page, name).getByText(looking).waitFor();
    const violations = await seriousViolations(page);
    assert.deepEqual(violations, [], `${locale}: ${JSON.stringify(violations, null, 1)}`);
  }
});
