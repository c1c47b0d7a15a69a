// The package's functions: the WebAssembly's exports (sudoku_engine.js, made by wasm-bindgen)
// given options objects with defaults, and their JSON answers parsed. Every sentence and every
// error message comes from the engine, in the language asked for.
import * as engine from './sudoku_engine.js';

// A puzzle as text (any format the engine reads), or as nine lists of nine numbers (0 or null
// for an empty cell), as the Python tutorials write a board.
function text(puzzle) {
  return Array.isArray(puzzle) ? JSON.stringify(puzzle).replaceAll('null', '0') : String(puzzle);
}

export function parse(puzzle, { lang = 'en' } = {}) {
  return engine.parse(text(puzzle), lang);
}

export function solve(puzzle, { algorithm = 'fast', counts = false, lang = 'en' } = {}) {
  return JSON.parse(engine.solve(text(puzzle), algorithm, Boolean(counts), lang));
}

export function countSolutions(puzzle, { limit = 2, lang = 'en' } = {}) {
  return engine.count(text(puzzle), limit, lang);
}

export function hint(puzzle, { lang = 'en' } = {}) {
  return JSON.parse(engine.hint(text(puzzle), lang));
}

export function rate(puzzle, { lang = 'en' } = {}) {
  return JSON.parse(engine.rate(text(puzzle), lang));
}

export function explain(puzzle, { lang = 'en' } = {}) {
  return JSON.parse(engine.explain(text(puzzle), lang));
}

export function generate({ level = 'medium', symmetry = 'rotate180', seed, lang = 'en' } = {}) {
  const chosen = seed ?? Math.floor(Math.random() * 2 ** 32);
  return { seed: chosen, ...JSON.parse(engine.generate(level, symmetry, chosen, lang)) };
}

// Variant puzzles (killer, jigsaw, the f-puzzles constraint set, 4x4 to 16x16), as text in any
// of their formats: ISS's constraint string, an f-puzzles or SudokuPad link, f-puzzles' JSON, or
// the project's own format.
export function parseVariant(puzzle, { lang = 'en' } = {}) {
  return JSON.parse(engine.parse_variant(String(puzzle), lang));
}

export function solveVariant(puzzle, { branches = -1, lang = 'en' } = {}) {
  return JSON.parse(engine.solve_variant(String(puzzle), branches, lang));
}

export function checkVariant(puzzle, grid, { lang = 'en' } = {}) {
  return JSON.parse(engine.check_variant(String(puzzle), String(grid), lang));
}
