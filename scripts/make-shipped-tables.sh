#!/usr/bin/env bash
# Makes every endgame table of both games into <build>/tablebases, where the
# install rules pick them up as share/chatur/tablebases (the tables the app
# reads before its cache folder: docs/tablebase.md, "Ready when the learner is").
# Used by the packaging scripts; the files are the same on every platform.
# usage: scripts/make-shipped-tables.sh <build dir> [chatur-cli command...]
#        (the command defaults to <build dir>/src/cli/chatur-cli)
set -euo pipefail
build=$1
shift
cli=("$@")
[ ${#cli[@]} -gt 0 ] || cli=("$build/src/cli/chatur-cli")
out="$build/tablebases"
mkdir -p "$out"
jobs=$(nproc)
for variant in makruk xiangqi; do
  echo "== endgame tables: $variant ($jobs jobs) into $out"
  "${cli[@]}" endgame build --variant "$variant" --jobs "$jobs" --cache "$out"
done
du -sh "$out"
