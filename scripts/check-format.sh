#!/usr/bin/env bash
# Checks that the C++ sources listed in .clang-format-files are formatted as
# .clang-format says (clang-format --dry-run -Werror). The list holds the files
# that were already clean when the check began, so that it could start without
# one commit reformatting the whole tree under everybody's open branches; add a
# file to it once it is formatted (`clang-format -i FILE`). `--all` checks every
# source and prints how many files a full reformat would change.
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

if [ "${1:-}" = "--all" ]; then
  mapfile -t files < <(git ls-files 'src/*.cpp' 'src/*.h' 'tests/*.cpp' 'tests/*.h')
else
  mapfile -t files < <(grep -v '^#' .clang-format-files | grep -v '^$')
fi

missing=0
present=()
for f in "${files[@]}"; do
  if [ -f "$f" ]; then
    present+=("$f")
  else
    echo "check-format: $f is listed in .clang-format-files but does not exist" >&2
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
