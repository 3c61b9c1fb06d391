#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan + UBSan) and runs them, one after
# the other, for the given total number of seconds, shared equally (default 60:
# 30 s each):
#   scripts/fuzz.sh [seconds]
# For a long run of one target: CHATUR_FUZZ_TARGETS=fuzz_xml_loader scripts/fuzz.sh 600
# Environment: CHATUR_FUZZ_BUILD (build folder, default <repo>/build-fuzz),
# CHATUR_FUZZ_JOBS (build jobs, default 2), CHATUR_FUZZ_TARGETS (default both).
# Seeds come from tests/fuzz/corpus/<fen|xml>; inputs libFuzzer finds are kept in
# the build folder, crashes in <build>/artifacts/. Exit 1 when a target crashed.
set -euo pipefail
total="${1:-60}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${CHATUR_FUZZ_BUILD:-$root/build-fuzz}"
jobs="${CHATUR_FUZZ_JOBS:-2}"
targets="${CHATUR_FUZZ_TARGETS:-fuzz_fen fuzz_xml_loader}"

command -v clang++ >/dev/null || { echo "fuzz.sh: clang++ is needed" >&2; exit 2; }
CC=clang CXX=clang++ cmake -S "$root" -B "$build" -DCHATUR_FUZZ=ON -DCHATUR_BUILD_GUI=OFF \
  -DCHATUR_BUILD_TESTS=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" -j"$jobs" --target $targets

set -- $targets
seconds=$(( total / $# ))
[ "$seconds" -ge 1 ] || seconds=1
status=0
mkdir -p "$build/artifacts"
for target in $targets; do
  case "$target" in
    fuzz_fen) seeds="$root/tests/fuzz/corpus/fen"; extra=() ;;
    fuzz_xml_loader) seeds="$root/tests/fuzz/corpus/xml"; extra=(-dict="$root/tests/fuzz/xml.dict") ;;
    *) echo "fuzz.sh: unknown target $target" >&2; exit 2 ;;
  esac
  corpus="$build/corpus-$target"
  mkdir -p "$corpus"
  echo "== $target for ${seconds}s"
  if ! "$build/tests/fuzz/$target" "$corpus" "$seeds" "${extra[@]}" -max_total_time="$seconds" \
      -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$build/artifacts/$target-"; then
    echo "== $target FAILED (see $build/artifacts/)" >&2
    status=1
  fi
done
exit $status
