# Two commands matter: `make serve` (build and serve the app) and `make test` (every check).
# Both install what is missing first (scripts/setup.sh), so they work on a fresh machine.

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
# npm's wasm-opt (binaryen 132) must come before any other on PATH: trunk takes the first. So
# must scripts/bin's wasm-bindgen, which splits the page's wasm before binding it.
export PATH := $(CURDIR)/scripts/bin:$(CURDIR)/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
export CHROMEDRIVER ?= /usr/bin/chromedriver
export CHROMIUM ?= /usr/bin/chromium

WASM := --target wasm32-unknown-unknown

# The site's wasm (the page and its workers, built by trunk) with the standard library rebuilt for
# it from rust-src (scripts/setup.sh adds it), with panics that abort at once: no panic message,
# location or formatting machinery is left in any module (the page's startup code 172.0 -> 156.6
# KiB gzipped, docs/BENCHMARKS.md). Both are unstable cargo and rustc features, which
# RUSTC_BOOTSTRAP lets this pinned stable toolchain (1.95) use; only trunk's builds get them (the
# post-build's native prerenderer has them taken off again, scripts/postbuild.mjs), never the
# tests. A panic in the page then surfaces as a wasm trap, which static/start.js turns into the
# crash alert; in a worker, as its `error` event or silence, which the page's `Link` already handles.
# Without wasm's reference types (on by default since Rust 1.82's LLVM): wasm-bindgen then keeps
# the JavaScript objects the wasm holds in its glue's table instead of an `externref` table in the
# wasm, 1.2 KB less wasm for 0.2 KB more glue in the page (docs/BENCHMARKS.md), and the modules run
# in browsers that lack the feature too.
TRUNK_ENV := RUSTC_BOOTSTRAP=1 CARGO_UNSTABLE_BUILD_STD=std,panic_abort \
	CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort -Ctarget-feature=-reference-types"

.PHONY: serve test build packages npm-package python-package bench-python bench-npm setup setup-test setup-bench setup-train train-digits lint native-test wasm-test e2e audit screenshot bench bench-web bench-web-simd128 bench-engines bench-cli bench-scan bench-logic bench-generate bench-variants bench-load fuzz soak clean

## serve: build the release app and serve it at http://127.0.0.1:8080
serve: setup
	@echo "Serving the Sudoku app at http://127.0.0.1:8080/ (Ctrl+C stops it)"
	$(TRUNK_ENV) trunk serve --release

## test: lints, native tests, the release build and its size, browser tests, end-to-end tests,
## the Lighthouse audit
test: setup-test lint native-test build wasm-test packages e2e audit
	@echo "All checks passed."

## build: the release site in dist/, and its wasm size against the budget
build: setup
	$(TRUNK_ENV) trunk build --release
	scripts/wasm-size.sh dist

setup:
	scripts/setup.sh build

setup-test:
	scripts/setup.sh test

setup-bench:
	scripts/setup.sh bench

setup-train:
	scripts/setup.sh train

lint:
	scripts/file-lengths.sh
	python3 scripts/function-lengths.py
	for crate in solver variants words cli packages/api scan; do python3 scripts/module-cycles.py $$crate/src || exit 1; done
	python3 scripts/module-cycles.py src --allow page::state
	@# A class that changes is written CLASS={...} (src/page/components.rs says why).
	@! grep -rnE '(^|[^A-Za-z])class=[{]|[[:space:]][{]class[}]' src --include=*.rs | grep -v '//' || { echo "write CLASS={...} for a class that changes (src/page/components.rs)"; exit 1; }
	cargo fmt --all -- --check
	cargo clippy --workspace --all-targets -- -D warnings
	cargo clippy --workspace --all-targets $(WASM) -- -D warnings
	cargo clippy -p sudoku-web --all-targets $(WASM) --features simd128 -- -D warnings
	cargo clippy -p sudoku-web --lib --bin sudoku-web $(WASM) --features split -- -D warnings
	cargo clippy -p sudoku-web --features prerender --bin prerender -- -D warnings
	RUSTDOCFLAGS="-D warnings" cargo doc --quiet --no-deps --workspace
	cargo package --quiet --allow-dirty -p sudoku-solver

native-test:
	cargo test --workspace

## wasm-test: the app mounted in headless Chromium by wasm-bindgen-test; the variant search on a
## sample of every variant family; then, built with `simd128` as the solver worker is, the triad
## search against the band search on the hardest corpus
wasm-test:
	cargo test $(WASM) -p sudoku-web --test web
	cargo test $(WASM) -p sudoku-web --test variants
	cargo test $(WASM) -p sudoku-web --features simd128 --test engines

## packages: the npm package packed (target/npm/*.tgz), installed in an empty folder and tried as its
## user would (its README's example, its functions, its types, its browser entry in Chromium); the
## Python wheel built (target/wheels/), installed into .venv and tried likewise with pytest
packages: npm-package python-package
	node --test --test-reporter=spec packages/npm/test/
	.venv/bin/python -m pytest -q packages/python/tests

python-package: setup-test
	rm -f target/wheels/sudoku_web_engine-*.whl
	.venv/bin/maturin build --profile python --quiet -m packages/python/Cargo.toml -o target/wheels
	.venv/bin/python -m pip install --quiet --force-reinstall --no-deps --no-index target/wheels/sudoku_web_engine-*.whl

npm-package: setup-test
	scripts/npm-package.sh

## e2e: the release dist/ served on 127.0.0.1, driven by playwright-core in Chromium
e2e:
	node --test --test-reporter=spec e2e/

## audit: Lighthouse on dist/, three runs, the medians (fails below 100 in accessibility, best
## practices or SEO)
audit:
	CHROME_PATH=$(CHROMIUM) node e2e/audit.mjs

## train-digits: train the scanner's digit classifier (seeded: the same fonts and photos give the
## same weights) and write scan/src/digits.weights; about 3 minutes
## bench-load: a cold load of dist/ with the CPU slowed 4x, median of 5: first paint, first board
## pixel, first digit on the board, app running; then what the app's first task holds (the wasm
## compiled on its first call, the layout after it), unslowed, median of 5
bench-load: setup-test build
	node e2e/first-screen.mjs
	node e2e/first-task.mjs

train-digits: setup-train
	cargo run --quiet --profile speed -p sudoku-scan-train -- --fonts /usr/share/fonts --out scan/src/digits.weights

## screenshot: the README's docs/screenshot*.png from the built app
screenshot: build
	node e2e/screenshot.mjs

## bench-python: the Python package against py-sudoku and the first tutorial's own loop, ratios
## (BENCH_ARGS="--typical 200 --hard 10" are the defaults)
bench-python: python-package
	.venv/bin/python packages/python/bench/bench.py $(BENCH_ARGS)

## bench-npm: the npm package's cost per call in Node, from its packed tarball
bench-npm: npm-package
	node packages/npm/bench.mjs

## bench-web: the wasm build of sudoku-bench and its page, in target/bench-web/ (the browser
## halves of the benchmarks below run it)
bench-web:
	cargo build --quiet --profile speed $(WASM) -p sudoku-bench --lib
	wasm-bindgen --target web --no-typescript --out-dir target/bench-web \
		target/wasm32-unknown-unknown/speed/sudoku_bench.wasm
	cp bench/web/index.html target/bench-web/

## bench: our solver against the `sudoku` crate, natively, then as wasm in headless Chromium, built
## without `simd128` (as the app's workers are) and with it, both solvers alike
## (BENCH_ARGS="--rounds 1 --limit 2000" for a quick run)
BENCH_ARGS ?=
bench: setup-test bench-web bench-web-simd128
	cargo run --quiet --profile speed -p sudoku-bench -- $(BENCH_ARGS)
	@echo
	node bench/web/run.mjs $(BENCH_ARGS)
	@echo
	node bench/web/run.mjs --build target/bench-web-simd128 $(BENCH_ARGS)

## bench-web-simd128: the wasm build of sudoku-bench with `simd128`, in target/bench-web-simd128/
bench-web-simd128:
	RUSTFLAGS="-C target-feature=+simd128" cargo build --quiet --profile speed $(WASM) \
		-p sudoku-bench --lib --target-dir target/simd128
	wasm-bindgen --target web --no-typescript --out-dir target/bench-web-simd128 \
		target/simd128/wasm32-unknown-unknown/speed/sudoku_bench.wasm
	cp bench/web/index.html target/bench-web-simd128/

## bench-engines: the solver's two searches and its automatic choice, natively then as wasm built
## with `simd128` in headless Chromium (the build without it runs the band search only)
bench-engines: setup-test bench-web-simd128
	cargo run --quiet --profile speed -p sudoku-bench -- --engines $(BENCH_ARGS)
	@echo
	node bench/web/engines.mjs $(BENCH_ARGS)

## bench-cli: `sudoku solve --jobs 1` against the `sudoku` crate's plainest command line, whole process
bench-cli:
	cargo build --quiet --profile speed -p sudoku-cli -p sudoku-bench --bins
	target/speed/sudoku-bench --cli $(BENCH_ARGS)

## bench-scan: Scan photo in the built app over the photo folder: time to the answer, accuracy
bench-scan: setup-test build
	node e2e/scan-speed.mjs

## bench-variants: the variant search on each family file of ../shared/puzzles/variants/, natively
## then as wasm in headless Chromium: the median and worst time a puzzle proving uniqueness
bench-variants: setup-test bench-web
	cargo run --quiet --profile speed -p sudoku-bench -- --variants $(BENCH_ARGS)
	@echo
	node bench/web/variants.mjs $(BENCH_ARGS)

## bench-logic: the logic engine's whole path per puzzle, as wasm in headless Chromium
bench-logic: setup-test bench-web
	node bench/web/logic.mjs $(BENCH_ARGS)

## bench-generate: the generator per level, natively against QQWing, then as wasm in headless
## Chromium (BENCH_ARGS="--count 20" for a quick run)
bench-generate: setup-bench bench-web
	cargo run --quiet --profile speed -p sudoku-bench -- --generate $(BENCH_ARGS)
	@echo
	node bench/web/generate.mjs $(BENCH_ARGS)

## soak: the seeded monkey in Chromium for 30 minutes (SOAK_ARGS="--minutes 5 --seed 3" to vary;
## SOAK_ARGS="--tabs 2 --minutes 10": two tabs of one profile, each checked to show the newest
## saved board); prints the actions done and the longest main-thread task
SOAK_ARGS ?= --minutes 30
soak: build
	node e2e/soak.mjs $(SOAK_ARGS)

## fuzz: every fuzz target at its full count (over 10 million inputs; FUZZ_ARGS="--scale 0.1" for a
## tenth, "--seed N" for other inputs, target names for some)
FUZZ_ARGS ?=
fuzz:
	cargo run --quiet --profile fuzz -p sudoku-fuzz -- $(FUZZ_ARGS)

clean:
	cargo clean
	rm -rf dist e2e/artifacts
