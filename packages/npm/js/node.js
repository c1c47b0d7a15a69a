// Node's entry: the WebAssembly read from beside this file and compiled at import, synchronously,
// so every function is ready once `import` returns.
import { readFileSync } from 'node:fs';
import { initSync } from './sudoku_engine.js';

initSync({ module: readFileSync(new URL('./sudoku_engine_bg.wasm', import.meta.url)) });

export * from './api.js';
