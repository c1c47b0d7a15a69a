#!/usr/bin/env bash
# Prints what the built app costs to download, raw and gzipped, in seven parts, and fails when any
# is over its budget:
# - startup: the page's .wasm and its JavaScript (wasm-bindgen glue, the boot loader, and the first
#   screen's script, start-*, and the split's script that loads the cards, split-*), which a first
#   visit needs before the board works (every script is minified by scripts/postbuild.mjs). A
#   feature pays for its own bytes: a budget only goes down; what a feature adds, it finds room for;
# - the panel's cards (cards-*: Puzzles, Learn, Share, Settings, the camera's and the scanned
#   puzzle's panels, src/page/cards.rs, the page's ends of the solver and logic workers, and chunk-*, the code
#   it shares with the scanner's module, fetched with it), split from the page's wasm and fetched once the board
#   works; the first screen's copy of each card stands until then;
# - the scanner's module (scanner-*: the scan worker's replies made actions and the camera's
#   code, src/page/hooks/use_scan_worker.rs and use_camera.rs), split from the page's wasm and
#   fetched on the first photo or camera opening;
# - the solver worker (worker-*), which the page starts once the board holds a puzzle or a solve,
#   a stepping or a live check is asked for; an empty board never loads it. It is built with wasm's
#   128-bit vectors, and again without (worker_scalar-*) for a browser that lacks them, which
#   loads that one instead: each is counted, and each has the budget;
# - the logic worker (logic-*), which the page starts once the board holds a puzzle to rate or a
#   hint is asked for; an empty board never loads it either;
# - the scan worker (scan-*), which the page starts on the first Scan photo.
set -euo pipefail
dist=${1:-dist}
# Every budget below was lowered when the wasm builds got a standard library rebuilt with panics
# that abort at once (the Makefile's TRUNK_ENV, issue 47): the startup code 172.0 -> 156.6 KiB.
# Then 153.3 with the figures-only parts written as markup (Compare's table and charts, Step
# through's counters and listing: `src/page/markup.rs`), 150.3 with a hint's chain drawing too,
# no class through Yew's `Classes` (`CLASS={...}`, src/page/components.rs) and callbacks from plain
# functions; 149.4 without wasm's reference types (the Makefile's TRUNK_ENV); 148.8 with one
# `button()` for the buttons whose click says nothing more (src/page/components.rs); 147.4 with
# four more hook-less views as plain functions (the panel's cards drawn a task each paid from it).
# 132.5 with the panel's cards in a module of their own, after the board (the cards: below);
# 130.4 with the camera's code and the scan worker's link in another (the scanner: below) and
# every module's target features section stripped; 128.2 with the page's end of the logic worker
# in the cards' module, 124.9 with the solver worker's too; 124.2 with the board's cells no
# longer inputs, 122.5 with the page's one-caller inlining limit (scripts/postbuild.mjs); 122.7
# with pencil-mark grids read from a paste (issue 46: 0.2 KiB; their writing is with the cards);
# 122.9 with the scan requests made while the scanner's module loads kept for one worker; 123.6
# with SudokuWiki's 162-character strings read too, givens kept apart from entries (issue 46,
# which allows its toolkit 10 KiB of startup code in all: 0.9 KiB so far; budget 123 -> 124);
# 125.7 with corner and centre marks and the pad's three modes (issue 46: 2.1 KiB); 128.1 with
# several cells picked at once (a drag, Ctrl- and Shift-click, Shift and the arrows); 127.0 with
# every key of a cell one action for the reducer (`EditAction::Key`) instead of eight callbacks
# a cell, 126.9 with the help line saying so (budget 124 -> 127); 128.1 with nine colours, several
# to a cell (budget 127 -> 129); 129.1 with a digit's places lit from the pad, 129.9 with Check
# marks (budget 129 -> 130), 130.0 with the H key lighting a cell's digit, 2 bytes under the
# budget (issue 46 so far: 7.3 KiB of its 10 over the 122.5 it started from, the scan requests'
# 0.2 aside; budget 130 -> 131, so that a build a few bytes apart does not fail); 130.1 after
# the review that followed (the pad's keys keeping the focus by one listener, its swatches by class);
# 131.5 with Where did I go wrong? (its statuses, its view of the board before the move, going
# back; the search through the history is in the cards' module; budget 131 -> 132), 131.8 with
# its two answers under the status line instead of in Learn (issue 46 so far 9.3 KiB of its 10);
# 132.3 with Stats (a split point of its own and a button's state: 0.3 KiB; the glue's imports for
# its file's export and import, 0.1; issue 46 so far 9.8 KiB of its 10; budget 132 -> 133); 132.5
# with the technique library (its button's state, its example's status; issue 46: 10.0 of 10);
# 130.8 with the sentences of the statuses only a card or a worker's answer brings in the cards'
# module (`Status::text_later`: 1.7 KiB; budget 133 -> 131; issue 46 so far 8.3 of its 10);
# 131.2 with Practice (its request, the state of a practice asked, the loaded puzzle's sentence;
# 0.4 KiB; budget 131 -> 132; issue 46 so far 8.7 of its 10); 132.0 with HoDoKu's library line
# read on paste (read by bytes) and Print sheet's button, split point and the extras' module's
# loader (0.8 KiB in all; issue 46: 9.5 of its 10).
# 135.4 with variant puzzles on the board (issue 44, which allows its work 12 KiB of startup
# code: a variant text handed to the variant worker, the rules kept and applied, the drawing laid
# over the board, the worker's clashes, Solve routed to it, the guards of the classic features;
# its link, what it is sent and its answers taken in are in the extras' module, the check of a
# pasted text's format in the cards'; issue 44 so far 3.5 of its 12; budget 132 -> 136); 136.0
# with the variant kept in storage and taken from another tab (its rules apply at once, their
# drawing asked of the worker again; issue 44 so far 4.1 of its 12; budget 136 -> 137); 136.5
# with each cell's name saying what constrains it; 137.4 with Edit puzzle keeping a variant's
# rules (each set of givens they applied to, in storage too) and the `#v=` link (the address and
# Copy link; read at load and on a hash change; issue 44 so far 5.5 of its 12; budget 137 -> 138);
# 138.1 with Draw rules' part in the page (the cells picked kept in their order, its action and
# its button's setting; issue 44 so far 6.1 of its 12; budget 138 -> 139); 138.6 with its
# history, the live verdict asked of the worker and its panel under the board (6.6 of 12).
budget_kib=${WASM_BUDGET_KIB:-139}
# The panel's cards: what moved out of the startup code (21.8 KiB, the Compare, Step through and
# Explain solution panels, the camera's and the scanned puzzle's among it); 25.1 with the page's
# end of the logic worker moved in from it, 29.2 with the solver worker's (budget 22 -> 30:
# moved, not added); 31.3 with Share's copying moved in from the startup code and a pencil-mark
# grid written (issue 46: the startup code 2.1 KiB less for 2.2 more here; budget 30 -> 32);
# 32.7 with Where did I go wrong?'s search and buttons (1.4 KiB), 31.1 with the Puzzle text box a
# plain view instead of a component (1.6 KiB less) and the bar chart's own logarithm (0.2 less),
# the answers' two buttons moved out to the board's column; 30.6 with Stats' button and its games
# noted (1.2 KiB, and 1.1 in the chunks a third split module makes) and the camera's and the
# scanned puzzle's panels moved to the scanner's module (3.0 KiB less; budget 32 -> 31); 29.8 with
# the library's button and Where did I go wrong?'s search moved to the toolkit's module, and only
# the chunks the cards fetch counted here (deps.txt; budget 31 -> 30); 32.4 with the later
# statuses' sentences moved in from the startup code (2.6 KiB here for 1.7 there: a sentence
# compresses less away from the others; budget 30 -> 33, moved); 34.6 with SudokuWiki's string
# and HoDoKu's line written and Print sheet's button (1.8 KiB), 31.5 with Compare's table and
# charts moved to the extras' module (4.2 KiB less, 1.2 more in the chunks a fourth split module
# makes; budget 33 -> 32).
# 33.3 with the variant worker's start (issue 44: the extras' module fetched first) and the
# check whether a text the classic reader refused is in a variant format, done by bytes (the
# standard library's substring search would cost 1.2 KiB more; budget 32 -> 34); 34.0 with the
# Examples menu's five variant puzzles (their names here, their texts in the extras' module:
# here too they cost 1.2 KiB; budget 34 -> 35).
cards_budget_kib=${CARDS_BUDGET_KIB:-35}
# The camera's code and the scan worker's link: what moved out of the startup code with them
# (2.0 KiB off, 4.0 KiB here: a split's calls and shims cost); 7.0 with the camera's and the
# scanned puzzle's panels moved in from the cards' module (budget 5 -> 8: moved, not added).
scanner_budget_kib=${SCANNER_BUDGET_KIB:-8}
# The toolkit's module (issue 46: Stats, the games noted as the timer goes, its panel and words;
# the technique library, every technique in a few sentences in both languages and an example of
# each), fetched on the first game noted, or when Stats or the library is opened.
# 13.1 KiB: the log read and written, the panel (a component: its own state), the table, the
# chart, the file's export and import, both languages' words.
# 26.9 KiB: Stats 13.1 (the log, the panel, a component with its own state, the table, the chart,
# the file's export and import, their words), the library (53 techniques' sentences in two
# languages and their example puzzles) and Where did I go wrong?'s search (from the cards').
# 28.1 with a chunk it shares with the extras' module (0.3 KiB: the markup both write, Stats'
# table and chart and Compare's, fetched with either; budget 28 -> 29, while the cards' goes
# 33 -> 32).
toolkit_budget_kib=${TOOLKIT_BUDGET_KIB:-29}
# The extras' module: what few people use and nobody needs at once, fetched when Print sheet is
# opened or Compare pressed. Print sheet (issue 46: the panel, a component with its own state and
# its own end of a logic worker, the sheet drawn as SVG, its words) and Compare's table and
# charts, moved in from the cards' module (4.2 KiB less there). 15.2 KiB (Print sheet
# alone, as a module of its own, was 10.5), counting the chunks it shares with the scanner's and
# the toolkit's (those it shares with the cards' come with them).
# 19.8 with the page's end of the variant worker (issue 44: its link, its requests, its answers
# taken in, the rules' list and the variant statuses' words; 4.6 KiB; budget 16 -> 20); 20.0 with
# a kept variant's drawing taken in without touching the board (budget 20 -> 21); 21.2 with the
# variant examples' texts (budget 21 -> 22); 21.0 with the f-puzzles link copied; 24.0 with
# Draw rules' panel and its words (issue 44's editor: 3.0 KiB; as a component of its own with its
# field's state it was 4.1; budget 22 -> 25), 25.5 with its jigsaw regions, Undo and Redo
# drawing and the live verdict (budget 25 -> 26). Tried: Draw rules in a split module of its
# own, fetched when it is opened (extras 22.0, the editor's 5.3): the code it shares with the
# cards' module went to a chunk every visit fetches (cards 34.8 -> 35.8, the startup code +0.3),
# worse for the many who never draw; kept in the extras'.
extras_budget_kib=${EXTRAS_BUDGET_KIB:-26}
# The solver worker: 35 KiB before its build with `simd128` took the triad search (3.6 KiB more);
# 35.4 KiB with its glue minified and its import names shortened (issue 47), 32.7 with the
# rebuilt standard library.
solver_budget_kib=${SOLVER_BUDGET_KIB:-33}
# The logic worker: the logic engine, its sentences in two languages, and the Sudoku Explainer
# rater (SE's techniques and chain search, issue 17), on demand, built at opt-level 3 for speed:
# 157.7 KiB, 147.9 with the rebuilt standard library; 153.9 with Where did I go wrong?'s reasons
# (the singles' refutation, its sentences), 147.1 with the engine's sorts one small heapsort of
# plain keys (3.3 KiB less for a sort of candidates, 1.8 for the standard library's) and a set of
# boxes a bit mask (0.7 less); 146.9 with the reasons' code inlined as the compiler chooses;
# 147.8 with Practice's search, in slices (0.9 KiB).
# 148.2 with issue 44's page changes, none of them the logic worker's: the same functions, the
# optimiser's inlining in `steps::sentence` 1.3 KB larger (twiggy diff of the two builds'
# logic.wasm; 2026-12-07; budget 148 -> 149).
logic_budget_kib=${LOGIC_BUDGET_KIB:-149}
# The scan worker: its code and the classifier's weights (inside its wasm); issue 15 allowed 150 KiB,
# it takes 64.8 KiB with its glue minified and its import names shortened, 59.1 with the rebuilt
# standard library, 58.6 without wasm's reference types.
scan_budget_kib=${SCAN_BUDGET_KIB:-59}
# The variant worker (issue 44): the `sudoku-variants` crate (its formats: f-puzzles, SudokuPad,
# ISS, ours; its propagators and search, at opt-level 3), the drawing, the rules' and refusals'
# sentences in both languages; started the first time a pasted text is not a classic puzzle.
variant_budget_kib=${VARIANT_BUDGET_KIB:-200}
shopt -s nullglob
wasm=("$dist"/*.wasm)
if [ ${#wasm[@]} -eq 0 ]; then
  echo "no .wasm in $dist" >&2
  exit 1
fi
declare -A raw_of gz_of owners
# Each chunk (code split modules share) counts with the cards when they fetch it (they come first,
# on every visit), else with each other module that fetches it: the post-build's list of what each
# split module fetches (deps.txt beside the split). Without the list, every chunk counts with the
# cards.
deps=${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/page/wasm-split/deps.txt
if [ -f "$deps" ]; then
  while read -r module chunks; do
    owner=${module%%-*}
    for chunk in $chunks; do
      case " ${owners[$chunk]:-} " in
        *" cards "*) ;;
        *) if [ "$owner" = cards ]; then owners[$chunk]=cards; else owners[$chunk]="${owners[$chunk]:-} $owner"; fi ;;
      esac
    done
  done < "$deps"
fi
for part in startup cards scanner toolkit extras solver solver_scalar logic scan variant; do raw_of[$part]=0; gz_of[$part]=0; done
# The service worker is not part of a page load; everything else that is code is.
for file in "${wasm[@]}" "$dist"/*.js; do
  name=$(basename "$file")
  [ "$name" = sw.js ] && continue
  raw=$(stat -c %s "$file")
  gz=$(gzip -9 -c "$file" | wc -c)
  case "$name" in
    chunk-*) part=${owners[$name]:-cards} ;;
    cards-*) part=cards ;;
    scanner-*) part=scanner ;;
    toolkit-*) part=toolkit ;;
    extras-*) part=extras ;;
    logic-*) part=logic ;;
    scan-*) part=scan ;;
    variant-*) part=variant ;;
    worker-*) part=solver ;;
    worker_scalar-*) part=solver_scalar ;;
    *) part=startup ;;
  esac
  for each in $part; do
    raw_of[$each]=$((raw_of[$each] + raw))
    gz_of[$each]=$((gz_of[$each] + gz))
  done
  part=${part# }
  part=${part// /+}
  awk -v name="$name" -v part="$part" -v raw="$raw" -v gz="$gz" 'BEGIN {
    printf "  %-44s %-8s raw %7d bytes (%6.1f KiB), gzipped %6d bytes (%5.1f KiB)\n", name, part, raw, raw / 1024, gz, gz / 1024 }'
done
status=0
report() {
  local part=$1 title=$2 budget=$3
  awk -v title="$title" -v raw="${raw_of[$part]}" -v gz="${gz_of[$part]}" -v budget="$budget" 'BEGIN {
    printf "%s (wasm + js): raw %.1f KiB, gzipped %.1f KiB; budget %d KiB gzipped\n", title, raw / 1024, gz / 1024, budget }'
  if [ "${gz_of[$part]}" -eq 0 ]; then
    echo "no files for the $title in $dist" >&2
    status=1
  elif [ "${gz_of[$part]}" -gt $((budget * 1024)) ]; then
    echo "the gzipped $title is over its budget of $budget KiB" >&2
    status=1
  fi
}
report startup "startup code (the page)" "$budget_kib"
report cards "the panel's cards, after the board" "$cards_budget_kib"
report scanner "the camera's code and the scan worker's link, on demand" "$scanner_budget_kib"
report toolkit "the toolkit (Stats, the technique library), on demand" "$toolkit_budget_kib"
report extras "the extras (Print sheet, Compare's table), on demand" "$extras_budget_kib"
report solver "solver worker, on demand" "$solver_budget_kib"
report solver_scalar "solver worker without simd128, on demand" "$solver_budget_kib"
report logic "logic worker, on demand" "$logic_budget_kib"
report scan "scan worker, on demand" "$scan_budget_kib"
report variant "variant worker, on demand" "$variant_budget_kib"
exit $status
