#!/usr/bin/env bash
# Builds the Debian package dist/chatur_<version>_amd64.deb with CPack: a
# release build without tests in build-deb/ (kept, so a second run only
# relinks what changed), installed under /usr, with the shared-library
# dependencies found by dpkg-shlibdeps and the Thai and Chinese fonts declared.
# Then it unpacks the package into a temporary folder and runs the unpacked
# chatur-cli there (a relocated install) on both start positions.
# Install the result with: sudo apt install ./dist/chatur_<version>_amd64.deb
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
build=build-deb
launcher=()
if command -v ccache >/dev/null; then
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi

echo "== configure and build ($build)"
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DCHATUR_BUILD_TESTS=OFF \
      -DCMAKE_INSTALL_PREFIX=/usr "${launcher[@]}" >/dev/null
cmake --build "$build" -j"$(nproc)"
scripts/make-shipped-tables.sh "$build"

echo "== package"
rm -rf "$build/packages"
(cd "$build" && cpack -G DEB -B "$PWD/packages" >/dev/null)
deb=$(ls "$build"/packages/chatur_*.deb)
mkdir -p dist
cp "$deb" dist/
deb=dist/$(basename "$deb")
dpkg-deb --field "$deb" Package Version Architecture Depends Recommends

echo "== smoke test of the unpacked package"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/chatur-deb.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
dpkg-deb -x "$deb" "$tmp"
"$tmp/usr/bin/chatur-cli" --version
"$tmp/usr/bin/chatur" --version
"$tmp/usr/bin/chatur-cli" legal --variant makruk <<< "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1" | wc -w |
  xargs echo "Makruk start position, legal moves:"
"$tmp/usr/bin/chatur-cli" legal --variant xiangqi \
  <<< "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1" | wc -w |
  xargs echo "Xiangqi start position, legal moves:"
"$tmp/usr/bin/chatur-cli" validate --strict "$tmp/usr/share/chatur" | tail -n1
echo "package-deb: made $deb ($(du -h "$deb" | cut -f1))"
