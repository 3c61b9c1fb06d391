#!/usr/bin/env bash
# Checks an installed Chatur tree (ctest install_layout, after install_staged):
# every file a desktop user needs is in its GNUInstallDirs place, the programs
# print the project's version, and no build or source path is compiled into
# them (the install is relocatable).
# Usage: check_install.sh PREFIX VERSION
# Exit 0 when all holds, 1 with one line per problem otherwise.
set -u
prefix=$1
version=$2
failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}
need() {
  [ -e "$prefix/$1" ] || fail "$1 is not installed"
}

id=io.github.chatur.Chatur
need bin/chatur-cli
need share/applications/$id.desktop
need share/metainfo/$id.metainfo.xml
need share/icons/hicolor/scalable/apps/$id.svg
for size in 16 24 32 48 64 128 256 512; do
  need share/icons/hicolor/${size}x${size}/apps/$id.png
done
need share/man/man1/chatur-cli.1.gz
need share/doc/chatur/copyright
for lang in id de th; do
  need share/locale/$lang/LC_MESSAGES/chatur.mo
done
lessons=$(find "$prefix/share/chatur/lessons" -name '*.xml' 2>/dev/null | wc -l)
puzzles=$(find "$prefix/share/chatur/puzzles" -name '*.xml' 2>/dev/null | wc -l)
[ "$lessons" -gt 0 ] || fail "no lesson under share/chatur/lessons"
[ "$puzzles" -gt 0 ] || fail "no puzzle pack under share/chatur/puzzles"

programs=(chatur-cli)
if [ -e "$prefix/bin/chatur" ]; then
  programs+=(chatur)
  need share/man/man1/chatur.1.gz
fi
for program in "${programs[@]}"; do
  # --version needs no display, also for the GUI program.
  out=$("$prefix/bin/$program" --version 2>&1)
  [ "$out" = "$program $version" ] || fail "$program --version printed '$out', not '$program $version'"
  # Relocatable: no source or build folder in the program's constant data
  # (debug information, which names the sources, is not looked at).
  src=$(cd "$(dirname "$0")/.." && pwd)
  rodata=$(mktemp)
  if objcopy -O binary --only-section=.rodata "$prefix/bin/$program" "$rodata" 2>/dev/null &&
     grep -q -a -F "$src" "$rodata"; then
    fail "bin/$program has the source path $src in its constant data"
  fi
  rm -f "$rodata"
done
# The man pages are gzipped (Debian policy 12.3), and no page is there twice.
for page in "$prefix"/share/man/man1/*; do
  case $page in
    *.1.gz) gzip -t "$page" 2>/dev/null || fail "$page is not a valid gzip file" ;;
    *) fail "$page is not a gzipped manual page" ;;
  esac
done
# The man pages format without warnings (where man-db is installed).
if command -v man >/dev/null; then
  log=$(mktemp)
  for page in "$prefix"/share/man/man1/*.1.gz; do
    if ! LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$page" >/dev/null 2>"$log"; then
      fail "$page does not format: $(head -3 "$log")"
    elif [ -s "$log" ]; then
      fail "$page has formatting warnings: $(head -3 "$log")"
    fi
  done
  rm -f "$log"
fi

if [ "$failures" -gt 0 ]; then
  echo "$failures problem(s) with the installed tree in $prefix"
  exit 1
fi
echo "OK: $prefix has ${#programs[@]} program(s), $lessons lesson files, $puzzles puzzle packs," \
     "the launcher, metainfo, icons, man pages and catalogs; version $version"
