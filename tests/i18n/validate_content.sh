#!/usr/bin/env bash
# Every bundled lesson and puzzle text exists in all four languages: runs
# `chatur-cli validate --strict lessons puzzles` (a missing translation is an error
# in strict mode) and requires exit status 0 and a summary line with
# "0 errors, 0 warnings" (run by ctest as i18n_bundled_content_strict).
# The lessons' play-out steps are checked against the endgame tables, made on first
# need in TABLES_DIR (the test's own folder, not the user's cache).
# Usage: validate_content.sh CHATUR_CLI SOURCE_DIR TABLES_DIR
set -u
if [ $# -ne 3 ] || [ ! -x "$1" ] || [ ! -d "$2" ]; then
    echo "usage: $0 CHATUR_CLI SOURCE_DIR TABLES_DIR" >&2
    exit 2
fi
cli=$1
mkdir -p "$3" || exit 2
tables=$(cd "$3" && pwd)
cd "$2" || exit 2
out=$("$cli" validate --strict --cache "$tables" lessons puzzles 2>&1)
status=$?
echo "$out"
summary=$(printf '%s\n' "$out" | tail -n 1)
if [ "$status" -ne 0 ]; then
    echo "FAIL: chatur-cli validate --strict exited with status $status (expected 0)"
    exit 1
fi
case "$summary" in
    *", 0 errors, 0 warnings") ;;
    *)
        echo "FAIL: the summary line is not '... 0 errors, 0 warnings': $summary"
        exit 1
        ;;
esac
case "$summary" in
    "0 files,"*)
        echo "FAIL: no content file was found under lessons/ and puzzles/"
        exit 1
        ;;
esac
echo "OK: every bundled lesson and puzzle text exists in en, id, de and th"
