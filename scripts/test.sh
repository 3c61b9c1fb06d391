#!/usr/bin/env bash
# Quick start, command 2: builds and runs every test. Installs missing packages
# first (as scripts/setup.sh), then:
#   1. the core tests in a separate AddressSanitizer + UBSan build,
#   2. short fuzz runs of the FEN parser and the XML loader (if clang is there),
#   3. the full release build and all its tests (GUI tests under Xvfb), last.
# Both builds treat compiler warnings as errors (CHATUR_WERROR); the release
# tests include the clang-format check of every C++ source.
# A failing stage does not stop the later ones: every stage runs, a summary of
# all of them comes last, and the exit status is non-zero if any failed. A
# sanitizer build that fails is a failed stage; a release build that fails stops
# at once (there is nothing to test then).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
jobs=$(nproc)
# New build trees use Ninja where it is installed; both builds go through ccache
# when it is (CMake option CHATUR_CCACHE).
if command -v ninja >/dev/null; then export CMAKE_GENERATOR=${CMAKE_GENERATOR:-Ninja}; fi
failed=()

echo "== sanitizer build (ASan + UBSan), core tests"
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCHATUR_SANITIZE=ON \
      -DCHATUR_BUILD_GUI=OFF -DCHATUR_WERROR=ON >/dev/null
if cmake --build build-asan -j"$jobs" --target core_tests chatur-cli; then
  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
    ctest --test-dir build-asan -j"$jobs" --output-on-failure || failed+=("sanitizer tests")
else
  failed+=("sanitizer build")
fi

if [ -x scripts/fuzz.sh ] && command -v clang++ >/dev/null; then
  echo "== fuzzing smoke run"
  scripts/fuzz.sh "${CHATUR_FUZZ_SECONDS:-60}" || failed+=("fuzzing")
fi

echo "== release build, all tests"
scripts/build.sh -DCHATUR_WERROR=ON
if command -v xvfb-run >/dev/null; then
  xvfb-run -a -s "-screen 0 1600x1000x24" ctest --test-dir build -j"$jobs" --output-on-failure \
    || failed+=("release tests")
else
  ctest --test-dir build -j"$jobs" --output-on-failure || failed+=("release tests")
fi

echo "== summary"
if [ ${#failed[@]} -gt 0 ]; then
  printf 'FAILED: %s\n' "${failed[@]}"
  exit 1
fi
echo "all stages passed"
