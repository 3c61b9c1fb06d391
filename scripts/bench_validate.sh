#!/usr/bin/env bash
# Generates a pack of N puzzles (default 10,000) into /tmp and times
# `chatur-cli validate` on it with /usr/bin/time -v (wall time, max RSS):
#   scripts/bench_validate.sh [build-dir] [N]
# The build dir defaults to <repo>/build. The bar: under 1 s and
# under 200 MB for 10,000 puzzles, without --deep.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$root/build}"
n="${2:-10000}"
cli="$build/src/cli/chatur-cli"
[ -x "$cli" ] || { echo "bench_validate.sh: $cli not built" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "bench_validate.sh: /usr/bin/time is needed (apt-get install time)" >&2; exit 2; }
pack="/tmp/chatur-bench-$n.xml"
python3 "$root/scripts/gen_bench_pack.py" "$pack" "$n"
echo "pack: $pack ($(du -h "$pack" | cut -f1))"
/usr/bin/time -v "$cli" validate "$pack" 2>/tmp/chatur-bench-time.txt | tail -n 3
grep -E "Elapsed \(wall clock\)|Maximum resident set size|User time|System time" /tmp/chatur-bench-time.txt
