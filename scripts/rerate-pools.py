#!/usr/bin/env python3
# Gives the mined pools (puzzles/pool/*.xml) the starting ratings and grades of the
# current estimator, without mining again.
#
# Why: `chatur-cli mine` rates a puzzle when it finds it (src/core/mining/
# puzzle_rating.cpp, docs/mining.md "Rating"). When the estimator changes, the pools
# keep the old ratings until they are mined again, which takes far longer and, on a
# newer engine, finds other puzzles (docs/mining.md, "The bundled pools").
#
# How: `chatur-cli mine --rate` rates every puzzle of the pools from its position,
# solution line and tags, with fixed search budgets (no clock, a cleared table per
# puzzle), so a run gives the same figures on every machine. Only the `rating` and
# `grade` attributes of each <puzzle> opening tag are rewritten; the script checks
# that each file, with those two attributes taken out, is byte for byte what it was,
# and that every puzzle got a rating, before it writes anything. It prints the grade
# distribution per game before and after (the table in docs/mining.md). Idempotent.
#
# Usage: scripts/rerate-pools.py [build-dir] [--check]
#   build-dir  where chatur-cli was built (default: build)
#   --check    write nothing; exit 1 if some rating or grade differs
import glob
import os
import re
import statistics
import subprocess
import sys

PUZZLE_TAG = re.compile(r'<puzzle id="([^"]+)" grade="(\d)" rating="(\d+)"')
RATED = re.compile(r"^(\S+) rating=(\d+) grade=(\d) ")


def without_ratings(text):
    return PUZZLE_TAG.sub(lambda m: '<puzzle id="%s"' % m.group(1), text)


def distribution(rows):
    """Grade counts, their shares and rating min/median/max of (grade, rating) rows."""
    grades = [g for g, _ in rows]
    ratings = sorted(r for _, r in rows)
    counts = [grades.count(g) for g in range(1, 6)]
    shares = ["%d (%.0f %%)" % (c, 100.0 * c / len(rows)) for c in counts]
    return shares, (ratings[0], int(statistics.median(ratings)), ratings[-1])


def main(argv):
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    source = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    build = args[0] if args else os.path.join(source, "build")
    cli = os.path.join(build, "src", "cli", "chatur-cli")
    paths = sorted(glob.glob(os.path.join(source, "puzzles", "pool", "*.xml")))
    if not paths:
        sys.exit("error: no pool under %s/puzzles/pool" % source)
    out = subprocess.run([cli, "mine", "--rate"] + paths, check=True, capture_output=True,
                         text=True).stdout
    new = {}
    for line in out.splitlines():
        m = RATED.match(line)
        if not m:
            sys.exit("error: unexpected line from chatur-cli mine --rate: " + line)
        new[m.group(1)] = (int(m.group(3)), int(m.group(2)))

    old_rows, new_rows = {}, {}
    changed, texts = 0, {}
    for path in paths:
        with open(path, encoding="utf-8", newline="") as f:
            text = f.read()
        game = os.path.basename(path).split("-")[0]
        if "counting" in os.path.basename(path):
            game += " counting"
        missing = [m.group(1) for m in PUZZLE_TAG.finditer(text) if m.group(1) not in new]
        if missing or text.count("<puzzle ") != len(PUZZLE_TAG.findall(text)):
            sys.exit("error: %s: puzzles without a new rating: %s" % (path, missing[:5]))

        def rerate(m):
            grade, rating = new[m.group(1)]
            old_rows.setdefault(game, []).append((int(m.group(2)), int(m.group(3))))
            new_rows.setdefault(game, []).append((grade, rating))
            return '<puzzle id="%s" grade="%d" rating="%d"' % (m.group(1), grade, rating)

        rerated = PUZZLE_TAG.sub(rerate, text)
        if without_ratings(rerated) != without_ratings(text):
            sys.exit("error: %s: something besides rating and grade would change" % path)
        if rerated != text:
            changed += 1
            texts[path] = rerated

    print("| | grade 1 | 2 | 3 | 4 | 5 | rating min / median / max |")
    print("|---|---|---|---|---|---|---|")
    for game in sorted(old_rows):
        for label, rows in (("before", old_rows[game]), ("after", new_rows[game])):
            shares, (lo, mid, hi) = distribution(rows)
            print("| %s, %s (%d) | %s | %d / %d / %d |" %
                  (game, label, len(rows), " | ".join(shares), lo, mid, hi))
    if check:
        print("%d of %d files would change" % (changed, len(paths)))
        return 1 if changed else 0
    for path, text in texts.items():
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(text)
    print("%d of %d files changed" % (changed, len(paths)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
