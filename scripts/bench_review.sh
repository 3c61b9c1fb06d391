#!/usr/bin/env bash
# Game review benchmark (docs/review.md, "Speed"): `chatur-cli review` of a
# 60-move Makruk game (120 plies) and a 39-move Xiangqi game at the default depth
# on one core (--jobs 1), with no endgame tables at hand, so every position is
# searched. Prints per game the CPU seconds (user + system) and the time per
# position; the review itself is the same on any machine (a fixed depth).
# Usage: scripts/bench_review.sh [path/to/chatur-cli] [extra review options...]
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cli=${1:-$root/build/src/cli/chatur-cli}
shift $(( $# > 0 ? 1 : 0 ))
tables=$(mktemp -d "${TMPDIR:-/tmp}/chatur-bench-review.XXXXXX")
trap 'rm -rf "$tables"' EXIT
for game in makruk:sixty_moves_makruk.pgn xiangqi:xiangqi_39_moves.pgn; do
    variant=${game%%:*}
    file=$root/tests/data/review/${game#*:}
    out=$tables/out.txt
    # GNU time's %U and %S: the CPU the review used, whatever else runs.
    /usr/bin/time -f "%U %S" -o "$tables/time" \
        "$cli" review --variant "$variant" --jobs 1 --tables "$tables" "$@" "$file" \
        >"$out" 2>/dev/null || true
    plies=$(grep -c ' ply=' "$out")
    read -r user sys <"$tables/time"
    awk -v v="$variant" -v p="$plies" -v u="$user" -v s="$sys" 'BEGIN {
        printf "%-8s plies=%d positions=%d cpu_s=%.2f per_position_ms=%.0f\n",
               v, p, p + 1, u + s, 1000 * (u + s) / (p + 1) }'
    grep -E '^game=1 white=' "$out"
done
