#!/usr/bin/env bash
# Installs what the project needs and is missing, at the versions that work on this image (see
# shared/docs/toolchain.md). Idempotent: a second run checks versions and installs nothing.
#
#   scripts/setup.sh build   the wasm32 target, trunk, wasm-bindgen-cli, npm tools (make serve)
#   scripts/setup.sh test    the above, plus Chromium and ChromeDriver (make test)
#   scripts/setup.sh bench   the above, plus QQWing, the generator's peer (make bench-generate)
#   scripts/setup.sh train   the fonts the digit classifier is trained on (make train-digits)
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-build}
TRUNK_VERSION=0.21.14
# = the wasm_split_helpers runtime in Cargo.toml is its companion (0.2.3 with the CLI 0.2.4).
WASM_SPLIT_VERSION=0.2.4

say() { printf '==> %s\n' "$*"; }
have() { command -v "$1" >/dev/null 2>&1; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"
  elif have sudo; then sudo "$@"
  else echo "need root to run: $*" >&2; exit 1
  fi
}

apt_install() {
  say "installing Debian packages: $*"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}

# --- Rust: the wasm target and the lint components -------------------------------------------
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi
# rust-src: the site's wasm is built with the standard library rebuilt for it (the Makefile's
# TRUNK_ENV); its own dependencies are fetched below with the project's.
for component in rustfmt clippy rust-src; do
  if ! rustup component list --installed | grep -q "^$component"; then
    say "adding rustup component $component"
    rustup component add "$component"
  fi
done

# --- trunk -----------------------------------------------------------------------------------
if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
  say "installing trunk $TRUNK_VERSION (takes several minutes)"
  cargo install --locked trunk --version "$TRUNK_VERSION"
fi

# --- wasm-split-cli: splits the page's wasm after the link (scripts/bin/wasm-bindgen) ----------
# (It has no --version: cargo's list of what it installed says which.)
if ! cargo install --list | grep -qxF "wasm_split_cli_support v$WASM_SPLIT_VERSION:"; then
  say "installing wasm-split-cli $WASM_SPLIT_VERSION (takes a minute)"
  cargo install --locked wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary
fi

# --- wasm-bindgen-cli, at exactly the version in Cargo.lock ----------------------------------
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
if ! grep -q "^wasm_bindgen = \"$bindgen_version\"" Trunk.toml; then
  echo "Trunk.toml's [tools] wasm_bindgen must be $bindgen_version, the version in Cargo.lock" >&2
  exit 1
fi
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $bindgen_version" ]; then
  say "installing wasm-bindgen-cli $bindgen_version (takes a few minutes)"
  # Not --locked: its lock file pins a crate version the registry no longer has.
  cargo install wasm-bindgen-cli --version "$bindgen_version" --force
fi

# --- Node tools: wasm-opt (binaryen), terser, typescript and vite (the npm package's types and a
# bundler to try it with), playwright-core, Lighthouse (and its Chromium launcher)
if ! have node || ! have npm; then
  apt_install nodejs npm
fi
if ! node -e '
  const lock = require("./package-lock.json").packages;
  for (const dep of ["binaryen", "playwright-core", "lighthouse", "chrome-launcher", "terser", "typescript", "vite"]) {
    const want = lock["node_modules/" + dep].version;
    const got = require("./node_modules/" + dep + "/package.json").version;
    if (want !== got) process.exit(1);
  }' 2>/dev/null; then
  say "installing npm tools (binaryen for wasm-opt, terser, typescript, vite, playwright-core, lighthouse)"
  npm ci --no-audit --no-fund
fi

# --- crates, fetched once so trunk's offline builds find them ---------------------------------
cargo fetch --locked --quiet
RUSTC_BOOTSTRAP=1 cargo fetch --locked --quiet \
  --manifest-path "$(rustc --print sysroot)/lib/rustlib/src/rust/library/Cargo.toml"

# --- the browser, for tests ------------------------------------------------------------------
if [ "$mode" = test ] || [ "$mode" = bench ]; then
  if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    apt_install chromium chromium-driver
  fi
  # A Chinese font (5 MB), so the Chinese page renders its glyphs in tests and screenshots.
  if ! fc-list :lang=zh 2>/dev/null | grep -q .; then
    apt_install fonts-wqy-microhei
  fi
fi

# --- Python: a virtual environment (.venv) with maturin, pytest and the benchmark's peer ----
# The Python package (packages/python) is built by maturin into a wheel and tested with pytest.
if [ "$mode" = test ] || [ "$mode" = bench ]; then
  if ! have python3 || ! python3 -c 'import venv, ensurepip' 2>/dev/null; then
    apt_install python3 python3-venv
  fi
  if [ ! -x .venv/bin/python ]; then
    say "creating the Python environment .venv"
    python3 -m venv .venv
  fi
  frozen=$(.venv/bin/python -m pip freeze 2>/dev/null)
  if grep -v '^#' packages/python/requirements-dev.txt | grep -v '^$' | grep -qvxF -f <(echo "$frozen"); then
    say "installing Python tools (maturin, pytest, py-sudoku, dask) into .venv"
    .venv/bin/python -m pip install --quiet --disable-pip-version-check -r packages/python/requirements-dev.txt
  fi
fi

# --- fonts, for training the scanner's digit classifier ---------------------------------------
# Digits as newspapers print them: serif and sans, regular to bold, from these packages (the
# weights in scan/src/digits.weights were trained with exactly these installed).
TRAIN_FONTS="fonts-dejavu-core fonts-dejavu-extra fonts-liberation fonts-freefont-ttf fonts-urw-base35 fonts-crosextra-carlito fonts-crosextra-caladea fonts-open-sans fonts-lato fonts-roboto-unhinted"
if [ "$mode" = train ]; then
  missing=$(for p in $TRAIN_FONTS; do dpkg -s "$p" >/dev/null 2>&1 || echo "$p"; done)
  if [ -n "$missing" ]; then
    # shellcheck disable=SC2086
    apt_install $missing
  fi
fi

# --- the generator's peer, for benchmarks ----------------------------------------------------
if [ "$mode" = bench ] && ! have qqwing; then
  apt_install qqwing
fi

say "tools ready ($mode): $(trunk --version), $(wasm-bindgen --version), wasm-opt $(node_modules/.bin/wasm-opt --version | awk '{print $3}')"
