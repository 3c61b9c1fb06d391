#!/usr/bin/env bash
# Writes THIRD-PARTY-NOTICES.txt for the Windows package: the licences of the
# libraries linked statically into chatur.exe and chatur-cli.exe, taken from
# the very source trees build-deps.sh built them from (so a new Debian version
# brings its own text). Called by package-windows.sh.
# Usage: third-party-notices.sh CACHE_BUILD_DIR OUTPUT_FILE
set -euo pipefail
build=$1
out=$2

# source <package> -> the unpacked source folder of that Debian source package.
source_of() {
  local dir
  dir=$(ls -d "$build/$1"_*/ 2>/dev/null | sort -V | tail -n1)
  [ -n "$dir" ] || { echo "third-party-notices: no source of $1 in $build" >&2; exit 1; }
  echo "${dir%/}"
}
# section <title> <file...>: a heading, then the files as they are.
section() {
  local title=$1
  shift
  printf '\n\n%s\n%s\n\n' "$title" "$(printf '%*s' "${#title}" '' | tr ' ' '=')"
  cat "$@"
}

wx=$(source_of wxwidgets3.2)
tinyxml2=$(source_of tinyxml2)
libpng=$(source_of libpng1.6)
zlib=$(source_of zlib)
sqlite=$(source_of sqlite3)
zstd=$(source_of libzstd)
{
  cat <<'TEXT'
Chatur is free software under the GNU General Public License, version 3 or
(at your option) any later version: see LICENSE.txt.

chatur.exe and chatur-cli.exe contain the following libraries, linked in
statically. Their licences allow this; each asks for its notice to be passed on
with the program, which this file does. Their sources are the Debian 12
source packages named in each heading.
TEXT
  section "wxWidgets $(basename "$wx" | sed 's/^wxwidgets3.2_//') -- wxWindows Library Licence 3.1 (the LGPL 2 with an exception for binaries)" \
          "$wx/docs/licence.txt" "$wx/docs/lgpl.txt"
  section "TinyXML-2 $(basename "$tinyxml2" | sed 's/^tinyxml2_//') -- zlib licence" \
          "$tinyxml2/LICENSE.txt"
  section "libpng $(basename "$libpng" | sed 's/^libpng1.6_//') -- PNG Reference Library License version 2" \
          "$libpng/LICENSE"
  section "zlib $(basename "$zlib" | sed 's/^zlib_//') -- zlib licence" "$zlib/LICENSE"
  section "SQLite $(basename "$sqlite" | sed 's/^sqlite3_//') -- public domain" \
          "$sqlite/LICENSE.md"
  section "Zstandard $(basename "$zstd" | sed 's/^libzstd_//') -- BSD licence (chosen of its BSD or GPLv2 dual licence)" \
          "$zstd/LICENSE"
  section "MinGW-w64 runtime and GCC runtime libraries" /dev/stdin <<'TEXT'
The programs are built with Debian's MinGW-w64 cross compiler (GCC) and carry
parts of its runtime: the C++ standard library (libstdc++) and libgcc, under
the GNU GPL version 3 with the GCC Runtime Library Exception, which allows
them in programs under any licence; and the MinGW-w64 runtime, including the
winpthreads thread library, under the MIT ("expat") licence:

  Copyright (c) 2011-2016 mingw-w64 project

  Permission is hereby granted, free of charge, to any person obtaining a
  copy of this software and associated documentation files (the "Software"),
  to deal in the Software without restriction, including without limitation
  the rights to use, copy, modify, merge, publish, distribute, sublicense,
  and/or sell copies of the Software, and to permit persons to whom the
  Software is furnished to do so, subject to the following conditions:

  The above copyright notice and this permission notice shall be included in
  all copies or substantial portions of the Software.

  THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
  IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
  FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
  AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
  LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING
  FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER
  DEALINGS IN THE SOFTWARE.
TEXT
} > "$out"
