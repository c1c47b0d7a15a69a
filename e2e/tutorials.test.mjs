// The tutorials, faithfully: the page's counts to the first solution (the figure the tutorials
// print) and in all, checked against a plain port of the tutorials' loops written here; and the
// pseudocode panel of Step through, which marks the line each event runs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { seriousViolations } from './axe.mjs';
import { useApp } from './fixture.mjs';
import { button, solve, statusText } from './contract.mjs';
import { NORVIG_EASY } from './puzzles.mjs';

const app = useApp();
const PUZZLES = process.env.SUDOKU_PUZZLES ?? new URL('../../shared/puzzles/', import.meta.url).pathname;
const SEEDS = readFileSync(`${PUZZLES}/seed_examples.txt`, 'utf8').split('\n')
  .map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));

const algorithm = (page) => page.getByRole('combobox', { name: 'Algorithm' });
const listing = (page, name = 'Pseudocode') => page.getByRole('list', { name });
const lit = (page, name) => listing(page, name).locator('li[aria-current="true"]').allTextContents();
const log = (page, name = 'Search steps') => page.getByRole('log', { name }).locator('p');
const thousands = (n) => n.toLocaleString('en-US');

// ---- The tutorials' loops, ported plainly ---------------------------------------------------

const gridOf = (line) => [...Array(9)].map((_, r) => [...line.slice(9 * r, 9 * r + 9)].map((c) => (c === '.' ? 0 : Number(c))));

function valid(b, r, c, n) {
  for (let k = 0; k < 9; k += 1) if (b[r][k] === n || b[k][c] === n) return false;
  const [br, bc] = [r - (r % 3), c - (c % 3)];
  for (let i = br; i < br + 3; i += 1) for (let j = bc; j < bc + 3; j += 1) if (b[i][j] === n) return false;
  return true;
}

/** The first tutorial's solve(board): the first empty cell in reading order, digits 1 to 9,
 * t += 1 for each. `limit` 1 stops where the tutorial stops; 2 goes on for a second solution. */
function naive(line, limit) {
  const b = gridOf(line);
  const tally = { t: 0, first: null, backtracks: 0, solutions: 0 };
  const solve = () => {
    for (let i = 0; i < 9; i += 1) {
      for (let j = 0; j < 9; j += 1) {
        if (b[i][j] !== 0) continue;
        for (let n = 1; n <= 9; n += 1) {
          tally.t += 1;
          if (valid(b, i, j, n)) {
            b[i][j] = n;
            if (solve()) return true;
            b[i][j] = 0;
          }
        }
        tally.backtracks += 1;
        return false;
      }
    }
    tally.solutions += 1;
    if (tally.first === null) tally.first = tally.t;
    return tally.solutions >= limit;
  };
  solve();
  return tally;
}

/** The third tutorial's loop: every empty cell's candidates, cells sorted by how many (a stable
 * sort), the first candidate of the first cell written (t += 1), steps kept to go back. */
function candidatesFirst(line, limit) {
  const b = gridOf(line);
  const tally = { t: 0, first: null, backtracks: 0, solutions: 0 };
  const steps = [];
  for (;;) {
    const cells = [];
    for (let r = 0; r < 9; r += 1) {
      for (let c = 0; c < 9; c += 1) {
        if (b[r][c] === 0) cells.push([r, c, [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((n) => valid(b, r, c, n))]);
      }
    }
    cells.sort((x, y) => x[2].length - y[2].length);
    if (cells.length === 0) {
      tally.solutions += 1;
      if (tally.first === null) tally.first = tally.t;
      if (tally.solutions >= limit) return tally;
    } else if (cells[0][2].length > 0) {
      const [r, c, [digit, ...rest]] = cells[0];
      tally.t += 1;
      b[r][c] = digit;
      steps.push([r, c, rest]);
      continue;
    } else {
      tally.backtracks += 1;
    }
    for (;;) {
      const step = steps.pop();
      if (!step) return tally;
      const [r, c, left] = step;
      b[r][c] = 0;
      if (left.length > 0) {
        tally.t += 1;
        b[r][c] = left[0];
        steps.push([r, c, left.slice(1)]);
        break;
      }
      tally.backtracks += 1;
    }
  }
}

const PORTS = { 'Naive backtracking': naive, 'Candidates first': candidatesFirst };

/** What the status must say after Solve with `name` on `line`, from the port's counts; `null`
 * for clashing givens, which the page refuses to search. */
function expected(name, line) {
  const grid = gridOf(line);
  const clash = grid.some((row, r) => row.some((n, c) => {
    if (n === 0) return false;
    grid[r][c] = 0;
    const fits = valid(grid, r, c, n);
    grid[r][c] = n;
    return !fits;
  }));
  if (clash) return null;
  const whole = PORTS[name](line, 2);
  const first = PORTS[name](line, 1);
  assert.equal(first.first, whole.first, 'the same path to the first solution');
  const t = (n) => `${thousands(n)} tries`;
  const time = '\\([\\d.]+ m?s\\)';
  if (whole.solutions === 0) {
    return new RegExp(`^No solution: .* ${name} proved it with ${t(whole.t)} and ${thousands(whole.backtracks)} backtracks ${time}\\.$`);
  }
  if (whole.solutions === 1) {
    return new RegExp(`^Solved: the puzzle has exactly one solution; \\d+ cells filled\\. ${name} found it after ${t(first.t)} ${time}; `
      + `proving it is the only one took ${t(whole.t)} and ${thousands(whole.backtracks)} backtracks in all ${time}\\.$`);
  }
  return new RegExp(`^Not unique: .* ${name} found the first after ${t(first.t)} ${time} and a second after ${t(whole.t)} in all ${time}\\.$`);
}

test("every seed example's counts are the tutorials' loops' counts, to the first solution and in all", async () => {
  assert.equal(SEEDS.length, 6);
  // The first tutorial prints `times: 45360` for its puzzle.
  assert.equal(naive(SEEDS[0], 1).t, 45_360);
  const page = await app.open();
  for (const name of Object.keys(PORTS)) {
    for (const line of SEEDS) {
      await page.goto(`${app.server.url}#p=${line}`);
      await page.getByRole('grid').waitFor();
      await algorithm(page).selectOption(name);
      await solve(page);
      const text = await statusText(page);
      const want = expected(name, line);
      if (want === null) assert.match(text, /^Conflict/, text);
      else assert.match(text, want, `${name} on ${line}`);
      if (line === SEEDS[0] && name === 'Naive backtracking') {
        assert.match(text, /Naive backtracking found it after 45,360 tries /);
      }
    }
  }
});

test('Step through shows the code, and the line each event runs', async () => {
  const page = await app.open({ hash: `#p=${NORVIG_EASY}` });
  // Naive backtracking: the first empty cell, then digits tried there.
  await algorithm(page).selectOption('Naive backtracking');
  await button(page, 'Step through').click();
  assert.equal(await listing(page).locator('li').count(), 9);
  assert.deepEqual(await lit(page), [], 'no line before the first step');
  const next = async (count = 1) => {
    const before = await log(page).count();
    for (let i = 0; i < count; i += 1) await button(page, 'Next step').click();
    await page.waitForFunction(([n]) => document.querySelectorAll('[role=log] p').length >= Math.min(n, 8), [before + count]);
    return { lines: await lit(page), said: await log(page).last().textContent() };
  };
  let now = await next();
  assert.deepEqual(now.lines, ['cell ← the first empty cell, in reading order']);
  assert.match(now.said, /the first empty cell \(line 2\)\.$/);
  now = await next();
  assert.deepEqual(now.lines, ['tries ← tries + 1', "if d is already in the cell's row, column or box: a clash, next d"]);
  assert.match(now.said, /try 1, clashes with box 1 \(line 6\)\.$/);
  now = await next(3);
  assert.deepEqual(now.lines, ['tries ← tries + 1', 'else write d in the cell and solve(board): go deeper']);
  assert.match(now.said, /try 4, it fits \(line 7\)\.$/);
  now = await next();
  assert.deepEqual(now.lines, ['cell ← the first empty cell, in reading order'], 'deeper: the next empty cell');
  await button(page, 'Stop').click();

  // Candidates first: the cells sorted by their candidates, which the board shows.
  await algorithm(page).selectOption('Candidates first');
  await button(page, 'Step through').click();
  assert.equal(await listing(page).locator('li').count(), 12);
  now = await next();
  assert.deepEqual(now.lines, [
    "work out each empty cell's candidates: the digits not in its row, column or box",
    'sort the empty cells by how many candidates they have (ties keep reading order)',
    'cell ← the first of them: the fewest candidates',
  ]);
  assert.match(now.said, /: the fewest candidates, 1 \(\d\).* \(line 6\)\.$/);
  // Each mark is drawn from its `data-d` (the cell's text is its digit alone).
  const marked = await page.getByRole('grid').locator('[aria-hidden="true"]').evaluateAll((marks) =>
    marks.filter((m) => m.querySelector('[data-d]')).length);
  assert.equal(marked, 81 - 32, 'every empty cell shows the candidates the search sorts on');
  now = await next();
  assert.deepEqual(now.lines, ['if it has a candidate: tries ← tries + 1; write the first one',
    'add (cell, its other candidates) to steps: go deeper']);
  await button(page, 'Stop').click();

  // Fast: deduce, then guess where deduction stops.
  await page.goto(`${app.server.url}#p=8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..`);
  await page.getByRole('grid').waitFor();
  await algorithm(page).selectOption('Fast');
  await button(page, 'Step through').click();
  now = await next();
  assert.deepEqual(now.lines, ['deduce: place every naked and hidden single, remove locked candidates, until nothing changes']);
  now = await next();
  assert.ok(now.lines.includes('guesses ← guesses + 1; on a copy of the board, write d'), now.lines.join(' | '));
  assert.match(now.said, /: guess \d \(line 7\)\.$/);
  const violations = await seriousViolations(page);
  assert.deepEqual(violations, [], JSON.stringify(violations, null, 1));
});

test('in Chinese: both counts, and the code with its lines', async () => {
  const page = await app.open({ contextOptions: { locale: 'zh-CN', colorScheme: 'dark' }, hash: `#p=${SEEDS[0]}` });
  await page.getByRole('combobox', { name: '算法' }).selectOption('朴素回溯');
  await page.getByRole('button', { name: '求解', exact: true }).click();
  await page.getByRole('status').filter({ hasText: /^已解出/ }).waitFor();
  assert.match(await statusText(page),
    /朴素回溯算法经过 45,360 次尝试找到它（[\d.]+ 毫?秒）；证明它是唯一解共用了 4,569,975 次尝试、507,775 次回溯（[\d.]+ 毫?秒）。$/);
  await page.getByRole('button', { name: '撤销', exact: true }).click();
  await page.getByRole('button', { name: '逐步演示', exact: true }).click();
  await page.getByRole('button', { name: '下一步', exact: true }).click();
  await log(page, '搜索步骤').first().waitFor();
  assert.deepEqual(await lit(page, '伪代码'), ['格 ← 按阅读顺序的第一个空格']);
  assert.equal(await log(page, '搜索步骤').first().textContent(), '第1行，第2列：第一个空格（代码第 2 行）。');
  const violations = await seriousViolations(page);
  assert.deepEqual(violations, [], JSON.stringify(violations, null, 1));
});
