#!/usr/bin/env bash
# Prints what the built app costs to download: its .wasm files (the page's and the solver worker's)
# and its JavaScript (wasm-bindgen glue and loaders), raw and gzipped, and fails when the gzipped
# total is over the budget. The page starts its worker as it loads, so both count.
set -euo pipefail
dist=${1:-dist}
budget_kib=${WASM_BUDGET_KIB:-150}
shopt -s nullglob
wasm=("$dist"/*.wasm)
if [ ${#wasm[@]} -eq 0 ]; then
  echo "no .wasm in $dist" >&2
  exit 1
fi
# The service worker is not part of a page load; everything else that is code is.
js=()
for file in "$dist"/*.js; do
  [ "$(basename "$file")" = sw.js ] || js+=("$file")
done
total_raw=0
total_gz=0
for file in "${wasm[@]}" "${js[@]}"; do
  raw=$(stat -c %s "$file")
  gz=$(gzip -9 -c "$file" | wc -c)
  total_raw=$((total_raw + raw))
  total_gz=$((total_gz + gz))
  awk -v name="$(basename "$file")" -v raw="$raw" -v gz="$gz" 'BEGIN {
    printf "  %-44s raw %7d bytes (%6.1f KiB), gzipped %6d bytes (%5.1f KiB)\n", name, raw, raw / 1024, gz, gz / 1024 }'
done
awk -v raw="$total_raw" -v gz="$total_gz" -v budget="$budget_kib" 'BEGIN {
  printf "app code (wasm + js): raw %.1f KiB, gzipped %.1f KiB; budget %d KiB gzipped\n", raw / 1024, gz / 1024, budget }'
if [ "$total_gz" -gt $((budget_kib * 1024)) ]; then
  echo "the gzipped wasm + js is over the budget of $budget_kib KiB" >&2
  exit 1
fi
