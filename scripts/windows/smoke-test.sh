#!/usr/bin/env bash
# Smoke-tests the Windows build under Wine and Xvfb (run by package-windows.sh):
#   1. chatur-cli.exe --version, and `legal` on both start positions gives the
#      same moves, byte for byte, as the Linux build's chatur-cli (once the
#      console's \r\n line ends are made \n);
#   2. chatur.exe --screenshot in Thai of a Xiangqi puzzle (Thai text, Chinese
#      piece characters) -> build-win/smoke/xiangqi-th.png, to look at;
#   3. the endgame drills open on the shipped tables (share\chatur\tablebases)
#      and make none: the program's own tables folder
#      (%LOCALAPPDATA%\Chatur\tablebases) stays empty; the time to the first
#      drill position is printed;
#   4. the installer installs silently (files, the tables, Start-menu entry,
#      version), and its uninstaller removes them again;
#   5. a folder named in Thai (a Thai user name) keeps its name: chatur-cli.exe
#      validates a pack in it and caches endgame tables in it, and chatur.exe
#      with its progress file there opens training.db next to that file
#      (core/platform/utf8_path.h: MinGW's std::filesystem read UTF-8 as Latin-1).
# Usage: smoke-test.sh STAGE_DIR SETUP_EXE
# Wine's prefix is build-win/wineprefix (made on the first run, reused).
#
# Every Wine program of the test runs inside one Xvfb display: the script runs
# itself again under xvfb-run. Wine keeps one session (wineserver and its
# desktop) per prefix for a few seconds after the last program ends, and a
# session started without DISPLAY (by `wine chatur-cli.exe` or `winepath`,
# say) has no display driver: a GUI program that joins it can make no window.
# chatur.exe then stops with a message; before, it died at start with a
# breakpoint exception (0x80000003, wxWidgets' assertions on the missing
# windows), which was this test's own doing, not the program's.
set -euo pipefail
if [ -z "${CHATUR_SMOKE_DISPLAY:-}" ]; then
  export CHATUR_SMOKE_DISPLAY=1
  exec xvfb-run -a -s "-screen 0 1600x1000x24" "$0" "$@"
fi
cd "$(dirname "$0")/../.."
root=$PWD
stage=$(cd "$1" && pwd)
setup=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
out=$root/build-win/smoke
mkdir -p "$out"
# winedbg.exe=d: a program that crashes ends (and the test fails) instead of
# waiting for ever in Wine's debugger, which `winedbg --auto` starts on a crash.
export WINEPREFIX=$root/build-win/wineprefix WINEDEBUG=-all
export WINEDLLOVERRIDES="mscoree,mshtml=;winedbg.exe=d"
failures=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

# A session of this prefix left from before may have no display: let it end.
if [ -d "$WINEPREFIX" ]; then wineserver -w; fi
if [ ! -d "$WINEPREFIX" ]; then
  echo "smoke-test: making the Wine prefix (once)"
  wineboot -i >/dev/null 2>&1 || true
  wineserver -w
fi

# Fonts, for this test only. Windows has Thai and Chinese fonts (Tahoma and
# Leelawadee UI, Microsoft YaHei and SimSun) and links them to its UI fonts;
# Wine has none of them, so its UI font ("MS Shell Dlg" -> Tahoma, missing ->
# DejaVu Sans) shows Thai as boxes, and so does every Chinese character. Wine
# does read Debian's fonts through fontconfig, so the prefix is told to use
# them the Windows way: Tahoma, Microsoft Sans Serif and Segoe UI are replaced
# by Noto Sans Thai UI (fonts-noto-ui-core), which is font-linked to WenQuanYi
# Micro Hei (fonts-wqy-microhei) for Chinese, and DejaVu Sans (what Wine picks
# for the board's sans-serif family) to both. Not the TLWG fonts (Loma,
# Garuda): with them Wine 8.0's own Uniscribe crashes on Thai text, in
# GPOS_apply_MarkToMark (dlls/gdi32/uniscribe/opentype.c), reading their
# mark-on-mark positioning. Noto Sans Thai UI has no Latin letters or digits,
# so those show as boxes in the window text under Wine (not on the board);
# Thai and Chinese render. The UI fonts are therefore replaced only for the
# Thai picture (thai_ui_fonts on/off). Nothing of this is in the package.
link='HKLM\Software\Microsoft\Windows NT\CurrentVersion\FontLink\SystemLink'
thai='Noto Sans Thai UI'
thai_ui_fonts() {
  local face
  for face in Tahoma "Microsoft Sans Serif" "Segoe UI"; do
    if [ "$1" = on ]; then
      wine reg add 'HKCU\Software\Wine\Fonts\Replacements' /v "$face" /d "$thai" /f >/dev/null
    else
      wine reg delete 'HKCU\Software\Wine\Fonts\Replacements' /v "$face" /f >/dev/null 2>&1 || true
    fi
  done
  wineserver -w
}
wine reg add "$link" /v "$thai" /t REG_MULTI_SZ /d 'wqy-microhei.ttc,WenQuanYi Micro Hei' /f >/dev/null
for face in "DejaVu Sans" "DejaVu Sans Bold"; do
  wine reg add "$link" /v "$face" /t REG_MULTI_SZ \
       /d "NotoSansThaiUI-Regular.ttf,$thai\\0wqy-microhei.ttc,WenQuanYi Micro Hei" /f >/dev/null
done
wineserver -w

# 1. The CLI against the Linux build's.
linux_cli=$root/build/src/cli/chatur-cli
if [ ! -x "$linux_cli" ]; then
  echo "smoke-test: building the Linux chatur-cli for the comparison"
  cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build -j"$(nproc)" --target chatur-cli >/dev/null
fi
cli=$stage/bin/chatur-cli.exe
version=$(wine "$cli" --version | tr -d '\r')
echo "chatur-cli.exe --version: $version"
[ "$version" = "$("$linux_cli" --version)" ] || fail "the versions differ: $version"
declare -A start=(
  [makruk]="rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1"
  [xiangqi]="rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
)
for variant in makruk xiangqi; do
  wine "$cli" legal --variant "$variant" <<< "${start[$variant]}" | tr -d '\r' > "$out/legal-$variant-windows.txt"
  "$linux_cli" legal --variant "$variant" <<< "${start[$variant]}" > "$out/legal-$variant-linux.txt"
  if cmp -s "$out/legal-$variant-windows.txt" "$out/legal-$variant-linux.txt"; then
    echo "legal $variant: the same $(wc -w < "$out/legal-$variant-linux.txt") moves as on Linux"
  else
    fail "legal $variant differs from Linux (see $out/legal-$variant-*.txt)"
  fi
done

# 2. A Thai screenshot with Chinese piece characters.
thai_ui_fonts on
shot=$out/xiangqi-th.png
rm -f "$shot"
wine "$stage/bin/chatur.exe" --screenshot "$(winepath -w "$shot")" --lang th \
       --open "$(winepath -w "$stage/share/chatur/puzzles/xiangqi-1-rules.xml")" \
       --size 1280x800 > "$out/screenshot.log" 2>&1 || fail "chatur.exe --screenshot failed (see $out/screenshot.log)"
if [ -s "$shot" ]; then
  echo "screenshot: $shot ($(identify -format '%wx%h' "$shot" 2>/dev/null || echo PNG)) - look at it"
else
  fail "no screenshot was written"
fi

thai_ui_fonts off

# 3. The endgame drills on the shipped tables. The program's own tables folder
# is %LOCALAPPDATA%\Chatur\tablebases (core/platform/system_paths.h); it is
# emptied first and must stay without tables, and so must the folder the
# program runs from (where versions that looked for HOME put them under Wine).
tables=$(ls "$stage/share/chatur/tablebases"/*.ctb 2>/dev/null | wc -l)
[ "$tables" -gt 0 ] || fail "no endgame tables in $stage/share/chatur/tablebases"
localappdata=$(winepath -u "$(wine cmd /c echo %LOCALAPPDATA% | tr -d '\r')")
own_tables=$localappdata/Chatur/tablebases
rm -rf "$own_tables"
learner=$out/learner-folder
rm -rf "$learner"
mkdir -p "$learner"
drill=$out/drills-makruk-KNSvK.png
rm -f "$drill"
drill_windows=$(winepath -w "$drill")
start=$(date +%s%N)
(cd "$learner" && wine "$stage/bin/chatur.exe" --screenshot "$drill_windows" --dialog drills \
       --item makruk-KNSvK --size 1000x760) > "$out/drills.log" 2>&1 ||
  fail "chatur.exe --dialog drills failed (see $out/drills.log)"
took=$((($(date +%s%N) - start) / 1000000))
made=$({ find "$learner" "$localappdata/Chatur" -name '*.ctb' 2>/dev/null || true; } | wc -l)
if [ -s "$drill" ] && [ "$made" -eq 0 ]; then
  echo "drills: the first makruk-KNSvK position in $took ms (Wine's start included), on the $tables shipped tables; none made"
else
  fail "the drills made $made table(s) in $own_tables or $learner, or drew nothing (see $out/drills.log)"
fi

# 4. The installer, silently, and its uninstaller.
wine "$setup" /S
wineserver -w
inst=$(winepath -u "$(wine cmd /c echo %LOCALAPPDATA% | tr -d '\r')")/Programs/Chatur
menu=$(winepath -u "$(wine cmd /c echo %APPDATA% | tr -d '\r')")/Microsoft/Windows/Start\ Menu/Programs
[ -f "$inst/bin/chatur.exe" ] || fail "the installer did not put bin\\chatur.exe into $inst"
[ -f "$inst/share/chatur/puzzles/makruk-1-rules.xml" ] || fail "the installer did not install the puzzles"
[ "$(ls "$inst/share/chatur/tablebases"/*.ctb 2>/dev/null | wc -l)" -eq "$tables" ] ||
  fail "the installer did not install the $tables endgame tables"
[ -f "$menu/Chatur.lnk" ] || fail "no Start-menu entry in $menu"
[ -f "$inst/LICENSE.txt" ] && [ -f "$inst/THIRD-PARTY-NOTICES.txt" ] ||
  fail "the installer did not install LICENSE.txt and THIRD-PARTY-NOTICES.txt"
installed=$(wine "$inst/bin/chatur-cli.exe" --version | tr -d '\r')
[ "$installed" = "$version" ] || fail "the installed chatur-cli.exe says '$installed'"
wine "$inst/uninstall.exe" /S
# The uninstaller copies itself to %TEMP% and finishes from there: wait for it.
for _ in $(seq 60); do
  wineserver -w
  [ -e "$inst" ] || break
  sleep 1
done
[ ! -e "$inst/bin/chatur.exe" ] || fail "the uninstaller left bin\\chatur.exe"
[ ! -e "$menu/Chatur.lnk" ] || fail "the uninstaller left the Start-menu entry"
[ ! -e "$inst" ] || fail "the uninstaller left files in $inst: $(ls "$inst" | tr '\n' ' ')"
[ "$failures" -eq 0 ] && echo "installer: installs into $inst with a Start-menu entry; uninstalls cleanly"

# 5. A folder named in Thai. Wine reads the arguments and the environment in the
# Unix locale's character set: UTF-8 here. Its Z: drive is the Unix root.
thai_dir=$out/$'\u0e1c\u0e39\u0e49\u0e40\u0e25\u0e48\u0e19'   # "player"
rm -rf "$thai_dir"
mkdir -p "$thai_dir"
thai_windows="Z:${thai_dir//\//\\}"
cp "$stage/share/chatur/puzzles/makruk-1-rules.xml" "$thai_dir/"
if LC_ALL=C.UTF-8 wine "$cli" validate "$thai_windows\\makruk-1-rules.xml" > "$out/thai-folder.log" 2>&1; then
  echo "thai folder: chatur-cli.exe validate reads a pack in $thai_dir"
else
  fail "chatur-cli.exe validate cannot read a pack in $thai_dir (see $out/thai-folder.log)"
fi
# A copy of the program there finds no shipped tables next to it, so it makes them.
cp "$cli" "$thai_dir/"
probe=$(LC_ALL=C.UTF-8 wine "$thai_windows\\chatur-cli.exe" endgame probe --variant makruk \
  --fen "8/8/8/8/8/2k5/8/R3K3 w - - 0 1" --cache "$thai_windows\\tables" 2>> "$out/thai-folder.log" |
  tr -d '\r' || true)
made=$(ls "$thai_dir/tables"/*.ctb 2>/dev/null | wc -l)
if [ "$made" -gt 0 ] && [ "$probe" = "result=win dtm=11 best=a1a4" ]; then
  echo "thai folder: chatur-cli.exe run from it makes and caches $made tables in it ($probe)"
else
  fail "chatur-cli.exe endgame made $made tables in $thai_dir/tables, probe: '$probe' (see $out/thai-folder.log)"
fi
CHATUR_PROGRESS="$thai_windows\\progress.txt" LC_ALL=C.UTF-8 wine "$stage/bin/chatur.exe" \
  > "$out/thai-folder-app.log" 2>&1 &
app=$!
for _ in $(seq 120); do
  [ -s "$thai_dir/training.db" ] && break
  sleep 1
done
kill "$app" 2>/dev/null || true
wineserver -k || true
wineserver -w
if [ -s "$thai_dir/training.db" ]; then
  echo "thai folder: chatur.exe keeps training.db next to its progress file in $thai_dir"
else
  fail "chatur.exe made no training.db in $thai_dir (see $out/thai-folder-app.log)"
fi

if [ "$failures" -gt 0 ]; then
  echo "smoke-test: $failures problem(s)"
  exit 1
fi
echo "smoke-test: OK"
