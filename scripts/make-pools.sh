#!/bin/sh
# Makes the bundled puzzle pools in puzzles/pool/ again, exactly (docs/mining.md):
# engine games with `chatur-cli selfplay`, then `chatur-cli mine`. Both are
# deterministic for their seeds whatever --jobs is.
#   scripts/make-pools.sh [build-dir] [jobs]
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}
jobs=${2:-2}
cli=$build/src/cli/chatur-cli
work=${TMPDIR:-/tmp}/chatur-pools
mkdir -p "$work" "$here/puzzles/pool"

# Game counts and seeds of the bundled pools (the first N games of each series).
MAKRUK_GAMES=760
MAKRUK_SEED=1501
XIANGQI_GAMES=712
XIANGQI_SEED=1502

nice "$cli" selfplay --variant makruk --games $MAKRUK_GAMES --seed $MAKRUK_SEED --jobs "$jobs" \
    --out "$work/makruk-games.pgn"
nice "$cli" selfplay --variant xiangqi --games $XIANGQI_GAMES --seed $XIANGQI_SEED --jobs "$jobs" \
    --out "$work/xiangqi-games.pgn"
for v in makruk xiangqi; do
    rm -f "$here/puzzles/pool/$v-mined"*.xml
    nice "$cli" mine --variant $v --jobs "$jobs" --per-file 300 --pack-id $v.mined \
        --author "Chatur project" --licence CC-BY-SA-4.0 --locale "$here/locale" \
        "$work/$v-games.pgn" --out "$here/puzzles/pool/$v-mined.xml"
done
"$cli" validate --strict "$here/puzzles/pool"
