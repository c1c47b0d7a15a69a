#!/bin/sh
# The project's rule (the developers' guide): no source file over 700 lines. Lists every file
# of the repository's Rust, JavaScript, Python and CSS sources over it, and fails if there is one.
set -eu
cd "$(dirname "$0")/.."
limit=700
over=$(git ls-files --cached --others --exclude-standard -- '*.rs' '*.mjs' '*.js' '*.py' '*.css' \
  | while read -r file; do
      [ -f "$file" ] || continue
      lines=$(wc -l < "$file")
      if [ "$lines" -gt "$limit" ]; then echo "  $file: $lines lines"; fi
    done)
if [ -n "$over" ]; then
  echo "source files over $limit lines:"
  echo "$over"
  exit 1
fi
echo "no source file over $limit lines"
