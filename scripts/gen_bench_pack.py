#!/usr/bin/env python3
"""Writes a Makruk pack of N generated puzzles (default 10,000) for benchmarking
`chatur-cli validate`: usage gen_bench_pack.py OUT.xml [N].

Every puzzle is correct and distinct, in all four languages, with three hints,
so the validator does its full work and finds nothing. The positions are built
so the answers can be computed here without an engine: a White Khun on rank 1,
a White Met and a White Rua, the Black Khun alone on h8 (so no Black piece ever
attacks anything but g7, g8, h7). Task kinds rotate: legal, range, move (one
Met step), count (the pieces' honour count: Black is a lone Khun), and a Rua
mate in one on a second board family.
"""
import sys

FILES = "abcdefgh"


def sq(f, r):
    return f"{FILES[f]}{r + 1}"


def fen(pieces, side="w"):
    rows = []
    for r in range(7, -1, -1):
        row, empty = "", 0
        for f in range(8):
            p = pieces.get((f, r))
            if p:
                row += (str(empty) if empty else "") + p
                empty = 0
            else:
                empty += 1
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows) + f" {side} - - 0 1"


def texts(tag, en, idn, de, th):
    return (f"<{tag}><text lang=\"en\">{en}</text><text lang=\"id\">{idn}</text>"
            f"<text lang=\"de\">{de}</text><text lang=\"th\">{th}</text></{tag}>")


def met_targets(met, own):
    out = []
    for df in (-1, 1):
        for dr in (-1, 1):
            f, r = met[0] + df, met[1] + dr
            if 0 <= f < 8 and 0 <= r < 8 and (f, r) not in own:
                out.append((f, r))
    return sorted(out, key=lambda s: (s[1], s[0]))


def met_boards():
    """(khun, met, rua) triples: legal, White to move, Black not in check."""
    for khun in [(f, 0) for f in range(1, 6)]:
        for met in [(f, r) for r in range(8) for f in range(8)]:
            if met == khun or met == (6, 6) or met == (7, 7):  # g7 would check h8
                continue
            for rua in [(f, r) for r in range(1, 7) for f in range(0, 7)]:
                if rua in (khun, met):
                    continue
                yield khun, met, rua


def puzzle(pid, board_fen, question, task, hints, explanation, stage="rules", grade=1):
    return (f"  <puzzle id=\"{pid}\" grade=\"{grade}\" stage=\"{stage}\" tags=\"bench\">\n"
            f"    <board fen=\"{board_fen}\"/>\n    {question}\n    {task}\n"
            + "".join(f"    {h}\n" for h in hints) +
            f"    {explanation}\n  </puzzle>\n")


def nudge():
    return ("<hint kind=\"nudge\">" +
            texts("x", "Look at the Met.", "Perhatikan Met.", "Sieh dir den Met an.", "ดูเม็ด")[3:-4] +
            "</hint>")


def main():
    out = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 10000
    parts = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n",
             "<pack id=\"bench.pack\" variant=\"makruk\" version=\"1\">\n",
             "  " + texts("title", "Benchmark", "Tolok ukur", "Messung", "การวัด") + "\n",
             "  " + texts("description", "Generated.", "Dibuat otomatis.", "Erzeugt.", "สร้างอัตโนมัติ") + "\n",
             "  <author>scripts/gen_bench_pack.py</author>\n  <licence>CC0-1.0</licence>\n"]
    explanation = texts("explanation", "The Met moves one diagonal step.",
                        "Met bergerak satu langkah diagonal.", "Der Met zieht ein Feld diagonal.",
                        "เม็ดเดินทแยงทีละหนึ่งช่อง")
    count = 0
    kinds = ["legal", "range", "move", "count"]
    boards = met_boards()
    mates = [(khun, met) for khun in [(f, 0) for f in range(2, 7)]
             for met in [(f, r) for r in range(1, 6) for f in range(8) if f != 1]
             if met != khun]
    while count < n:
        if count % 20 == 19 and mates:
            khun, met = mates.pop()
            pieces = {(7, 7): "k", (0, 6): "R", (1, 0): "R", khun: "K", met: "M"}
            parts.append(puzzle(
                f"bench.{count:05d}", fen(pieces),
                texts("question", "Mate in one.", "Skakmat dalam satu langkah.", "Matt in einem Zug.",
                      "รุกจนในตาเดียว"),
                "<move goal=\"mate\" in=\"1\"><line>b1b8</line></move>",
                [nudge(), "<hint kind=\"piece\" square=\"b1\"/>", "<hint kind=\"move\" from=\"b1\" to=\"b8\"/>"],
                explanation, stage="compare", grade=2))
            count += 1
            continue
        try:
            khun, met, rua = next(boards)
        except StopIteration:
            sys.exit(f"only {count} distinct puzzles can be generated")
        pieces = {(7, 7): "k", khun: "K", met: "M", rua: "R"}
        own = {khun, rua}
        targets = met_targets(met, own)
        kind = kinds[count % len(kinds)]
        if kind in ("range", "move") and not targets:
            kind = "legal"
        q = texts("question", "What can the Met do?", "Apa yang bisa dilakukan Met?",
                  "Was kann der Met?", "เม็ดทำอะไรได้บ้าง")
        if kind == "legal":
            # Alternate a one-step diagonal (legal unless a White piece stands there)
            # with a two-step diagonal or a straight step (never legal for a Met).
            offsets = [(1, 1), (-1, 1), (1, -1), (-1, -1)] if count % 8 == 0 else \
                [(2, 2), (-2, 2), (2, -2), (-2, -2), (0, 1), (0, -1)]
            to = next((met[0] + df, met[1] + dr) for df, dr in offsets
                      if 0 <= met[0] + df < 8 and 0 <= met[1] + dr < 8)
            legal = to in targets
            task = f"<legal move=\"{sq(*met)}{sq(*to)}\" answer=\"{'yes' if legal else 'no'}\"/>"
        elif kind == "range":
            task = (f"<range square=\"{sq(*met)}\" squares=\""
                    + " ".join(sq(*t) for t in targets) + "\"/>")
        elif kind == "move":
            t = targets[0]
            task = f"<move><line>{sq(*met)}{sq(*t)}</line></move>"
        else:
            # Black is a lone Khun: pieces' honour count, Black counts from 4 pieces + 1; one Rua: 16.
            task = "<count kind=\"pieces\" side=\"black\" start=\"5\" limit=\"16\"/>"
        parts.append(puzzle(f"bench.{count:05d}", fen(pieces), q, task,
                            [nudge(), f"<hint kind=\"piece\" square=\"{sq(*met)}\"/>"], explanation))
        count += 1
    parts.append("</pack>\n")
    with open(out, "w", encoding="utf-8") as f:
        f.write("".join(parts))


if __name__ == "__main__":
    main()
