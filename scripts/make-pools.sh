#!/bin/sh
# Makes the bundled puzzle pools in puzzles/pool/ again, exactly (docs/mining.md):
# engine games with `chatur-cli selfplay`, split into chunks of 40 games, each
# chunk mined into one pack with `chatur-cli mine` (which gives every puzzle's
# board the opponent's move that led to it, `last` and `captured`; the pools
# made before it got them from scripts/pool-last-moves.py). Both commands are
# deterministic for their seeds whatever --jobs is, and game k of a series does
# not depend on how many games are asked for.
#   scripts/make-pools.sh [build-dir] [jobs] [variants] [first-chunk]
# variants: "makruk xiangqi makruk-counting" (the default), or some of them. first-chunk: mine
# only chunks from this one on and keep the files of the earlier ones (they come
# out the same: adding chunks leaves the earlier ones unchanged).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}
jobs=${2:-2}
variants=${3:-makruk xiangqi makruk-counting}
first=${4:-1}
cli=$build/src/cli/chatur-cli
work=${TMPDIR:-/tmp}/chatur-pools
mkdir -p "$work" "$here/puzzles/pool"

# Seeds and chunks of 40 games of the bundled pools.
MAKRUK_SEED=1501
MAKRUK_CHUNKS=24
XIANGQI_SEED=1502
XIANGQI_CHUNKS=24
# Makruk mates under a running count: games from counted endings (selfplay
# --counted-endings), mined with the count kept in the FEN, only `counting` puzzles.
COUNTING_SEED=1503
COUNTING_GAMES=320

for v in $variants; do
    if [ $v = makruk-counting ]; then
        nice "$cli" selfplay --variant makruk --counted-endings --games $COUNTING_GAMES \
            --seed $COUNTING_SEED --jobs "$jobs" --out "$work/$v-games.pgn"
        nice "$cli" mine --variant makruk --jobs "$jobs" --keep-count --theme counting \
            --pack-id makruk.counting.c01 \
            --author "Chatur project" --licence CC-BY-SA-4.0 --locale "$here/locale" \
            "$work/$v-games.pgn" --out "$here/puzzles/pool/makruk-counting-c01.xml"
        continue
    fi
    if [ $v = makruk ]; then seed=$MAKRUK_SEED chunks=$MAKRUK_CHUNKS; else seed=$XIANGQI_SEED chunks=$XIANGQI_CHUNKS; fi
    nice "$cli" selfplay --variant $v --games $((chunks * 40)) --seed $seed --jobs "$jobs" \
        --out "$work/$v-games.pgn"
    rm -f "$work/$v"-chunk-*.pgn
    i=$first
    while [ $i -le 99 ]; do rm -f "$here/puzzles/pool/$v-mined-c$(printf %02d $i).xml"; i=$((i + 1)); done
    awk -v base="$work/$v-chunk-" '/^\[Event/ { n++ } { printf "%s\n", $0 > sprintf("%s%02d.pgn", base, int((n - 1) / 40) + 1) }' \
        "$work/$v-games.pgn"
    i=$first
    while [ $i -le $chunks ]; do
        c=$(printf %02d $i)
        nice "$cli" mine --variant $v --jobs "$jobs" --pack-id $v.mined.c$c \
            --author "Chatur project" --licence CC-BY-SA-4.0 --locale "$here/locale" \
            "$work/$v-chunk-$c.pgn" --out "$here/puzzles/pool/$v-mined-c$c.xml"
        i=$((i + 1))
    done
done
"$cli" validate --strict "$here/puzzles/pool"
