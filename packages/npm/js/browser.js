// The browser's entry (and a bundler's): the WebAssembly fetched from beside this file
// (`new URL(..., import.meta.url)`) and compiled before the module finishes loading.
import init from './sudoku_engine.js';

await init({ module_or_path: new URL('./sudoku_engine_bg.wasm', import.meta.url) });

export * from './api.js';
