// The soak: a seeded monkey that drives the page through the contract with random actions (typing,
// the pad, notes, pastes of random text, Load, examples, Solve with each algorithm, Cancel,
// Compare, Step through, Hint, Explain solution, Undo and Redo, New puzzle, theme, language,
// reload, offline), and checks after each one that:
// - the board has 81 cells and the status says something;
// - the solver's digits, when the board shows any, complete the givens and entries into a valid
//   grid (no digit of a "solution" that is not one);
// - the page answers: a message posted to itself is handled within 100 ms;
// - nothing went wrong: no uncaught error, no console error, no failed or foreign request.
//
//   node e2e/soak.mjs --actions 300 --seed 7      a short run (make test runs one, in soak.test.mjs)
//   node e2e/soak.mjs --minutes 30                what `make soak` runs
//   node e2e/soak.mjs --tabs 2 --minutes 10       two tabs of one profile (issue 49), below
//
// With `--tabs 2` the monkey drives two pages of one browser context, each action in either, with
// the actions that change the saved board (typing, the pad, notes, pastes, Load, examples, Solve,
// Hint, Undo, Redo, Clear, New puzzle) and many reloads; Step through, Explain solution and
// Compare, which show other boards on the page for a while, are left out. After every action it
// also checks that each tab shows the newest saved board (what `localStorage` holds) once the
// other tab's `storage` event has had 5 s to arrive.
//
// It prints the actions done (per kind), the slowest answer and the longest main-thread task seen.
import { launch } from './browser.mjs';
import { serve } from './server.mjs';
import { DIST, watch } from './fixture.mjs';
import { EASY, INKALA, MANY, POINTING } from './puzzles.mjs';

/** The controls' names in both languages (the language is one of the actions). */
const NAMES = {
  grid: ['Sudoku board', '数独棋盘'],
  Solve: ['Solve', '求解'],
  Hint: ['Hint', '提示'],
  Undo: ['Undo', '撤销'],
  Redo: ['Redo', '重做'],
  Compare: ['Compare', '比较'],
  'Step through': ['Step through', '逐步演示'],
  Cancel: ['Cancel', '取消'],
  Clear: ['Clear', '清除'],
  Load: ['Load', '载入'],
  'Explain solution': ['Explain solution', '讲解解法'],
  'New puzzle': ['New puzzle', '新题目'],
  "Today's puzzle": ["Today's puzzle", '今日题目'],
  Corner: ['Corner', '角标'],
  Centre: ['Centre', '中心'],
  Digit: ['Digit', '数字'],
  'Fill candidates': ['Fill candidates', '填入候选数'],
  'Dark theme': ['Dark theme', '深色主题'],
  Play: ['Play', '播放'],
  Pause: ['Pause', '暂停'],
  'Next step': ['Next step', '下一步'],
  Stop: ['Stop', '停止'],
  Language: ['Language', '语言'],
  Examples: ['Examples', '示例'],
  Algorithm: ['Algorithm', '算法'],
  Level: ['Level', '级别'],
  'Puzzle text': ['Puzzle text', '题目文本'],
  'Digit pad': ['Digit pad', '数字键盘'],
};

const name = (key) => new RegExp(`^(${NAMES[key].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

/** A small seeded random source (mulberry32): the same seed, the same walk. */
function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  return { next, int, pick: (list) => list[int(list.length)] };
}

const PUZZLES = [EASY, INKALA, MANY, POINTING, '.'.repeat(81), '55' + '.'.repeat(79)];

/** Random text: digits, dots, noise, sometimes a whole puzzle with a few characters changed. */
function randomText(r) {
  if (r.next() < 0.5) {
    const chars = [...r.pick(PUZZLES)];
    for (let i = r.int(4); i > 0; i--) chars[r.int(chars.length)] = r.pick(['.', '0', 'x', ' ', '\n', String(1 + r.int(9))]);
    return chars.join('');
  }
  const alphabet = '123456789.0 \n|-+*_xé五#p=&';
  return Array.from({ length: r.int(120) }, () => alphabet[r.int(alphabet.length)]).join('');
}

/** Whether a full 81-digit line is a valid grid. */
function validGrid(line) {
  const ok = (cells) => new Set(cells).size === 9;
  for (let i = 0; i < 9; i++) {
    const row = [...line.slice(i * 9, i * 9 + 9)];
    const col = Array.from({ length: 9 }, (_, r) => line[r * 9 + i]);
    const box = Array.from({ length: 9 }, (_, k) => line[(Math.floor(i / 3) * 3 + Math.floor(k / 3)) * 9 + (i % 3) * 3 + (k % 3)]);
    if (!ok(row) || !ok(col) || !ok(box)) return false;
  }
  return !line.includes('.');
}

/**
 * Runs the monkey: `actions` actions, or for `minutes`, from `seed`. Returns the counts and the
 * worst figures; throws at the first broken invariant, saying which action broke it.
 */
export async function soak({ seed = 1, actions = Infinity, minutes = Infinity, tabs = 1, log = () => {} } = {}) {
  const r = random(seed);
  const server = await serve(DIST, '/');
  const browser = await launch();
  const context = await browser.newContext();
  await context.addInitScript(() => {
    window.__longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const pages = [];
  const watched = [];
  for (let i = 0; i < tabs; i++) {
    pages.push(await context.newPage());
    watched.push(watch(pages[i], new URL(server.url).origin));
  }
  // A problem in any tab fails the run.
  const problems = () => watched.flatMap((list, i) => list.map((p) => (tabs > 1 ? `tab ${i + 1}: ${p}` : p)));
  let page = pages[0];
  const done = {};
  let slowest = 0;
  let longest = 0;
  let synced = 0;
  let offline = false;
  const deadline = Date.now() + minutes * 60_000;
  const history = [];
  const role = (kind, key) => page.getByRole(kind, { name: name(key) });
  // A click on a control that is disabled or gone by the time it lands (a solve that just
  // ended takes Cancel away) does nothing, for a person as for the monkey.
  const press = async (control) => {
    try {
      await control.click({ timeout: 2_000 });
    } catch (error) {
      if (await control.isEnabled({ timeout: 500 }).catch(() => false)) throw error;
    }
  };
  const click = async (key) => {
    const button = role('button', key);
    if (await button.count() === 1 && await button.isEnabled()) await press(button);
  };
  const grid = () => role('grid', 'grid');
  // The board is in the page's HTML before the app runs (static/start.js): wait for the app.
  const ready = () => page.waitForSelector('html[data-ready]', { state: 'attached' });
  const gridCells = () => grid().getByRole('gridcell');

  for (const tab of pages) {
    page = tab;
    await page.goto(server.url);
    await ready();
  }

  const ACTIONS = {
    async type() {
      await gridCells().nth(r.int(81)).focus();
      const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '.', 'Backspace', 'Delete', 'a', 'n',
        'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Shift+Digit3', 'Control+Digit4', 'x', 'c', 'z', 'Shift+Space', 'Control+z', 'Control+y'];
      for (let i = 1 + r.int(4); i > 0; i--) await page.keyboard.press(r.pick(keys));
    },
    async pad() {
      const keys = page.getByRole('group', { name: name('Digit pad') }).getByRole('button');
      const count = await keys.count();
      if (count > 0) await press(keys.nth(r.int(count)));
    },
    async paste() {
      await grid().evaluate((element, pasted) => {
        const data = new DataTransfer();
        data.setData('text/plain', pasted);
        element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, randomText(r));
    },
    async load() {
      await role('textbox', 'Puzzle text').fill(randomText(r));
      await click('Load');
    },
    async example() {
      const menu = role('combobox', 'Examples');
      const count = await menu.locator('option').count();
      const value = await menu.locator('option').nth(1 + r.int(count - 1)).getAttribute('value');
      await menu.selectOption(value);
    },
    async solve() {
      await role('combobox', 'Algorithm').selectOption({ index: r.int(3) });
      await click('Solve');
    },
    cancel: () => click('Cancel'),
    compare: () => click('Compare'),
    async step() {
      if (await role('button', 'Stop').count() === 0) return click('Step through');
      return click(r.pick(['Play', 'Pause', 'Next step', 'Next step', 'Stop']));
    },
    hint: () => click('Hint'),
    async explain() {
      await click('Explain solution');
      const steps = page.getByRole('list').getByRole('button');
      const count = await steps.count();
      if (count > 0 && r.next() < 0.5) await press(steps.nth(r.int(count)));
    },
    undo: () => click('Undo'),
    redo: () => click('Redo'),
    clear: () => click('Clear'),
    notes: () => click(r.pick(['Corner', 'Centre', 'Digit', 'Fill candidates'])),
    async newPuzzle() {
      await role('combobox', 'Level').selectOption({ index: r.int(5) });
      await click(r.pick(['New puzzle', "Today's puzzle"]));
    },
    theme: () => click('Dark theme'),
    async language() {
      const menu = role('combobox', 'Language');
      await menu.selectOption((await menu.inputValue()) === 'en' ? 'zh-CN' : 'en');
    },
    async reload() {
      await page.reload();
      await ready();
    },
    async offline() {
      offline = !offline;
      await context.setOffline(offline);
    },
  };
  // How often each comes: typing most, reloads and the network least.
  const WEIGHTS = {
    type: 20, pad: 8, paste: 4, load: 4, example: 5, solve: 6, cancel: 3, compare: 2, step: 6,
    hint: 6, explain: 3, undo: 6, redo: 3, clear: 1, notes: 3, newPuzzle: 3, theme: 1, language: 1,
    reload: 1, offline: 1,
  };
  // Two tabs: the actions that change the saved board, and more reloads.
  if (tabs > 1) {
    for (const kind of ['step', 'explain', 'compare', 'offline', 'theme', 'language']) delete WEIGHTS[kind];
    WEIGHTS.reload = 6;
  }
  const bag = Object.entries(WEIGHTS).flatMap(([kind, weight]) => Array(weight).fill(kind));

  let n = 0;
  try {
    while (n < actions && Date.now() < deadline) {
      const kind = r.pick(bag);
      const tab = r.int(pages.length);
      // A person works in one tab at a time: the other is in the background, as it would be.
      if (pages[tab] !== page) await pages[tab].bringToFront();
      page = pages[tab];
      history.push(tabs > 1 ? `${kind} in tab ${tab + 1}` : kind);
      if (history.length > 12) history.shift();
      await ACTIONS[kind]();
      done[kind] = (done[kind] ?? 0) + 1;
      n += 1;

      // The page answers: a message to itself, handled within 100 ms.
      const answer = await page.evaluate(() => new Promise((resolve) => {
        const start = performance.now();
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - start);
        channel.port2.postMessage(0);
      }));
      slowest = Math.max(slowest, answer);
      if (answer > 100) throw new Error(`the page took ${answer.toFixed(0)} ms to answer`);
      const seen = await page.evaluate(() => ({
        cells: [...document.querySelectorAll('[role=grid] [role=gridcell]')].map((i) => [i.textContent, i.getAttribute('aria-label')]),
        status: document.querySelector('[role=status]')?.textContent.trim() ?? '',
        stepping: document.querySelector('[role=log]') !== null,
        longest: window.__longest,
      }));
      longest = Math.max(longest, seen.longest);
      if (seen.cells.length !== 81) throw new Error(`${seen.cells.length} cells`);
      if (seen.status === '') throw new Error('no status');
      const solverDigits = seen.cells.some(([, label]) => /, solved \d|，解出 \d/.test(label));
      if (solverDigits && !seen.stepping) {
        const line = seen.cells.map(([value]) => value || '.').join('');
        if (!validGrid(line)) throw new Error(`the solver's digits make no solution: ${line}`);
      }
      if (problems().length > 0) throw new Error(problems().join('; '));
      if (tabs > 1) synced = Math.max(synced, await sameBoard(pages));
      if (n % 100 === 0) log(`${n} actions; slowest answer ${slowest.toFixed(1)} ms; longest task ${longest.toFixed(0)} ms`);
    }
  } catch (error) {
    error.message = `after ${n} actions (seed ${seed}; the last: ${history.join(', ')}): ${error.message}`;
    throw error;
  } finally {
    await context.setOffline(false).catch(() => {});
    await browser.close();
    await server.close();
  }
  return { actions: n, done, slowest, longest, synced };
}

/** The board `localStorage` holds (its `grid` line: givens, solver digits, entries), as the page
 * shows it: an 81-character line, `.` for empty. */
function storedBoard(text) {
  const line = (text ?? '').split('\n').find((l) => l.startsWith('grid '));
  if (!line) return '.'.repeat(81);
  const [givens, solved, entries] = line.split(' ').slice(1);
  return [...givens].map((g, i) => (g !== '.' ? g : entries[i] !== '.' ? entries[i] : solved[i])).join('');
}

/** Waits until every tab shows the board storage holds (each tab's `storage` event may take a
 * moment, and a solve in flight may still change it); throws after 5 s. Returns how long it took. */
async function sameBoard(pages) {
  const start = Date.now();
  for (;;) {
    const stored = storedBoard(await pages[0].evaluate(() => localStorage.getItem('sudoku-web/v3')));
    const shown = await Promise.all(pages.map((p) => p.evaluate(() => [...document.querySelectorAll('[role=grid] [role=gridcell]')]
      .map((i) => i.textContent || '.').join(''))));
    if (shown.every((board) => board === stored)) return Date.now() - start;
    if (Date.now() - start > 5_000) {
      throw new Error(`a tab does not show the newest saved board:\n  saved  ${stored}\n${shown.map((b, i) => `  tab ${i + 1} ${b}`).join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Run from the command line: `node e2e/soak.mjs [--actions N] [--minutes M] [--seed S]`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (flag, fallback) => {
    const at = process.argv.indexOf(flag);
    return at === -1 ? fallback : Number(process.argv[at + 1]);
  };
  const started = Date.now();
  const result = await soak({
    seed: arg('--seed', 2026),
    actions: arg('--actions', Infinity),
    minutes: arg('--minutes', arg('--actions', 0) ? Infinity : 30),
    tabs: arg('--tabs', 1),
    log: (line) => console.log(line),
  });
  const kinds = Object.entries(result.done).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ');
  console.log(`${result.actions} actions in ${((Date.now() - started) / 60_000).toFixed(1)} min: ${kinds}`);
  const task = result.longest > 0 ? `${result.longest.toFixed(0)} ms` : 'none over 50 ms (the browser reports no shorter)';
  console.log(`slowest answer ${result.slowest.toFixed(1)} ms; longest main-thread task: ${task}`);
  if (result.synced > 0 || process.argv.includes('--tabs')) {
    console.log(`longest wait for the tabs to show the newest saved board: ${result.synced} ms`);
  }
}
