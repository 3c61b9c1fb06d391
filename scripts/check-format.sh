#!/usr/bin/env bash
# Checks that every C++ source under src/ and tests/ is formatted as .clang-format
# says (clang-format --dry-run -Werror). Reformat a file with `clang-format -i FILE`.
# The sources are the ones git tracks; outside a git checkout, the files found.
# Exit 0 when all checked files are clean, 1 when some are not, 2 without clang-format.
set -euo pipefail
cd "$(dirname "$0")/.."
format=${CLANG_FORMAT:-}
if [ -z "$format" ]; then
  for candidate in clang-format clang-format-19 clang-format-18 clang-format-17 clang-format-16 \
                   clang-format-15 clang-format-14; do
    if command -v "$candidate" >/dev/null; then format=$candidate; break; fi
  done
fi
if [ -z "$format" ]; then
  echo "check-format: clang-format not found (apt-get install clang-format)" >&2
  exit 2
fi

if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -t files < <(git ls-files 'src/*.cpp' 'src/*.h' 'tests/*.cpp' 'tests/*.h')
else
  mapfile -t files < <(find src tests -name '*.cpp' -o -name '*.h' | sort)
fi

missing=0
present=()
for f in "${files[@]}"; do
  if [ -f "$f" ]; then
    present+=("$f")
  else
    echo "check-format: $f is tracked but does not exist" >&2
    missing=$((missing + 1))
  fi
done
# One clang-format process for all files; each unformatted spot is reported as
# "<file>:<line>:<col>: error: code should be clang-formatted".
mapfile -t dirty < <("$format" --dry-run -Werror "${present[@]}" 2>&1 |
                     sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: error: .*/\1/p' | sort -u)
for f in "${dirty[@]}"; do echo "$f: not formatted (run: $format -i $f)"; done
bad=$((missing + ${#dirty[@]}))
echo "check-format: ${#files[@]} files checked, $bad not clean"
[ "$bad" -eq 0 ]
