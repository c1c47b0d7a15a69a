// The npm package as a user gets it: the tarball `scripts/npm-package.sh` packed, installed in an
// empty folder with no network, its README's example run and compared with the output the README
// shows, its functions called from Node (ES module and CommonJS), its types checked by TypeScript
// against the README's example and a typed use, and its browser entry loaded by Chromium as a
// plain module and bundled by Vite.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../../../e2e/server.mjs';
import { launch } from '../../../e2e/browser.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PACKED = join(ROOT, 'target/npm');
const FIRST_TUTORIAL = '8..........36......7..9.2...5...7......8457.....1...3...1....68..85...1..9....4..';
const EASY_LISTS = [
  [5, 3, 0, 0, 7, 0, 0, 0, 0], [6, 0, 0, 1, 9, 5, 0, 0, 0], [0, 9, 8, 0, 0, 0, 0, 6, 0],
  [8, 0, 0, 0, 6, 0, 0, 0, 3], [4, 0, 0, 8, 0, 3, 0, 0, 1], [7, 0, 0, 0, 2, 0, 0, 0, 6],
  [0, 6, 0, 0, 0, 0, 2, 8, 0], [0, 0, 0, 4, 1, 9, 0, 0, 5], [0, 0, 0, 0, 8, 0, 0, 7, 9],
];

let folder;
let engine;

// The README's first `js` block and the `text` block after it.
async function readmeExample() {
  const readme = await readFile(join(ROOT, 'packages/npm/js/README.md'), 'utf8');
  const code = readme.match(/```js\n([\s\S]*?)```/)[1];
  const after = readme.slice(readme.indexOf(code) + code.length);
  const printed = after.match(/```text\n([\s\S]*?)```/)[1];
  return { code, printed };
}

before(async () => {
  const tarballs = (await readdir(PACKED).catch(() => [])).filter((f) => f.endsWith('.tgz'));
  assert.equal(tarballs.length, 1, `one packed package in ${PACKED} (scripts/npm-package.sh makes it)`);
  folder = await mkdtemp(join(tmpdir(), 'sudoku-npm-'));
  await writeFile(join(folder, 'package.json'), '{ "type": "module", "private": true }\n');
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', join(PACKED, tarballs[0])], {
    cwd: folder,
    stdio: 'pipe',
  });
  engine = await import(join(folder, 'node_modules/sudoku-web-engine/node.js'));
});

after(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

test("the README's example prints what the README says", async () => {
  const { code, printed } = await readmeExample();
  await writeFile(join(folder, 'example.mjs'), code);
  const out = execFileSync('node', ['example.mjs'], { cwd: folder, encoding: 'utf8' });
  assert.equal(out, printed);
  // The project's README shows the same example and output.
  const top = await readFile(join(ROOT, 'README.md'), 'utf8');
  assert.ok(top.includes('```js\n' + code + '```\n\nprints\n\n```text\n' + printed + '```'));
});

test("the README's variant example prints what the README says", async () => {
  const readme = await readFile(join(ROOT, 'packages/npm/js/README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Variant puzzles'));
  const code = section.match(/```js\n([\s\S]*?)```/)[1];
  const printed = section.slice(section.indexOf(code) + code.length).match(/```text\n([\s\S]*?)```/)[1];
  await writeFile(join(folder, 'variants.mjs'), code);
  const out = execFileSync('node', ['variants.mjs'], { cwd: folder, encoding: 'utf8' });
  assert.equal(out, printed);
});

test('variant puzzles: every format, each outcome, errors that say why', () => {
  const killer = '.Shape~4x4.Cage~3~R1C1~R1C2.Cage~7~R1C3~R1C4.~R2C1_3.~R3C2_1.~R4C4_1.~R3C3_4';
  const read = engine.parseVariant(killer);
  assert.equal(read.size, 4);
  // The same puzzle in the engine's own format solves the same.
  const solved = engine.solveVariant(read.text);
  assert.equal(solved.status, 'unique');
  assert.deepEqual(engine.checkVariant(killer, solved.solution), { ok: true, broken: [] });
  assert.equal(engine.solveVariant('.Shape~4x4').status, 'multiple');
  assert.equal(engine.solveVariant('.Diagonal~1', { branches: 0 }).status, 'unknown');
  assert.throws(() => engine.solveVariant('.Cage~99~R1C1~R1C2', { lang: 'zh' }), {
    message: '没有与笼子格数相同个数的不同数字之和为 99',
  });
  assert.throws(() => engine.parseVariant('https://sudokupad.app/8bNmDd4J9G'), /cannot fetch: it works offline/);
  assert.throws(() => engine.solveVariant(killer, { branches: 1.5 }), /invalid branches '1.5'/);
});

test('CommonJS code can require it (Node 20.19 and later)', () => {
  const out = execFileSync('node', ['-e', "console.log(require('sudoku-web-engine').countSolutions('.'.repeat(81), { limit: 7 }))"], {
    cwd: folder,
    encoding: 'utf8',
  });
  assert.equal(out, '7\n');
});

test('a puzzle may be nine lists of numbers, as the tutorials write it', () => {
  const line = engine.parse(EASY_LISTS);
  assert.equal(line, '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
  const withNulls = EASY_LISTS.map((row) => row.map((d) => d || null));
  assert.equal(engine.parse(withNulls), line);
  assert.equal(engine.solve(EASY_LISTS).status, 'unique');
  assert.equal(engine.countSolutions(EASY_LISTS), 1);
  assert.equal(engine.countSolutions('.'.repeat(81), { limit: 3 }), 3);
});

test('each outcome, and the counts of both tutorials', () => {
  const naive = engine.solve(FIRST_TUTORIAL, { algorithm: 'naive', counts: true });
  assert.equal(naive.counts.first.tries, 45360);
  const fewest = engine.solve(FIRST_TUTORIAL, { algorithm: 'candidates-first', counts: true });
  assert.equal(fewest.solution, naive.solution);
  assert.ok(fewest.counts.first.tries < 45360);
  const several = engine.solve('.'.repeat(81));
  assert.equal(several.status, 'multiple');
  assert.equal(several.solutions.length, 2);
  const clash = engine.solve('55' + '.'.repeat(79));
  assert.deepEqual([clash.status, clash.solution, clash.clashes], ['clash', null, ['r1c1', 'r1c2']]);
});

test('errors are thrown Errors that say why, in the language asked for', () => {
  assert.throws(() => engine.parse('12345'), { name: 'Error', message: 'found 5 cells, expected 81' });
  assert.throws(() => engine.parse('12345', { lang: 'zh' }), { message: '找到 5 个格子，应为 81 个' });
  assert.throws(() => engine.hint('.'.repeat(81)), {
    message: 'Not a puzzle: it has more than one solution.',
  });
  assert.throws(() => engine.explain('55' + '.'.repeat(79), { lang: 'zh' }), /^Error: 不是一道题/);
  assert.throws(() => engine.solve(FIRST_TUTORIAL, { algorithm: 'quick' }), /unknown algorithm 'quick'/);
  assert.throws(() => engine.rate(FIRST_TUTORIAL, { lang: 'fr' }), /unknown language 'fr'/);
  assert.throws(() => engine.generate({ seed: 1.5 }), /whole number/);
  assert.throws(() => engine.generate({ level: 'fiendish' }), /unknown level 'fiendish'/);
  // The engine is still whole after every error.
  assert.equal(engine.countSolutions(FIRST_TUTORIAL), 1);
});

test('hint, explain and rate say the same path', () => {
  const explained = engine.explain(EASY_LISTS, { lang: 'zh' });
  assert.equal(explained.rating.level, 'easy');
  assert.equal(explained.steps.length, explained.rating.steps);
  const first = engine.hint(EASY_LISTS, { lang: 'zh' });
  assert.deepEqual(first, explained.steps[0]);
  assert.deepEqual(engine.rate(EASY_LISTS, { lang: 'zh' }), explained.rating);
  assert.equal(engine.hint(engine.solve(EASY_LISTS).solution), null);
});

test('generate: the same seed, the same puzzle; a random seed is returned', () => {
  const made = engine.generate({ level: 'hard', symmetry: 'mirror', seed: 11 });
  assert.deepEqual(engine.generate({ level: 'hard', symmetry: 'mirror', seed: 11 }), made);
  assert.equal(made.rating.level, 'hard');
  assert.equal(engine.countSolutions(made.puzzle), 1);
  const random = engine.generate({ level: 'easy' });
  assert.equal(engine.generate({ level: 'easy', seed: random.seed }).puzzle, random.puzzle);
});

test('the types fit the README example and a typed use', async () => {
  const { code } = await readmeExample();
  await writeFile(join(folder, 'readme.ts'), code);
  await writeFile(
    join(folder, 'typed.ts'),
    `import { solve, hint, explain, generate, type Step, type Rating } from 'sudoku-web-engine';
const solved = solve([[0, 1], [null]], { algorithm: 'candidates-first', counts: true, lang: 'zh' });
const tries: number | undefined = solved.counts?.first?.tries;
const step: Step | null = hint('x');
const rating: Rating = explain('x').rating;
const level: 'easy' | 'medium' | 'hard' | 'expert' | 'extreme' = generate({ seed: 1 }).rating.level;
const digit: number | undefined = step?.placements[0]?.digit;
console.log(tries, rating.er, level, digit);
// @ts-expect-error: no such algorithm
solve('x', { algorithm: 'quick' });
`,
  );
  const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
  const args = ['--noEmit', '--strict', '--useUnknownInCatchVariables', 'false', '--module', 'nodenext',
    '--target', 'es2022', '--lib', 'es2022,dom', 'readme.ts', 'typed.ts'];
  execFileSync('node', [tsc, ...args], { cwd: folder, encoding: 'utf8' });
});

test('the browser entry loads in Chromium as a plain module', async () => {
  await writeFile(
    join(folder, 'index.html'),
    `<!doctype html><title>t</title><script type="module">
import { solve, hint } from './node_modules/sudoku-web-engine/browser.js';
window.answer = { solution: solve('${FIRST_TUTORIAL}').solution, hint: hint('${FIRST_TUTORIAL}', { lang: 'zh' }).sentence };
</script>`,
  );
  const server = await serve(folder);
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.goto(server.url);
    const answer = await (await page.waitForFunction(() => window.answer)).jsonValue();
    assert.deepEqual(answer, {
      solution: engine.solve(FIRST_TUTORIAL).solution,
      hint: engine.hint(FIRST_TUTORIAL, { lang: 'zh' }).sentence,
    });
  } finally {
    await browser.close();
    await server.close();
  }
});

test('a bundler (Vite) bundles it, and the bundle runs in Chromium', async () => {
  const app = join(folder, 'vite-app');
  await mkdir(app, { recursive: true });
  await writeFile(join(app, 'index.html'), '<!doctype html><title>t</title><script type="module" src="./main.js"></script>\n');
  await writeFile(
    join(app, 'main.js'),
    `import { solve, rate } from 'sudoku-web-engine';
window.answer = { solution: solve('${FIRST_TUTORIAL}').solution, level: rate('${FIRST_TUTORIAL}').level };
`,
  );
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
  execFileSync('node', [vite, 'build', '--logLevel', 'error'], { cwd: app, stdio: 'pipe' });
  const assets = await readdir(join(app, 'dist/assets'));
  assert.ok(assets.some((f) => f.endsWith('.wasm')), `the wasm copied beside the bundle: ${assets}`);
  const server = await serve(join(app, 'dist'));
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.goto(server.url);
    const answer = await (await page.waitForFunction(() => window.answer, null, { timeout: 20000 })).jsonValue();
    assert.deepEqual(answer, { solution: engine.solve(FIRST_TUTORIAL).solution, level: 'extreme' });
  } finally {
    await browser.close();
    await server.close();
  }
});
