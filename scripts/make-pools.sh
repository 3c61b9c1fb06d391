#!/bin/sh
# Makes the bundled puzzle pools in puzzles/pool/ again, exactly (docs/mining.md):
# engine games with `chatur-cli selfplay`, split into chunks of 40 games, each
# chunk mined into one pack with `chatur-cli mine`. Both commands are
# deterministic for their seeds whatever --jobs is, and game k of a series does
# not depend on how many games are asked for.
#   scripts/make-pools.sh [build-dir] [jobs]
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}
jobs=${2:-2}
cli=$build/src/cli/chatur-cli
work=${TMPDIR:-/tmp}/chatur-pools
mkdir -p "$work" "$here/puzzles/pool"

# Seeds and chunks of 40 games of the bundled pools.
MAKRUK_SEED=1501
MAKRUK_CHUNKS=24
XIANGQI_SEED=1502
XIANGQI_CHUNKS=11

for v in makruk xiangqi; do
    if [ $v = makruk ]; then seed=$MAKRUK_SEED chunks=$MAKRUK_CHUNKS; else seed=$XIANGQI_SEED chunks=$XIANGQI_CHUNKS; fi
    nice "$cli" selfplay --variant $v --games $((chunks * 40)) --seed $seed --jobs "$jobs" \
        --out "$work/$v-games.pgn"
    rm -f "$work/$v"-chunk-*.pgn "$here/puzzles/pool/$v-mined"-c*.xml
    awk -v base="$work/$v-chunk-" '/^\[Event/ { n++ } { printf "%s\n", $0 > sprintf("%s%02d.pgn", base, int((n - 1) / 40) + 1) }' \
        "$work/$v-games.pgn"
    i=1
    while [ $i -le $chunks ]; do
        c=$(printf %02d $i)
        nice "$cli" mine --variant $v --jobs "$jobs" --pack-id $v.mined.c$c \
            --author "Chatur project" --licence CC-BY-SA-4.0 --locale "$here/locale" \
            "$work/$v-chunk-$c.pgn" --out "$here/puzzles/pool/$v-mined-c$c.xml"
        i=$((i + 1))
    done
done
"$cli" validate --strict "$here/puzzles/pool"
