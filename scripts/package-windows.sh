#!/usr/bin/env bash
# Cross-builds Chatur for 64-bit Windows on Debian 12 and packages it:
#   dist/Chatur-<version>-win64.zip        bin\chatur.exe, bin\chatur-cli.exe,
#                                          share\chatur (lessons, puzzles),
#                                          share\locale (Chatur's and wx's catalogs),
#                                          LICENSE.txt, THIRD-PARTY-NOTICES.txt
#   dist/Chatur-<version>-setup.exe        NSIS installer: Start-menu entry,
#                                          uninstaller (per user, no admin rights)
# Steps: installs the tools (MinGW-w64, NSIS, Wine, Xvfb) if missing; builds
# zlib, libpng, tinyxml2, SQLite and wxWidgets 3.2 from Debian's sources once into
# ~/.cache/chatur-mingw (scripts/windows/build-deps.sh; reused next time); builds
# Chatur's two programs in build-win/ (no tests); stages, zips, makes the
# installer; then smoke-tests under Wine and Xvfb: chatur-cli.exe legal must
# give the Linux build's moves for both start positions, and chatur.exe takes
# a Thai screenshot (build-win/smoke/). CHATUR_SKIP_WINE=1 skips the smoke test.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
version=$(sed -n 's/^project(chatur VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt)
export CHATUR_MINGW_CACHE=${CHATUR_MINGW_CACHE:-$HOME/.cache/chatur-mingw}
prefix=$CHATUR_MINGW_CACHE/prefix
build=build-win
stage=$build/stage/Chatur
say() { echo "== $*"; }

# 1. Tools, and a deb-src entry for apt-get source.
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
tools=(g++-mingw-w64-x86-64-posix mingw-w64-tools nsis wine wine64 xvfb xauth dpkg-dev tcl
       gettext cmake make pkg-config fonts-noto-ui-core fonts-wqy-microhei fonts-dejavu-core)
missing=()
for p in "${tools[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ! grep -rqs "deb-src" /etc/apt/sources.list /etc/apt/sources.list.d/; then
  say "adding deb-src entries (apt-get source needs them)"
  sed -n '/^Types: deb$/,/^$/p' /etc/apt/sources.list.d/debian.sources |
    sed 's/^Types: deb$/Types: deb-src/' | $SUDO tee /etc/apt/sources.list.d/chatur-deb-src.sources >/dev/null
  $SUDO apt-get update -qq
fi
if [ ${#missing[@]} -gt 0 ]; then
  say "installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# 2. The libraries, built once.
say "libraries (cached in $CHATUR_MINGW_CACHE)"
scripts/windows/build-deps.sh

# 3. Chatur itself.
say "building Chatur $version for Windows ($build)"
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B "$build" -DCMAKE_TOOLCHAIN_FILE="$root/cmake/mingw-w64-x86_64.cmake" \
      -DCHATUR_MINGW_PREFIX="$prefix" -DwxWidgets_CONFIG_EXECUTABLE="$prefix/bin/wx-config" \
      -DCMAKE_BUILD_TYPE=Release -DCHATUR_BUILD_TESTS=OFF "${launcher[@]}" >/dev/null
cmake --build "$build" -j"$(nproc)" --target chatur chatur-cli translations
# The endgame tables to ship (the same files on every platform), made by this
# machine's own chatur-cli when a Linux build has one; otherwise the app makes
# them on first need, as it does without them. Those package-deb.sh made are
# copied first, so that they are only checked (under a minute), not made again
# (ten minutes on a busy machine).
for native in build-deb/src/cli/chatur-cli build/src/cli/chatur-cli; do
  if [ -x "$native" ]; then
    if [ -d build-deb/tablebases ] && [ ! -d "$build/tablebases" ]; then
      cp -r build-deb/tablebases "$build/tablebases"
    fi
    scripts/make-shipped-tables.sh "$build" "$native"
    break
  fi
done
[ -d "$build/tablebases" ] || say "no Linux chatur-cli (build-deb/ or build/): no endgame tables shipped"

# 4. Stage: the same layout as on Linux (bin\, share\chatur, share\locale).
say "staging $stage"
rm -rf "$build/stage"
cmake --install "$build" --prefix "$stage" --strip >/dev/null
# wxWidgets' own catalogs (stock buttons, standard dialogs) for id, de and th.
wxsrc=$(ls -d "$CHATUR_MINGW_CACHE"/build/wxwidgets3.2_*/ | tail -n1)
for lang in id de th; do
  if [ -f "$wxsrc/locale/$lang.po" ]; then
    mkdir -p "$stage/share/locale/$lang/LC_MESSAGES"
    msgfmt -o "$stage/share/locale/$lang/LC_MESSAGES/wxstd-3.2.mo" "$wxsrc/locale/$lang.po"
  fi
done

# The licence, and the notices of the libraries linked in statically.
cp LICENSE "$stage/LICENSE.txt"
scripts/windows/third-party-notices.sh "$CHATUR_MINGW_CACHE/build" "$stage/THIRD-PARTY-NOTICES.txt"

# 5. The zip and the installer.
mkdir -p dist
zip=dist/Chatur-$version-win64.zip
setup=dist/Chatur-$version-setup.exe
rm -f "$zip" "$setup"
(cd "$build/stage" && cmake -E tar cf "$root/$zip" --format=zip Chatur)
makensis -V2 -DVERSION="$version" -DSTAGE="$root/$stage" -DOUTFILE="$root/$setup" \
         -DICON="$root/data/icons/chatur.ico" scripts/windows/chatur.nsi
say "made $zip ($(du -h "$zip" | cut -f1)) and $setup ($(du -h "$setup" | cut -f1))"

# 6. Smoke test under Wine.
if [ "${CHATUR_SKIP_WINE:-0}" = 1 ]; then
  exit 0
fi
scripts/windows/smoke-test.sh "$stage" "$setup"
