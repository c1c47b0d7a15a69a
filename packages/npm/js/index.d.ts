/** A puzzle: text in any format the engine reads (81 characters with `.` or `0` for empty, a
 * grid, a HoDoKu or SudokuWiki export, a link with `p=` or `bd=`), or nine lists of nine
 * numbers, 0 or null for an empty cell, as the Python tutorials write a board. */
export type Puzzle = string | ReadonlyArray<ReadonlyArray<number | null>>;

/** The language of sentences and error messages: `en` or `zh` (any tag starting so). */
export type Lang = 'en' | 'zh' | (string & {});

export interface LangOption {
  lang?: Lang;
}

/** A digit placed or a candidate removed. Rows and columns count from 1. */
export interface Candidate {
  /** `r4c6`. */
  cell: string;
  row: number;
  column: number;
  digit: number;
}

/** Work counted as the tutorials count it. */
export interface Counts {
  /** Digits tested at a cell. */
  tries: number;
  /** Tries that fit: digits written. */
  placements: number;
  /** Dead ends: cells with no digit left to try. */
  backtracks: number;
  /** The most digits written at one time. */
  depth: number;
}

export interface Solved {
  /** One solution, several, none, or givens that clash. */
  status: 'unique' | 'multiple' | 'none' | 'clash';
  /** The solution (the first of two when there are several), 81 digits; null when none. */
  solution: string | null;
  /** One solution, or two different ones, or none. */
  solutions: string[];
  /** The clashing givens (`r1c1`), for status `clash`. */
  clashes: string[];
  /** The fast search's guesses (without `counts`). */
  guesses?: number;
  /** With `counts: true`: the work to the first solution (where the tutorials stop and
   * print their count; null when there is none) and for the whole search. */
  counts?: { first: Counts | null; all: Counts };
}

/** One step of solving as a person does. */
export interface Step {
  /** The technique's short name: `hidden-single`, `x-wing`, … */
  technique: string;
  /** Its name in the language asked for. */
  name: string;
  /** The step in one sentence. */
  sentence: string;
  /** Where to look, without giving the step away. */
  look: string;
  /** The step on Sudoku Explainer's scale. */
  rating: number;
  placements: Candidate[];
  eliminations: Candidate[];
}

/** A puzzle's difficulty. */
export interface Rating {
  level: 'easy' | 'medium' | 'hard' | 'expert' | 'extreme';
  /** Sudoku Explainer's three numbers. */
  er: number;
  ep: number;
  ed: number;
  /** The hardest technique of SE's path, named in the language asked for. */
  hardest: string | null;
  /** Steps of the engine's own path, and the guesses it needed (0 for every puzzle we know). */
  steps: number;
  guesses: number;
}

export interface Explained {
  rating: Rating;
  steps: Step[];
}

export interface Generated {
  puzzle: string;
  solution: string;
  rating: Rating;
  /** The seed that makes this puzzle again. */
  seed: number;
}

/** The board as 81 characters, `.` for empty. Throws an `Error` saying why text is not a board. */
export function parse(puzzle: Puzzle, options?: LangOption): string;

/** Solves, proving the solution is the only one. */
export function solve(
  puzzle: Puzzle,
  options?: LangOption & {
    /** `fast` (default), or the tutorials' `naive` and `candidates-first` backtracking. */
    algorithm?: 'fast' | 'naive' | 'candidates-first';
    /** Report the tutorials' counts. */
    counts?: boolean;
  },
): Solved;

/** How many solutions, counting up to `limit` (default 2); 0 when givens clash. */
export function countSolutions(puzzle: Puzzle, options?: LangOption & { limit?: number }): number;

/** The next step on the board as it stands; null when it is full. Throws when it is not a
 * puzzle with one solution. */
export function hint(puzzle: Puzzle, options?: LangOption): Step | null;

/** The difficulty. Throws when it is not a puzzle with one solution. */
export function rate(puzzle: Puzzle, options?: LangOption): Rating;

/** The difficulty and every step. Throws when it is not a puzzle with one solution. */
export function explain(puzzle: Puzzle, options?: LangOption): Explained;

/** A new puzzle, minimal, with one solution: the same for the same seed everywhere. */
export function generate(
  options?: LangOption & {
    level?: Rating['level'];
    symmetry?: 'none' | 'rotate180' | 'rotate90' | 'mirror' | 'diagonal';
    /** A whole number below 2^53; a random one when absent. */
    seed?: number;
  },
): Generated;

/** A variant puzzle's size, givens and rules. */
export interface VariantPuzzle {
  /** The digits (1 to `size`), and the side of a square grid: 4 to 16. */
  size: number;
  /** Rows and columns (ISS's grids may be rectangles, or hold more digits than a side). */
  rows: number;
  cols: number;
  /** A character a cell, row by row: `.` for empty, digits, or letters (`A` = 1) above 9x9. */
  givens: string;
  /** Each kind of rule once, in a sentence in the language asked for. */
  rules: string[];
  /** The puzzle in ISS's constraint format and in the project's own format. */
  iss: string;
  text: string;
}

/** A variant puzzle's outcome. Grids are a character a cell, row by row. */
export interface VariantSolved {
  /** `unknown` when the work limit was reached before the search could prove an answer. */
  status: 'unique' | 'multiple' | 'none' | 'unknown';
  /** The solution when it is the only one, else null. */
  solution: string | null;
  /** The solutions found: one when unique, two when several, any found before the limit. */
  solutions: string[];
  /** The branches the search took. */
  branches: number;
}

/** Reads a variant puzzle (killer, jigsaw, the f-puzzles constraint set, 4x4 to 16x16) in any of
 * its formats: ISS's constraint string (`.Cage~10~R1C1~R1C2…`), an f-puzzles or SudokuPad link,
 * f-puzzles' JSON, or the project's format (`9x9; …`). Throws an `Error` saying why not. */
export function parseVariant(puzzle: string, options?: LangOption): VariantPuzzle;

/** Solves a variant puzzle, proving uniqueness within a work limit. */
export function solveVariant(
  puzzle: string,
  options?: LangOption & {
    /** The most branches the search may take (default 2,000,000). */
    branches?: number;
  },
): VariantSolved;

/** The rules a full grid breaks, named in the language asked for. */
export function checkVariant(
  puzzle: string,
  grid: string,
  options?: LangOption,
): { ok: boolean; broken: string[] };
