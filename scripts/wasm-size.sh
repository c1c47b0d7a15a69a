#!/usr/bin/env bash
# Prints what the built app costs to download, raw and gzipped, in two parts, and fails when either
# is over its budget:
# - startup: the page's .wasm and the solver worker's (the page starts that worker as it loads),
#   and their JavaScript (wasm-bindgen glue and loaders);
# - on demand: the logic worker's files (logic-*), which the page loads only once the board holds a
#   puzzle to rate or a hint is asked for; an empty board never loads them.
set -euo pipefail
dist=${1:-dist}
budget_kib=${WASM_BUDGET_KIB:-165}
on_demand_budget_kib=${LOGIC_BUDGET_KIB:-60}
shopt -s nullglob
wasm=("$dist"/*.wasm)
if [ ${#wasm[@]} -eq 0 ]; then
  echo "no .wasm in $dist" >&2
  exit 1
fi
startup_raw=0
startup_gz=0
demand_raw=0
demand_gz=0
# The service worker is not part of a page load; everything else that is code is.
for file in "${wasm[@]}" "$dist"/*.js; do
  name=$(basename "$file")
  [ "$name" = sw.js ] && continue
  raw=$(stat -c %s "$file")
  gz=$(gzip -9 -c "$file" | wc -c)
  case "$name" in
    logic-*) part="on demand"; demand_raw=$((demand_raw + raw)); demand_gz=$((demand_gz + gz)) ;;
    *) part=startup; startup_raw=$((startup_raw + raw)); startup_gz=$((startup_gz + gz)) ;;
  esac
  awk -v name="$name" -v part="$part" -v raw="$raw" -v gz="$gz" 'BEGIN {
    printf "  %-44s %-9s raw %7d bytes (%6.1f KiB), gzipped %6d bytes (%5.1f KiB)\n", name, part, raw, raw / 1024, gz, gz / 1024 }'
done
awk -v raw="$startup_raw" -v gz="$startup_gz" -v budget="$budget_kib" 'BEGIN {
  printf "startup code (wasm + js): raw %.1f KiB, gzipped %.1f KiB; budget %d KiB gzipped\n", raw / 1024, gz / 1024, budget }'
awk -v raw="$demand_raw" -v gz="$demand_gz" -v budget="$on_demand_budget_kib" 'BEGIN {
  printf "on-demand code (logic worker): raw %.1f KiB, gzipped %.1f KiB; budget %d KiB gzipped\n", raw / 1024, gz / 1024, budget }'
status=0
if [ "$startup_gz" -gt $((budget_kib * 1024)) ]; then
  echo "the gzipped startup code is over the budget of $budget_kib KiB" >&2
  status=1
fi
if [ "$demand_gz" -eq 0 ]; then
  echo "no logic worker (logic-*) in $dist" >&2
  status=1
elif [ "$demand_gz" -gt $((on_demand_budget_kib * 1024)) ]; then
  echo "the gzipped logic worker is over the budget of $on_demand_budget_kib KiB" >&2
  status=1
fi
exit $status
