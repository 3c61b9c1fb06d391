#!/usr/bin/env bash
# Builds the libraries Chatur links on Windows -- zlib, libpng, tinyxml2, SQLite
# and wxWidgets 3.2 (MSW port) -- from Debian's own source packages with the
# MinGW-w64 cross compiler, as static libraries, into a cache folder outside
# the build tree:
#     ${CHATUR_MINGW_CACHE:-~/.cache/chatur-mingw}/
#       src/      downloaded .dsc/.orig/.debian files (apt-get source)
#       build/    unpacked, patched sources and their build folders
#       prefix/   the installed libraries; the Chatur build only reads this
# A library whose stamp file (prefix/.built-<name>-<version>) exists is not
# built again, so a second run takes seconds. Called by package-windows.sh;
# needs a deb-src entry for apt (package-windows.sh adds one if missing).
set -euo pipefail

CACHE=${CHATUR_MINGW_CACHE:-$HOME/.cache/chatur-mingw}
SRC=$CACHE/src
BUILD=$CACHE/build
PREFIX=$CACHE/prefix
HOST=x86_64-w64-mingw32
TOOLCHAIN=$(cd "$(dirname "$0")/../../cmake" && pwd)/mingw-w64-x86_64.cmake
JOBS=${CHATUR_JOBS:-$(nproc)}
export CC=$HOST-gcc-posix CXX=$HOST-g++-posix AR=$HOST-ar RANLIB=$HOST-ranlib
mkdir -p "$SRC" "$BUILD" "$PREFIX/include" "$PREFIX/lib"

say() { echo "build-deps: $*"; }

# fetch <source package> -> prints the unpacked, Debian-patched source folder.
# The security archive's mirror sometimes lacks the newest upload's files; the
# release pocket (<package>/bookworm) is the fallback.
fetch() {
  local pkg=$1 dsc
  dsc=$(ls "$SRC/${pkg}"_*.dsc 2>/dev/null | sort -V | tail -n1 || true)
  if [ -z "$dsc" ]; then
    say "downloading the Debian source of $pkg" >&2
    (cd "$SRC" && { apt-get source -qq --download-only "$pkg" >/dev/null 2>&1 ||
                    apt-get source -qq --download-only "$pkg/bookworm" >/dev/null; })
    dsc=$(ls "$SRC/${pkg}"_*.dsc | sort -V | tail -n1)
  fi
  local dir
  dir=$BUILD/$(basename "$dsc" .dsc)
  if [ ! -d "$dir" ]; then
    dpkg-source --no-check -x "$dsc" "$dir" >/dev/null
  fi
  echo "$dir"
}

built() { [ -f "$PREFIX/.built-$1" ]; }
mark() { touch "$PREFIX/.built-$1"; }

# zlib: its own configure script, static library only.
dir=$(fetch zlib)
name=$(basename "$dir")
if ! built "$name"; then
  say "building $name"
  (cd "$dir" && CHOST=$HOST ./configure --static --prefix="$PREFIX" >/dev/null &&
   make -s -j"$JOBS" libz.a && make -s install >/dev/null)
  mark "$name"
fi

# libpng: autotools, static.
dir=$(fetch libpng1.6)
name=$(basename "$dir")
if ! built "$name"; then
  say "building $name"
  mkdir -p "$dir/build-mingw"
  (cd "$dir/build-mingw" &&
   ../configure -q --host=$HOST --prefix="$PREFIX" --disable-shared --enable-static \
       CPPFLAGS="-I$PREFIX/include" LDFLAGS="-L$PREFIX/lib" &&
   make -s -j"$JOBS" install)
  mark "$name"
fi

# tinyxml2: CMake, static, with its CMake package config for find_package.
dir=$(fetch tinyxml2)
name=$(basename "$dir")
if ! built "$name"; then
  say "building $name"
  cmake -S "$dir" -B "$dir/build-mingw" -DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" \
        -DCHATUR_MINGW_PREFIX="$PREFIX" -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_INSTALL_PREFIX="$PREFIX" -DBUILD_SHARED_LIBS=OFF \
        -Dtinyxml2_BUILD_TESTING=OFF >/dev/null
  cmake --build "$dir/build-mingw" -j"$JOBS" >/dev/null
  cmake --install "$dir/build-mingw" >/dev/null
  mark "$name"
fi

# SQLite: Debian's source is the full tree, not the one-file "amalgamation".
# Its configure and make generate sqlite3.c with tools that run here (tclsh,
# and lemon, mkkeywordhash, mksourceid compiled with the build machine's gcc:
# BEXE= LTLINK=gcc); MinGW then compiles that one file into a static library.
dir=$(fetch sqlite3)
name=$(basename "$dir")
if ! built "$name"; then
  say "building $name"
  mkdir -p "$dir/build-mingw"
  (cd "$dir/build-mingw" &&
   { [ -f Makefile ] || ../configure -q --host=$HOST --build="$(gcc -dumpmachine)" \
       --disable-tcl --disable-shared --enable-static --disable-readline >/dev/null; } &&
   make -s BEXE= LTLINK="gcc" sqlite3.c >/dev/null &&
   $CC -O2 -DSQLITE_THREADSAFE=1 -DSQLITE_OMIT_LOAD_EXTENSION -c sqlite3.c -o sqlite3.o &&
   rm -f libsqlite3.a && $AR rcs libsqlite3.a sqlite3.o &&
   cp sqlite3.h sqlite3ext.h "$PREFIX/include/" && cp libsqlite3.a "$PREFIX/lib/")
  mark "$name"
fi

# zstd (the endgame tables' cache files): its lib/Makefile makes the static
# library alone; the headers and libzstd.a are copied into the prefix, where
# cmake/ChaturCore.cmake finds them by name.
dir=$(fetch libzstd)
name=$(basename "$dir")
if ! built "$name"; then
  say "building $name"
  (make -s -C "$dir/lib" -j"$JOBS" CC="$CC" AR="$AR" libzstd.a >/dev/null &&
   cp "$dir/lib/zstd.h" "$dir/lib/zstd_errors.h" "$dir/lib/zdict.h" "$PREFIX/include/" &&
   cp "$dir/lib/libzstd.a" "$PREFIX/lib/")
  mark "$name"
fi

# wxWidgets: the MSW port, static, only what Chatur uses (core and base, with
# PNG and SVG bitmaps); the Debian "+dfsg" tarball has no bundled image
# libraries, so PNG comes from the libpng built above. Accessibility
# (wxUSE_ACCESSIBILITY: wxAccessible, MSAA through oleacc, what screen readers
# read) is on by default for MSW; it is asked for by name so that a change of
# wx's default cannot drop it unnoticed, and checked in the installed setup.h.
dir=$(fetch wxwidgets3.2)
name=$(basename "$dir")
if ! built "$name"; then
  say "building $name (the slow one: an hour or more on 2 busy cores; an interrupted build resumes)"
  mkdir -p "$dir/build-mingw"
  (cd "$dir/build-mingw" &&
   { [ -f config.status ] || ../configure -q --host=$HOST --build="$(gcc -dumpmachine)" --prefix="$PREFIX" \
       --with-msw --disable-shared --disable-debug_info --enable-accessibility \
       --with-libpng=sys --with-zlib=sys --without-libjpeg --without-libtiff \
       --without-expat --disable-xrc --disable-html --disable-richtext \
       --disable-stc --disable-aui --disable-propgrid --disable-ribbon \
       --disable-webview --disable-mediactrl --without-opengl --disable-tests \
       CPPFLAGS="-I$PREFIX/include" LDFLAGS="-L$PREFIX/lib" CXXFLAGS="-O2" CFLAGS="-O2"; } &&
   make -s -j"$JOBS" && make -s install)
  mark "$name"
fi
grep -qs '^#define wxUSE_ACCESSIBILITY 1' "$PREFIX"/lib/wx/include/*/wx/setup.h ||
  { say "wxWidgets was built without wxUSE_ACCESSIBILITY (see $PREFIX/lib/wx/include)"; exit 1; }
say "libraries ready in $PREFIX"
