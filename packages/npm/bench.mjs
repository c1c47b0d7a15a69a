// `make bench-npm`: the npm package's cost per call in Node, from the packed tarball installed in
// a temporary folder (as its users get it). Best of 3 passes after a warm-up pass, µs a puzzle.
//
//   node packages/npm/bench.mjs        (after scripts/npm-package.sh)
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PUZZLES = process.env.SUDOKU_PUZZLES ?? join(ROOT, '../shared/puzzles');
const packed = (await readdir(join(ROOT, 'target/npm'))).find((f) => f.endsWith('.tgz'));
const folder = await mkdtemp(join(tmpdir(), 'sudoku-npm-bench-'));
await writeFile(join(folder, 'package.json'), '{ "type": "module", "private": true }\n');
execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', join(ROOT, 'target/npm', packed)], {
  cwd: folder,
  stdio: 'pipe',
});
const engine = await import(join(folder, 'node_modules/sudoku-web-engine/node.js'));

async function corpus(name, limit) {
  const text = await readFile(join(PUZZLES, name), 'utf8');
  return text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#')).slice(0, limit);
}

function perCall(call, lines) {
  lines.forEach((line) => call(line));
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const start = performance.now();
    lines.forEach((line) => call(line));
    best = Math.min(best, performance.now() - start);
  }
  return ((best / lines.length) * 1000).toFixed(1);
}

console.log(`Node ${process.version}, ${packed}\n`);
console.log('| call | corpus | puzzles | µs a puzzle |');
console.log('|---|---|---:|---:|');
const unbiased = await corpus('puzzles1_unbiased_first1000', 1000);
for (const [name, call] of [['parse', engine.parse], ['countSolutions', engine.countSolutions]]) {
  console.log(`| ${name} | puzzles1_unbiased_first1000 | ${unbiased.length} | ${perCall(call, unbiased)} |`);
}
for (const [file, limit] of [['puzzles1_unbiased_first1000', 1000], ['norvig_top95.txt', 95], ['puzzles2_17_clue', 5000]]) {
  const lines = await corpus(file, limit);
  console.log(`| solve | ${file} | ${lines.length} | ${perCall(engine.solve, lines)} |`);
}
// Variant puzzles: the generated killer and jigsaw files' constraint strings (their second field).
for (const file of ['variants/generated/killer.txt', 'variants/generated/jigsaw.txt']) {
  const lines = (await corpus(file, 1000)).map((line) => line.split('\t')[1]);
  console.log(`| solveVariant | ${file} | ${lines.length} | ${perCall(engine.solveVariant, lines)} |`);
}
const start = performance.now();
unbiased.forEach((line) => engine.rate(line));
console.log(`\nrate over puzzles1_unbiased_first1000: ${((performance.now() - start) / 1000).toFixed(2)} s`);
await rm(folder, { recursive: true, force: true });
