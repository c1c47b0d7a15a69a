#!/usr/bin/env bash
# Prints the size of the built app's .wasm, raw and gzipped, and fails above the budget.
set -euo pipefail
dist=${1:-dist}
budget_kib=${WASM_BUDGET_KIB:-150}
shopt -s nullglob
wasm=("$dist"/*.wasm)
if [ ${#wasm[@]} -ne 1 ]; then
  echo "expected one .wasm in $dist, found ${#wasm[@]}" >&2
  exit 1
fi
raw=$(stat -c %s "${wasm[0]}")
gz=$(gzip -9 -c "${wasm[0]}" | wc -c)
awk -v name="$(basename "${wasm[0]}")" -v raw="$raw" -v gz="$gz" -v budget="$budget_kib" 'BEGIN {
  printf "wasm size: %s  raw %d bytes (%.1f KiB), gzipped %d bytes (%.1f KiB); budget %d KiB gzipped\n",
    name, raw, raw / 1024, gz, gz / 1024, budget }'
if [ "$gz" -gt $((budget_kib * 1024)) ]; then
  echo "the gzipped wasm is over the budget of $budget_kib KiB" >&2
  exit 1
fi
