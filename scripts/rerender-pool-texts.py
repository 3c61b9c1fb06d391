#!/usr/bin/env python3
# Re-renders the translated texts of the mined pools (puzzles/pool/*.xml) from the
# current catalogs, exactly as `chatur-cli mine` would write them, without mining
# again (which costs about 45 CPU minutes for the same result).
#
# Why: the miner writes all four languages at mine time from the Say() phrases of
# src/core/mining/puzzle_texts.cpp and the theme names of
# src/core/content/theme_catalog.cpp, looked up in locale/<lang>.po
# (docs/mining.md, 2.5). When the translation of such a phrase changes, the pools
# keep the old text until they are mined again; this script brings them in step.
#
# How: each puzzle's English question, nudge hint and explanation is taken apart
# into the phrases that made it (a template with its number, the outcome and the
# theme list "{1}, {2}" joined from the left, as puzzle_texts.cpp builds them),
# and every other language of the pack is rendered again from those phrases with
# the catalog, read as the miner's PoCatalog reads it (entries with a context,
# plural or fuzzy entries and empty translations are skipped; a missing one stays
# English). English texts and everything else in the files are left byte for
# byte. Idempotent: a second run changes nothing. An English text that matches
# no phrase is an error, and then no file is written.
#
# Usage: scripts/rerender-pool-texts.py [source-dir] [--check]
#   --check  write nothing; exit 1 if some text differs from its rendering.
import glob
import os
import re
import sys

TEMPLATE_SOURCES = ("src/core/mining/puzzle_texts.cpp", "src/core/content/theme_catalog.cpp")


def unquote(line):
    """The text of a quoted .po string, as PoCatalog's Unquote reads it."""
    start, end = line.find('"'), line.rfind('"')
    if start < 0 or end <= start:
        return ""
    out, i = [], start + 1
    while i < end:
        c = line[i]
        if c != "\\" or i + 1 >= end:
            out.append(c)
        else:
            i += 1
            out.append({"n": "\n", "t": "\t"}.get(line[i], line[i]))
        i += 1
    return "".join(out)


def po_entries(path):
    """(msgid, msgstr, references, has_context, fuzzy, plural) for every entry."""
    entries, cur, field = [], None, None

    def start():
        return {"ctxt": None, "id": "", "str": "", "refs": "", "fuzzy": False, "plural": False}

    def finish():
        nonlocal cur, field
        if cur is not None and field is not None:
            entries.append(cur)
        cur, field = None, None

    with open(path, encoding="utf-8") as f:
        for line in f.read().split("\n"):
            line = line.rstrip("\r")
            if line.startswith("#:"):
                if field is not None:
                    finish()
                cur = cur or start()
                cur["refs"] += line[2:]
            elif line.startswith("#,"):
                if field is not None:
                    finish()
                cur = cur or start()
                cur["fuzzy"] = cur["fuzzy"] or "fuzzy" in line
            elif line.startswith("msgctxt "):
                if field is not None:
                    finish()
                cur = cur or start()
                cur["ctxt"] = unquote(line)
                field = "ctxt"
            elif line.startswith("msgid_plural "):
                cur["plural"] = True
                field = "plural"
            elif line.startswith("msgid "):
                if field == "str":
                    finish()
                cur = cur or start()
                cur["id"] = unquote(line)
                field = "id"
            elif line.startswith("msgstr"):
                cur["str"] = unquote(line)
                field = "str"
            elif line.startswith('"') and field is not None:
                if field in ("id", "str", "ctxt"):
                    cur[field] += unquote(line)
            elif line == "":
                finish()
    finish()
    return entries


def catalog(path):
    """msgid -> msgstr as the miner's PoCatalog keeps them."""
    out = {}
    for e in po_entries(path):
        if e["ctxt"] is None and not e["plural"] and not e["fuzzy"] and e["id"] and e["str"]:
            out[e["id"]] = e["str"]
    return out


def templates(pot):
    """The msgids the miner renders: those of the two source files."""
    return sorted(
        {e["id"] for e in po_entries(pot)
         if e["ctxt"] is None and e["id"] and any(s in e["refs"] for s in TEMPLATE_SOURCES)}
    )


# A phrase: (template, [args]) or a literal str, as content::Phrase.
def render(phrase, translate):
    if isinstance(phrase, str):
        return phrase
    templ, args = phrase
    templ = translate(templ)
    out, i = [], 0
    while i < len(templ):
        if (templ[i] == "{" and i + 2 < len(templ) and "1" <= templ[i + 1] <= "9"
                and templ[i + 2] == "}" and int(templ[i + 1]) - 1 < len(args)):
            out.append(render(args[int(templ[i + 1]) - 1], translate))
            i += 3
            continue
        out.append(templ[i])
        i += 1
    return "".join(out)


class Parser:
    """Takes an English text apart into the phrases that rendered it."""

    def __init__(self, msgids):
        self.patterns = []
        for t in msgids:
            if t == "{1}, {2}" or t == "Themes: {1}.":
                continue
            parts = re.split(r"(\{[1-9]\})", t)
            rx = "".join("([0-9]+)" if re.fullmatch(r"\{[1-9]\}", p) else re.escape(p)
                         for p in parts)
            self.patterns.append((t, re.compile(rx + r"\Z")))

    def phrase(self, english):
        found = []
        for t, rx in self.patterns:
            m = rx.match(english)
            if m:
                found.append((t, list(m.groups())))
        if len(found) != 1:
            raise ValueError(f"{len(found)} phrases render {english!r}")
        return found[0]

    def explanation(self, english):
        m = re.fullmatch(r"(.*) Themes: (.*)\.", english, re.S)
        if not m:
            raise ValueError(f"no theme list in {english!r}")
        outcome = self.phrase(m.group(1))
        if m.group(2) == "-":
            names = "-"
        else:
            items = [self.phrase(n) for n in m.group(2).split(", ")]
            names = items[0]
            for item in items[1:]:
                names = ("{1}, {2}", [names, item])
        return [outcome, " ", ("Themes: {1}.", [names])]


def xml_escape(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def xml_unescape(s):
    for a, b in (("&lt;", "<"), ("&gt;", ">"), ("&quot;", '"'), ("&apos;", "'"), ("&amp;", "&")):
        s = s.replace(a, b)
    return s


BLOCK = re.compile(r'(<question>|<hint kind="nudge">|<explanation>)(.*?)(</question>|</hint>|</explanation>)',
                   re.S)
TEXT = re.compile(r'<text lang="([a-z]+)">([^<]*)</text>')


def rerender_file(text, parser, catalogs):
    changed = 0

    def block(m):
        nonlocal changed
        body = m.group(2)
        en = {l: xml_unescape(t) for l, t in TEXT.findall(body)}.get("en")
        if en is None:
            raise ValueError(f"no English text in {m.group(0)[:80]!r}")
        pieces = parser.explanation(en) if m.group(1) == "<explanation>" else [parser.phrase(en)]

        def text(t):
            nonlocal changed
            lang = t.group(1)
            if lang == "en" or lang not in catalogs:
                return t.group(0)
            cat = catalogs[lang]
            new = "".join(render(p, lambda s: cat.get(s, s)) for p in pieces)
            if xml_unescape(t.group(2)) == new:
                return t.group(0)
            changed += 1
            return f'<text lang="{lang}">{xml_escape(new)}</text>'

        return m.group(1) + TEXT.sub(text, body) + m.group(3)

    return BLOCK.sub(block, text), changed


def main(argv):
    check = "--check" in argv
    args = [a for a in argv[1:] if a != "--check"]
    src = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    parser = Parser(templates(os.path.join(src, "locale/chatur.pot")))
    catalogs = {os.path.basename(p)[:-3]: catalog(p)
                for p in glob.glob(os.path.join(src, "locale/*.po"))}
    results, total = [], 0
    for path in sorted(glob.glob(os.path.join(src, "puzzles/pool/*.xml"))):
        with open(path, encoding="utf-8") as f:
            old = f.read()
        try:
            new, n = rerender_file(old, parser, catalogs)
        except ValueError as e:
            print(f"{path}: {e}", file=sys.stderr)
            return 2
        results.append((path, new, n))
        total += n
    for path, new, n in results:
        if n:
            print(f"{os.path.relpath(path, src)}: {n} texts")
            if not check:
                with open(path, "w", encoding="utf-8", newline="") as f:
                    f.write(new)
    print(f"{total} texts {'differ' if check else 'changed'}")
    return 1 if check and total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
