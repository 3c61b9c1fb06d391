#!/usr/bin/env bash
# Quick start, command 2: builds and runs every test. Installs missing packages
# first (as scripts/setup.sh), then:
#   1. the core tests in a separate AddressSanitizer + UBSan build,
#   2. short fuzz runs of the FEN parser and the XML loader (if clang is there),
#   3. the full release build and all its tests (GUI tests under Xvfb), last.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
jobs=$(nproc)

echo "== sanitizer build (ASan + UBSan), core tests"
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCHATUR_SANITIZE=ON \
      -DCHATUR_BUILD_GUI=OFF >/dev/null
cmake --build build-asan -j"$jobs" --target core_tests chatur-cli
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir build-asan -j"$jobs" --output-on-failure

if [ -x scripts/fuzz.sh ] && command -v clang++ >/dev/null; then
  echo "== fuzzing smoke run"
  scripts/fuzz.sh "${CHATUR_FUZZ_SECONDS:-60}"
fi

echo "== release build, all tests"
scripts/build.sh
if command -v xvfb-run >/dev/null; then
  xvfb-run -a -s "-screen 0 1600x1000x24" ctest --test-dir build -j"$jobs" --output-on-failure
else
  ctest --test-dir build -j"$jobs" --output-on-failure
fi
