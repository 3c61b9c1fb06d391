#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan + UBSan + _GLIBCXX_ASSERTIONS) and runs
# them one after the other for the given total number of seconds, shared equally
# (default 60, as CI runs it):
#   scripts/fuzz.sh [seconds]
# A long run of one target: CHATUR_FUZZ_TARGETS=fuzz_uci scripts/fuzz.sh 600
# Environment: CHATUR_FUZZ_BUILD (build folder, default <repo>/build-fuzz),
# CHATUR_FUZZ_JOBS (build jobs, default 2), CHATUR_FUZZ_TARGETS (default all seven:
# fuzz_fen fuzz_moves fuzz_xml_loader fuzz_import fuzz_uci fuzz_table fuzz_training_db).
# Seeds: tests/fuzz/corpus/<fen|moves|xml|uci|training_db>, the crafted tablebase
# files of tests/data/reliability/tb (with the byte that picks the variant), and
# made here from the bundled content (each lesson and puzzle of lessons/ and
# puzzles/ as a pack of its own, the test fixtures) and the import fixtures (with
# the byte that picks format and variant). Inputs libFuzzer finds are kept in
# <build>/corpus-<target>, crashes in <build>/artifacts/. Each target's executions,
# coverage and corpus size go to <build>/fuzz-summary.txt. Exit 1 when a target
# crashed.
set -euo pipefail
total="${1:-60}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${CHATUR_FUZZ_BUILD:-$root/build-fuzz}"
jobs="${CHATUR_FUZZ_JOBS:-2}"
targets="${CHATUR_FUZZ_TARGETS:-fuzz_fen fuzz_moves fuzz_xml_loader fuzz_import fuzz_uci fuzz_table fuzz_training_db}"

command -v clang++ >/dev/null || { echo "fuzz.sh: clang++ is needed" >&2; exit 2; }
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
CC=clang CXX=clang++ cmake -S "$root" -B "$build" -DCHATUR_FUZZ=ON -DCHATUR_BUILD_GUI=OFF \
  -DCHATUR_BUILD_TESTS=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo "${launcher[@]}" >/dev/null
cmake --build "$build" -j"$jobs" --target $targets

# Seeds made from the repository's files.
seeds="$build/seeds"
rm -rf "$seeds"
mkdir -p "$seeds/xml" "$seeds/import" "$seeds/table"
command -v python3 >/dev/null && python3 - "$root" "$seeds/xml" <<'EOF'
# Each <lesson> and <puzzle> of the bundled content as a small pack of its own, so
# that the fuzzer mutates one item at a time instead of a 100 kB file.
import pathlib, re, sys
root, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
files = sorted(root.glob("lessons/**/*.xml")) + sorted(root.glob("puzzles/*.xml"))
n = 0
for f in files:
    text = f.read_text(encoding="utf-8")
    head = text[: text.find("<lesson") if "<lesson" in text else text.find("<puzzle")]
    if "<pack" not in head:
        continue
    for m in re.finditer(r"<(lesson|puzzle)\b.*?</\1>", text, re.S):
        n += 1
        (out / f"{f.stem}-{n}.xml").write_text(head + m.group(0) + "\n</pack>\n", encoding="utf-8")
EOF
cp "$root"/tests/data/*.xml "$root"/tests/data/reliability/*.xml "$seeds/xml/"
# fuzz_import's first byte: format (0 EPD, 1 CSV, 2 PGN), plus 0x80 for Xiangqi.
for f in "$root"/tests/data/import/* "$root"/tests/data/reliability/*.pgn; do
  name=$(basename "$f")
  case "$name" in
    *.epd) format=0 ;; *.csv) format=1 ;; *.pgn) format=2 ;; *) continue ;;
  esac
  case "$name" in *xiangqi*) format=$((format + 128)) ;; esac
  { printf "\\x$(printf %02x "$format")"; cat "$f"; } >"$seeds/import/$name"
done

# fuzz_table's first byte: 0 Makruk, 1 Xiangqi (the crafted files are Makruk KRvK).
for f in "$root"/tests/data/reliability/tb/*.ctb; do
  { printf '\x00'; cat "$f"; } >"$seeds/table/$(basename "$f")"
done

set -- $targets
seconds=$(( total / $# ))
[ "$seconds" -ge 1 ] || seconds=1
status=0
mkdir -p "$build/artifacts"
summary="$build/fuzz-summary.txt"
: >"$summary"
for target in $targets; do
  extra=()
  case "$target" in
    fuzz_fen) dirs=("$root/tests/fuzz/corpus/fen"); extra=(-max_len=512) ;;
    fuzz_moves) dirs=("$root/tests/fuzz/corpus/moves"); extra=(-max_len=64) ;;
    fuzz_xml_loader) dirs=("$root/tests/fuzz/corpus/xml" "$seeds/xml")
      extra=(-dict="$root/tests/fuzz/xml.dict" -max_len=65536) ;;
    fuzz_import) dirs=("$seeds/import"); extra=(-max_len=32768) ;;
    fuzz_uci) dirs=("$root/tests/fuzz/corpus/uci"); extra=(-max_len=4096) ;;
    fuzz_table) dirs=("$seeds/table"); extra=(-max_len=4096) ;;
    fuzz_training_db) dirs=("$root/tests/fuzz/corpus/training_db"); extra=(-max_len=256) ;;
    *) echo "fuzz.sh: unknown target $target" >&2; exit 2 ;;
  esac
  corpus="$build/corpus-$target"
  mkdir -p "$corpus"
  log="$build/$target.log"
  echo "== $target for ${seconds}s (log: $log)"
  if ! "$build/tests/fuzz/$target" "$corpus" "${dirs[@]}" "${extra[@]}" \
      -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$build/artifacts/$target-" >"$log" 2>&1; then
    echo "== $target FAILED (see $log and $build/artifacts/)" >&2
    tail -n 40 "$log" >&2
    status=1
  fi
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1 || true)
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1 | cut -d' ' -f2 || true)
  ft=$(grep -o 'ft: [0-9]*' "$log" | tail -n 1 | cut -d' ' -f2 || true)
  echo "$target seconds=$seconds executions=${runs:-?} cov=${cov:-?} ft=${ft:-?}" \
       "corpus=$(ls "$corpus" | wc -l)" | tee -a "$summary"
done
exit $status
