#!/usr/bin/env bash
# Benchmarks the endgame tables (issue 33): makes both games' sets from nothing,
# once with one job and once with two, and reports the CPU time, the positions
# (table entries) per second per core, the ratio of that rate to Chatur's own
# perft measured in the same run (machine noise cancels), the peak memory, the
# cache's size on disk, the time to load one big table and the mean probe time.
# The values are compared with tests/data/tablebase/reference-values.txt (the
# first builder's): a difference is an error. Not a test: nothing here is timed
# against a limit.
# With --against OTHER (another build's chatur-cli, e.g. main's), it compares
# instead: both builds make each set from nothing with one job, alternately, back
# to back (ROUNDS times each, default 2: on a shared machine the load changes
# from one minute to the next), and every file of one is compared byte for byte
# with the other's.
# usage: scripts/bench-tablebase.sh [build dir] [--against OTHER-CLI [ROUNDS]]
#        (default build dir: build)
set -euo pipefail
cd "$(dirname "$0")/.."
build=build
if [ $# -gt 0 ] && [ "$1" != --against ]; then build=$1; shift; fi
against=
rounds=2
if [ $# -gt 0 ] && [ "$1" = --against ]; then
  against=${2:?--against needs a chatur-cli}
  rounds=${3:-2}
fi
cli=$build/src/cli/chatur-cli
[ -x "$cli" ] || { echo "no $cli: build the chatur-cli target first" >&2; exit 2; }
[ -z "$against" ] || [ -x "$against" ] || { echo "no $against" >&2; exit 2; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/chatur-bench-tb.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# user+sys seconds, wall seconds and peak KB of a command (its output discarded).
measure() {
  /usr/bin/time -f "%U %S %e %M" -o "$tmp/time" "$@" >/dev/null 2>"$tmp/err" ||
    { cat "$tmp/err" >&2; exit 1; }
  awk '{printf "%.2f %.2f %d\n", $1 + $2, $3, $4}' "$tmp/time"
}

# The machine's load average, printed before and after: CPU times grow with it.
echo "== load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== perft (the engine's own move generator, this run; nodes per CPU second)"
declare -A perft_nps
for spec in "makruk 6" "xiangqi 5"; do
  set -- $spec
  nodes=$("$cli" perft --variant "$1" --depth "$2" | tail -n1 | sed 's/^nodes=\([0-9]*\).*/\1/')
  read -r cpu wall peak < <(measure "$cli" perft --variant "$1" --depth "$2")
  perft_nps[$1]=$(awk -v n="$nodes" -v c="$cpu" 'BEGIN {printf "%.0f", n / c}')
  echo "$1 depth $2: $nodes nodes, ${cpu} s CPU: ${perft_nps[$1]} nodes/s"
done

# Positions in a folder of tables (the headers' entries).
entries_of() {
  for f in "$1"/*.ctb; do head -n1 "$f" | awk '{print $5}'; done | awk '{s += $1} END {print s}'
}

if [ -n "$against" ]; then
  status=0
  for variant in makruk xiangqi; do
    for round in $(seq "$rounds"); do
      for who in against ours; do
        bin=$cli
        [ $who = against ] && bin=$against
        dir=$tmp/$variant-$who
        rm -rf "$dir"
        read -r cpu wall peak < <(measure "$bin" endgame build --variant "$variant" --jobs 1 --cache "$dir")
        ratio=$(awk -v e="$(entries_of "$dir")" -v c="$cpu" -v p="${perft_nps[$variant]}" \
          'BEGIN {printf "%.3f", e / c / p}')
        echo "== $variant round $round, $who ($bin): cpu ${cpu} s, wall ${wall} s," \
          "peak $((peak / 1024)) MB, ${ratio} x perft, load $(cut -d' ' -f1 /proc/loadavg)"
      done
    done
    differ=0
    for f in "$tmp/$variant-against"/*.ctb; do
      cmp -s "$f" "$tmp/$variant-ours/$(basename "$f")" || { echo "   DIFFERS: $(basename "$f")"; differ=1; }
    done
    [ "$(ls "$tmp/$variant-ours" | wc -l)" = "$(ls "$tmp/$variant-against" | wc -l)" ] || differ=1
    if [ $differ = 0 ]; then
      echo "   $variant: all $(ls "$tmp/$variant-ours"/*.ctb | wc -l) files byte for byte alike"
    else
      status=1
    fi
  done
  echo "== load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
  exit $status
fi

status=0
for variant in makruk xiangqi; do
  for jobs in 1 2; do
    dir=$tmp/$variant-$jobs
    read -r cpu wall peak < <(measure "$cli" endgame build --variant "$variant" --jobs "$jobs" --cache "$dir")
    entries=$(entries_of "$dir")
    bytes=$(cat "$dir"/*.ctb | wc -c)
    files=$(ls "$dir"/*.ctb | wc -l)
    rate=$(awk -v e="$entries" -v c="$cpu" 'BEGIN {printf "%.2f", e / c / 1e6}')
    ratio=$(awk -v e="$entries" -v c="$cpu" -v p="${perft_nps[$variant]}" 'BEGIN {printf "%.3f", e / c / p}')
    echo "== $variant, $jobs job(s): $files tables, $entries positions"
    echo "   cpu ${cpu} s, wall ${wall} s, peak $((peak / 1024)) MB"
    echo "   ${rate} M positions/s per core of CPU = ${ratio} x perft's nodes/s"
    echo "   cache on disk: $bytes bytes ($(awk -v b="$bytes" 'BEGIN {printf "%.1f", b / 1e6}') MB)"
  done
  # The values against the first builder's.
  for f in "$tmp/$variant-1"/*.ctb; do
    name=$(basename "$f")
    got=$(head -n1 "$f" | awk '{print $5, $6}')
    want=$(awk -v n="$name" '$1 == n {print $2, $3}' tests/data/tablebase/reference-values.txt)
    if [ "$got" != "$want" ]; then
      echo "   VALUES DIFFER: $name: $got, recorded $want"
      status=1
    fi
    cmp -s "$f" "$tmp/$variant-2/$name" || { echo "   one job and two jobs differ: $name"; status=1; }
  done
  [ $status -eq 0 ] && echo "   values: every table as recorded; one and two jobs byte for byte alike"
done

echo "== load and probe (4-piece Makruk tables: KRvKN, folded upside down, 8.4 M positions;"
echo "   KRvKS, with a Khon, 16.8 M; Xiangqi KRvKAA)"
for spec in "makruk KRvKN|8/8/8/3k4/8/2K2n2/8/7R w" "makruk KRvKS|8/8/8/3k4/8/2K2s2/8/7R w" \
  "xiangqi KRvKAA|3ak4/4a4/9/9/9/9/9/9/4R4/3K5 w"; do
  table=${spec%%|*}
  variant=${table%% *}
  fen=${spec#*|}
  for run in 1 2 3; do
    "$cli" endgame probe --variant "$variant" --fen "$fen" --cache "$tmp/$variant-1" --stats 2>&1 >/dev/null |
      sed "s/^/   $table run $run: /"
  done
done
echo "== load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
exit $status
