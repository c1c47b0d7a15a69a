// Two tabs, one board (issue 49): the interleavings driven one by one, deterministically. Each tab
// can hold its `storage` events (late: delivered when released; lost: dropped) and its address
// writes, so every ordering of typing, saves, events, address writes and reloads is a sequence of
// steps rather than a race. The rule under test (README, `src/page/tabs.rs`): a reload shows the
// newest board any tab saved, unless the person followed a link; the save that loses keeps its
// board one Undo back.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useApp } from './fixture.mjs';
import { board, button, cell, readBoard, statusText } from './contract.mjs';
import { EASY } from './puzzles.mjs';

const app = useApp();

/** Lets a test hold a page's `storage` events and address writes (`window.__hold('storage')`,
 * then `__release` to deliver them, or `__drop` to lose them). */
function holdable() {
  const held = { storage: null, address: null };
  const add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (this === window && type === 'storage' && typeof listener === 'function') {
      const real = listener;
      listener = function (event) {
        if (held.storage) held.storage.push(() => real.call(window, event));
        else real.call(window, event);
      };
    }
    return add.call(this, type, listener, options);
  };
  const replace = History.prototype.replaceState;
  History.prototype.replaceState = function (...args) {
    if (held.address) held.address.push(args);
    else replace.apply(this, args);
  };
  window.__hold = (what) => { held[what] ??= []; };
  window.__drop = (what) => { held[what] = null; };
  window.__release = (what) => {
    const queue = held[what] ?? [];
    held[what] = null;
    if (what === 'storage') queue.forEach((deliver) => deliver());
    else if (queue.length > 0) replace.apply(history, queue.at(-1));
  };
}

/** Two tabs of one browser profile on the easy puzzle, both able to hold. */
async function twoTabs() {
  const context = await app.browser.newContext();
  await context.addInitScript(holdable);
  const a = await app.open({ context, hash: `#p=${EASY}` });
  const b = await app.open({ context, hash: `#p=${EASY}` });
  return { a, b };
}

const hold = (page, what) => page.evaluate((w) => window.__hold(w), what);
const release = (page, what) => page.evaluate((w) => window.__release(w), what);
const drop = (page, what) => page.evaluate((w) => window.__drop(w), what);

async function type(page, row, col, digit) {
  await cell(page, row, col).click();
  await page.keyboard.press(digit);
  await page.waitForFunction(([i, d]) => document.querySelectorAll('[role=grid] [role=gridcell]')[i].textContent === d,
    [(row - 1) * 9 + col - 1, digit === 'Delete' ? '' : digit]);
}

async function reload(page) {
  await page.reload();
  await board(page).waitFor();
}

/** The board each tab shows, once it shows `expected` (the other tab's events take a moment). */
async function shows(page, expected, message) {
  await page.waitForFunction((want) => [...document.querySelectorAll('[role=grid] [role=gridcell]')]
    .map((i) => i.textContent || '.').join('') === want, expected, { timeout: 5_000 }).catch(() => {});
  assert.equal(await readBoard(page), expected, message);
}

// r1c3, r1c4, r1c6 and r2c2 are empty in the easy puzzle, whose first row is 53..7....
const withDigits = (changes) => {
  const line = [...EASY];
  for (const [row, col, digit] of changes) line[(row - 1) * 9 + col - 1] = digit;
  return line.join('');
};

test('The reported race: B\'s newer board survives a reload of A that comes before B\'s event', async () => {
  const { a, b } = await twoTabs();
  await button(a, 'Clear').click();
  await type(a, 1, 1, '3');
  const threeOnly = '3' + '.'.repeat(80);
  await shows(b, threeOnly, 'B shows A\'s 3');
  // B's address write of the 3 has not landed (B's are held from here: the throttle, or Safari
  // refusing). A's address shows the 3; from here A's address and A's events are held: A knows
  // nothing of what B does next.
  await hold(b, 'address');
  await a.waitForURL((url) => url.hash.startsWith(`#p=${threeOnly}`));
  await hold(a, 'address');
  await hold(a, 'storage');
  await type(b, 2, 2, '7');
  await reload(a);
  const both = '3' + '.'.repeat(9) + '7' + '.'.repeat(70);
  assert.equal(await readBoard(a), both, 'A, reloaded at once, shows B\'s 7 and its own 3');
  assert.equal(await statusText(a), 'Your board from last time is back.');
  await reload(b);
  assert.equal(await readBoard(b), both);
});

test('A late address write: a reload shows the saved board, newer than the address', async () => {
  const { a, b } = await twoTabs();
  await hold(a, 'address');
  await type(a, 1, 3, '4');
  await type(a, 1, 4, '6');
  const url = new URL(a.url());
  assert.doesNotMatch(url.hash, /&e=/, 'the address still shows the board before the typing');
  await reload(a);
  await shows(a, withDigits([[1, 3, '4'], [1, 4, '6']]), 'the saved board wins over the late address');
  await shows(b, withDigits([[1, 3, '4'], [1, 4, '6']]));
  // Released after all: the address it writes is still the tab's own.
  await hold(b, 'address');
  await type(b, 1, 6, '8');
  await release(b, 'address');
  await reload(b);
  await shows(b, withDigits([[1, 3, '4'], [1, 4, '6'], [1, 6, '8']]));
});

/** Two tabs whose `storage` events are held: A types 4 in r1c3, then B, not having heard of
 * A's save, 6 in r1c4 (its own save finds A's in storage and keeps it one Undo back). */
async function typedAtOnce() {
  const { a, b } = await twoTabs();
  await hold(a, 'storage');
  await hold(b, 'storage');
  await type(a, 1, 3, '4');
  await type(b, 1, 4, '6');
  return { a, b };
}

test('Two tabs typing at once: the later save wins, and the earlier board is one Undo away', async () => {
  const { a, b } = await typedAtOnce();
  assert.match(await statusText(b), /^Two tabs of this app saved different boards at once:/);
  const bs = withDigits([[1, 4, '6']]);
  const as = withDigits([[1, 3, '4']]);
  // The events arrive late: A takes B's newer board.
  await release(a, 'storage');
  await release(b, 'storage');
  await shows(a, bs, 'A shows the later save, B\'s');
  await shows(b, bs);
  for (const page of [a, b]) {
    await reload(page);
    assert.equal(await readBoard(page), bs, 'a reload of either shows the later save');
  }
  await button(a, 'Undo').click();
  await shows(a, as, 'Undo brings back A\'s own board');
  await shows(b, as, 'and B follows');
});

test('Lost events: each tab\'s next save takes in what it missed, and a reload loses nothing', async () => {
  const { a, b } = await typedAtOnce();
  // Neither event ever arrives.
  await drop(a, 'storage');
  await drop(b, 'storage');
  await hold(a, 'storage');
  await hold(b, 'storage');
  assert.equal(await readBoard(a), withDigits([[1, 3, '4']]), 'A still shows its own board');
  await type(a, 1, 6, '8');
  assert.match(await statusText(a), /^Two tabs of this app saved different boards at once:/);
  await drop(b, 'storage');
  await reload(b);
  const latest = withDigits([[1, 3, '4'], [1, 6, '8']]);
  assert.equal(await readBoard(b), latest, 'a reload shows A\'s latest save');
  await button(b, 'Undo').click();
  assert.equal(await readBoard(b), withDigits([[1, 4, '6']]), 'B\'s board is one Undo back');
  await reload(a);
  assert.equal(await readBoard(a), withDigits([[1, 4, '6']]), 'and A, reloaded, shows B\'s Undo');
});

test('A followed link still wins at load; a link the app wrote never does', async () => {
  const { a, b } = await twoTabs();
  await type(a, 1, 3, '4');
  await shows(b, withDigits([[1, 3, '4']]));
  const own = new URL(a.url()).hash;
  assert.match(own, /^#p=.*&e=.*&s=\d+$/, 'the address carries the save\'s number');
  await type(b, 1, 4, '6');
  // A tab opened on A's own address (a bookmark of it, or a restored tab): the newer save wins.
  const c = await app.open({ context: a.context(), hash: own });
  assert.equal(await readBoard(c), withDigits([[1, 3, '4'], [1, 4, '6']]));
  // A shared link (Copy link's: no `&s=`) is one the person followed: it wins, one undo step.
  const d = await app.open({ context: a.context(), hash: `#p=${EASY}` });
  assert.equal(await readBoard(d), EASY);
  assert.equal(await statusText(d), 'Loaded the puzzle from the link: 30 givens.');
  await button(d, 'Undo').click();
  assert.equal(await readBoard(d), withDigits([[1, 3, '4'], [1, 4, '6']]));
});
