#!/usr/bin/env bash
# Quick start, command 1: installs what is missing, builds, and starts Chatur on
# the bundled lessons and puzzles. Without a display, it shows chatur-cli on the
# two start positions instead and says how to run the app.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh --app
if [ -x build/src/gui/chatur ] && [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  exec build/src/gui/chatur "$@"
fi
cli=build/src/cli/chatur-cli
echo "Makruk start position, legal moves:"
$cli legal --variant makruk <<< "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1"
echo "Xiangqi start position, legal moves:"
$cli legal --variant xiangqi <<< "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
if [ -x build/src/gui/chatur ]; then
  echo "No display found: start the app on a desktop with build/src/gui/chatur,"
  echo "or take a picture of it headless: xvfb-run -a build/src/gui/chatur --screenshot chatur.png"
fi
