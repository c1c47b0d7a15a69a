// The puzzles the end-to-end tests share, the same strings as the Rust tests' `sudoku-testkit`
// (testkit/src/lib.rs checks that they agree).
import { readFileSync } from 'node:fs';

/** Arto Inkala's 2012 puzzle, and its solution. */
export const INKALA = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
export const INKALA_SOLVED = '812753649943682175675491283154237896369845721287169534521974368438526917796318452';

/** An easy puzzle (singles only), and its solution. */
export const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
export const EASY_SOLVED = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

/** A puzzle whose first step removes candidates (a pointing pair in box 4) rather than placing a
 * digit: a hint strikes candidates. */
export const POINTING = '4...7.1....19.46.5.....1......7....2..2.3....847..6....14...8.6.2....3..6...9....';

/** Norvig's easy example ("grid1" of his essay): the naive search finds its solution after 1,605
 * tries, and proves it the only one in 8,352 tries and 928 backtracks. */
export const NORVIG_EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

/** A puzzle with more than one solution. */
export const MANY = '.....6....59.....82....8....45........3........6..3.54...325..6..................';

/** Inkala's puzzle with every empty cell's candidates, as a pencil-mark grid in HoDoKu's layout
 * (`sudoku_testkit::INKALA_MARKS`: the solver crate's tests read the same file). */
export const INKALA_MARKS = readFileSync(new URL('../testkit/data/inkala-marks.txt', import.meta.url), 'utf8');

/** Up to `limit` solutions of `line` (81 characters, '.' empty), by plain backtracking: the
 * tests' oracle, independent of the app's solvers. */
export function solutions(line, limit = 2) {
  const grid = [...line].map((c) => (c === '.' ? 0 : Number(c)));
  const found = [];
  const fits = (i, d) => {
    const [r, c] = [Math.floor(i / 9), i % 9];
    for (let k = 0; k < 9; k++) {
      const box = (Math.floor(r / 3) * 3 + Math.floor(k / 3)) * 9 + Math.floor(c / 3) * 3 + (k % 3);
      if (grid[r * 9 + k] === d || grid[k * 9 + c] === d || grid[box] === d) return false;
    }
    return true;
  };
  const fill = (i) => {
    if (found.length >= limit) return;
    if (i === 81) {
      found.push(grid.join(''));
      return;
    }
    if (grid[i]) {
      fill(i + 1);
      return;
    }
    for (let d = 1; d <= 9; d++) {
      if (!fits(i, d)) continue;
      grid[i] = d;
      fill(i + 1);
      grid[i] = 0;
    }
  };
  fill(0);
  return found;
}
