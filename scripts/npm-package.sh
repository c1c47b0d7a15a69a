#!/usr/bin/env bash
# Builds the npm package (packages/npm) into target/npm/package/ and packs it into
# target/npm/sudoku-web-engine-VERSION.tgz: the engine compiled to wasm (release, the solver at
# opt-level 3 as in every release build), wasm-bindgen's `web` glue (loaded by node.js from the
# file, by browser.js with fetch), then the package's own files from packages/npm/js/.
set -euo pipefail
cd "$(dirname "$0")/.."

out=target/npm/package
rm -rf target/npm
mkdir -p "$out"
cargo build --quiet --release --target wasm32-unknown-unknown -p sudoku-npm
wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name sudoku_engine \
  target/wasm32-unknown-unknown/release/sudoku_npm.wasm
# Speed first (the package solves and rates in batches), then size.
node_modules/.bin/wasm-opt -O3 \
  "$out/sudoku_engine_bg.wasm" -o "$out/sudoku_engine_bg.wasm"
cp packages/npm/js/{package.json,README.md,api.js,node.js,browser.js,index.d.ts} "$out/"
cp LICENSE "$out/"
(cd target/npm && npm pack --silent ./package >/dev/null)
ls target/npm/*.tgz
