#!/usr/bin/env bash
# Checks the gettext catalogs against the sources (run by ctest as
# i18n_catalogs_complete; see tests/CMakeLists.txt):
#   1. every <lang>.po compiles with `msgfmt --check` and has no untranslated
#      and no fuzzy entry;
#   2. locale/chatur.pot is not stale: a fresh xgettext extraction from src/, with
#      the keywords of the `pot` target, has exactly the msgids (with their
#      contexts and plural forms) that chatur.pot has;
#   3. every .po has every msgid of the fresh extraction (and no live entry the
#      sources no longer have).
# Usage: check_catalogs.sh SOURCE_DIR [LOCALE_DIR] [LANG...]
#   LOCALE_DIR defaults to SOURCE_DIR/locale; LANGs default to every *.po there.
# Exit 0 when all holds, 1 with one line per problem otherwise, 2 on bad usage.
set -u
export LC_ALL=C.UTF-8

if [ $# -lt 1 ] || [ ! -d "$1/src" ]; then
    echo "usage: $0 SOURCE_DIR [LOCALE_DIR] [LANG...]" >&2
    exit 2
fi
src_dir=$(cd "$1" && pwd)
locale_dir=${2:-$src_dir/locale}
shift $(( $# >= 2 ? 2 : 1 ))
for tool in msgfmt xgettext; do
    command -v "$tool" >/dev/null || { echo "error: $tool not found (install gettext)" >&2; exit 2; }
done

# The keywords of the `pot` target in locale/CMakeLists.txt. They must stay the
# same: checked below, so that a keyword added there and not here fails loudly.
keywords=(-k_ -kwxPLURAL:1,2 -kwxGETTEXT_IN_CONTEXT:1c,2 -kwxTRANSLATE -kSay:1)

failures=0
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/chatur-i18n.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

cmake_keywords=$(grep -o -- '-k[^ )]*' "$src_dir/locale/CMakeLists.txt" | sort -u)
our_keywords=$(printf '%s\n' "${keywords[@]}" | sort -u)
if [ "$cmake_keywords" != "$our_keywords" ]; then
    fail "xgettext keywords differ from the pot target in locale/CMakeLists.txt:" \
         "there: $(echo $cmake_keywords), here: $(echo $our_keywords)"
fi

# One line per live entry: msgctxt, msgid and msgid_plural as they are written
# in the file (escapes kept, continuation lines joined), separated by " | ".
# The header (empty msgid) and obsolete (#~) entries are left out.
msgid_keys() {
    awk '
        function unquote(s) { sub(/^[ \t]*"/, "", s); sub(/"[ \t]*$/, "", s); return s }
        function flush() {
            if (have && id != "")
                print "ctxt=" (hasCtxt ? "\"" ctxt "\"" : "-") " | id=\"" id "\"" \
                      " | plural=" (hasPlural ? "\"" plural "\"" : "-")
            have = 0; hasCtxt = 0; hasPlural = 0; ctxt = ""; id = ""; plural = ""; field = ""
        }
        function body(line) { sub(/^[a-z_]+[ \t]+/, "", line); return unquote(line) }
        BEGIN { flush() }
        /^[ \t]*$/ { flush(); next }
        /^#/ { if (field == "msgstr") flush(); field = ""; next }
        /^msgctxt[ \t]/ {
            if (field == "msgstr") flush()
            field = "ctxt"; ctxt = body($0); hasCtxt = 1; have = 1; next
        }
        /^msgid[ \t]/ { if (field == "msgstr") flush(); field = "id"; id = body($0); have = 1; next }
        /^msgid_plural[ \t]/ { field = "plural"; plural = body($0); hasPlural = 1; next }
        /^msgstr/ { field = "msgstr"; next }
        /^[ \t]*"/ {
            if (field == "ctxt") ctxt = ctxt unquote($0)
            else if (field == "id") id = id unquote($0)
            else if (field == "plural") plural = plural unquote($0)
            next
        }
        END { flush() }
    ' "$1" | sort -u
}

# 1. Every catalog complete and valid.
langs=("$@")
if [ ${#langs[@]} -eq 0 ]; then
    for po in "$locale_dir"/*.po; do
        [ -e "$po" ] && langs+=("$(basename "$po" .po)")
    done
fi
[ ${#langs[@]} -gt 0 ] || fail "no .po file in $locale_dir"
for lang in "${langs[@]}"; do
    po="$locale_dir/$lang.po"
    if [ ! -f "$po" ]; then
        fail "$lang.po is missing"
        continue
    fi
    if ! stats=$(msgfmt --check --statistics -o /dev/null "$po" 2>&1); then
        fail "$lang.po: msgfmt --check failed:"
        echo "$stats" | sed 's/^/    /'
        continue
    fi
    echo "$lang.po: $stats"
    case "$stats" in
        *untranslated*) fail "$lang.po has untranslated entries: $stats" ;;
    esac
    case "$stats" in
        *fuzzy*) fail "$lang.po has fuzzy entries: $stats" ;;
    esac
    # A fuzzy header or entry msgfmt did not count (e.g. the header) is still a fuzzy.
    if grep -n -E '^#,.*\bfuzzy\b' "$po" >"$tmp/fuzzy" 2>/dev/null; then
        fail "$lang.po has entries marked fuzzy at lines: $(cut -d: -f1 "$tmp/fuzzy" | tr '\n' ' ')"
    fi
done

# 2. A fresh extraction, exactly as the pot target makes it (same files, same keywords).
(
    cd "$src_dir" &&
    find src -type f \( -name '*.cpp' -o -name '*.h' \) | sort > "$tmp/sources" &&
    xgettext -C "${keywords[@]}" --add-comments=TRANSLATORS --from-code=UTF-8 \
        --package-name=chatur --sort-by-file -o "$tmp/fresh.pot" -f "$tmp/sources"
) || { fail "xgettext could not extract the strings from $src_dir/src"; exit 1; }
if [ ! -s "$tmp/fresh.pot" ]; then
    fail "xgettext found no translatable string in $src_dir/src"
    exit 1
fi

msgid_keys "$tmp/fresh.pot" > "$tmp/fresh.keys"
msgid_keys "$locale_dir/chatur.pot" > "$tmp/pot.keys"
if ! cmp -s "$tmp/fresh.keys" "$tmp/pot.keys"; then
    fail "locale/chatur.pot is stale (run: cmake --build <build> --target pot update-po):"
    comm -23 "$tmp/fresh.keys" "$tmp/pot.keys" | sed 's/^/    in the sources, not in chatur.pot: /'
    comm -13 "$tmp/fresh.keys" "$tmp/pot.keys" | sed 's/^/    in chatur.pot, not in the sources: /'
fi

# 3. Every catalog has every msgid of the sources.
for lang in "${langs[@]}"; do
    po="$locale_dir/$lang.po"
    [ -f "$po" ] || continue
    msgid_keys "$po" > "$tmp/$lang.keys"
    missing=$(comm -23 "$tmp/fresh.keys" "$tmp/$lang.keys")
    extra=$(comm -13 "$tmp/fresh.keys" "$tmp/$lang.keys")
    if [ -n "$missing" ]; then
        fail "$lang.po lacks $(echo "$missing" | wc -l) msgid(s) of the sources (run update-po, then translate):"
        echo "$missing" | sed 's/^/    /'
    fi
    if [ -n "$extra" ]; then
        fail "$lang.po has $(echo "$extra" | wc -l) live msgid(s) the sources no longer use (run update-po):"
        echo "$extra" | sed 's/^/    /'
    fi
done

count=$(wc -l < "$tmp/fresh.keys")
if [ "$failures" -gt 0 ]; then
    echo "$failures problem(s) with the catalogs ($count msgids in the sources)"
    exit 1
fi
echo "OK: chatur.pot matches the sources ($count msgids); ${langs[*]} complete"
exit 0
