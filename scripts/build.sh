#!/usr/bin/env bash
# Configures and builds Chatur (release) into build/. Extra arguments go to CMake.
#   scripts/build.sh [CMAKE_ARGS...]         everything: app, CLI, tests
#   scripts/build.sh --app [CMAKE_ARGS...]   only what scripts/run.sh starts: the app,
#                                            chatur-cli and the translations
# Uses Ninja when it is installed, and ccache when it is (CMake option CHATUR_CCACHE).
set -euo pipefail
cd "$(dirname "$0")/.."
targets=()
if [ "${1:-}" = "--app" ]; then
  shift
  targets=(--target chatur chatur-cli translations)
fi
# A new build tree uses Ninja where it is installed (an existing one keeps its generator).
if command -v ninja >/dev/null; then export CMAKE_GENERATOR=${CMAKE_GENERATOR:-Ninja}; fi
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
cmake --build build -j"$(nproc)" "${targets[@]}"
