#!/usr/bin/env python3
"""Checks puzzles of Chatur packs against an independent UCI engine (docs/mining.md, section 4).

    scripts/check-puzzles-with-engine.py ENGINE --variant makruk|xiangqi [--sample N]
        [--seed S] [--tactic-depth D] [--margin CP] [--cli build/src/cli/chatur-cli] PACK.xml...

For each sampled puzzle with a move task:
- a mate puzzle (<move goal="mate" in="N">) holds when the engine, asked for a mate in
  N (`go depth D mate N`) with only the puzzle's first move, finds one, and asked the
  same with every other legal move (`searchmoves`, the moves from `chatur-cli legal`)
  finds none (no cook). Each question is asked on its own because Fairy-Stockfish 11.1
  reports some short mates late or longer when it searches all moves at once or with
  MultiPV (a mate in 3 shown as a mate in 4 at depth 20, checked by hand). When the
  engine does not confirm the puzzle's mate, it is asked again one defence at a time:
  after the first move, every reply must leave a mate in N-1 (recursively);
- a tactic (a fixed <line>) holds when every learner move of the line (every other
  move, from the first) is the engine's best move at the given depth.
Prints one line per failing puzzle and a summary `checked=N held=H share=P%` (with
--margin also `tactics=T clear=C`); exit 0.
The engine is only a judge: Fairy-Stockfish (Debian's `fairy-stockfish`) was used.
"""
import argparse
import random
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

from uci_engine import UciEngine


class Engine(UciEngine):
    """The judge: its searches, legal moves and mates."""

    def search(self, fen, moves, depth, searchmoves=None, mate=None):
        """The last info of each line: {multipv: (score_kind, value, first_move)}."""
        self.new_game()
        self.position(fen, moves)
        go = f"depth {depth}"
        if mate:
            go += f" mate {mate}"
        if searchmoves:
            go += " searchmoves " + " ".join(searchmoves)
        best = {}
        for line in self.go(go):
            m = re.search(r"\bmultipv (\d+) .*?\bscore (cp|mate) (-?\d+).*?\bpv (\S+)", line)
            if m and " depth " in line and "upperbound" not in line and "lowerbound" not in line:
                best[int(m.group(1))] = (m.group(2), int(m.group(3)), m.group(4))
        return best

    def legal_after(self, fen, moves):
        """The legal moves after `moves`, from the engine's own `go perft 1`."""
        self.position(fen, moves)
        self.send("go perft 1")
        out = []
        for line in self.read_until("Nodes searched"):
            m = re.match(r"^(\S+): 1$", line)
            if m:
                out.append(m.group(1))
        return out

    def in_check(self, fen, moves):
        self.position(fen, moves)
        self.send("d")
        for line in self.read_until("Checkers:"):
            if line.startswith("Checkers:"):
                return bool(line[len("Checkers:"):].strip())
        return False

    def is_mated(self, fen, moves, variant):
        """No legal move after `moves` loses: in Xiangqi always, in Makruk only in check."""
        if self.legal_after(fen, moves):
            return False
        return variant == "xiangqi" or self.in_check(fen, moves)

    def mates_within(self, fen, moves, n, depth, variant):
        """The side to move after `moves` mates within n: asked directly and, when the
        engine's search does not confirm it (n <= 3), by trying every move and every
        defence one ply deeper."""
        r = self.search(fen, moves, depth, None, n).get(1)
        if r and r[0] == "mate" and 0 < r[1] <= n:
            return True
        if n > 3:
            return False
        for attack in self.legal_after(fen, moves):
            if self.line_mates(fen, moves, attack, n, depth, variant):
                return True
        return False

    def line_mates(self, fen, moves, attack, n, depth, variant):
        """`attack`, played after `moves`, mates within n against every defence."""
        after = moves + [attack]
        replies = self.legal_after(fen, after)
        if not replies:
            return self.is_mated(fen, after, variant)
        return n > 1 and all(self.mates_within(fen, after + [r], n - 1, depth, variant)
                             for r in replies)

    def multipv(self, n):
        self.send(f"setoption name MultiPV value {n}")


def centipawns(score):
    """A (kind, value, move) score as centipawns; a mate beats any score."""
    kind, value = score[0], score[1]
    if kind == "mate":
        return 100000 - abs(value) if value > 0 else -100000 + abs(value)
    return value


def legal_moves(cli, variant, fen):
    out = subprocess.run([cli, "legal", "--variant", variant], input=fen + "\n",
                         capture_output=True, text=True, check=True).stdout
    return out.split()


def puzzles(paths):
    for path in paths:
        for p in ET.parse(path).getroot().iter("puzzle"):
            move = p.find("move")
            board = p.find("board")
            if move is None or board is None:
                continue
            line = move.find("line")
            if line is None or not (line.text or "").split():
                continue
            yield p.get("id"), board.get("fen"), move.get("goal"), move.get("in"), line.text.split()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("engine")
    ap.add_argument("--variant", required=True)
    ap.add_argument("--sample", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tactic-depth", type=int, default=12)
    ap.add_argument("--margin", type=int, default=0)
    ap.add_argument("--cli", default="build/src/cli/chatur-cli")
    ap.add_argument("packs", nargs="+")
    a = ap.parse_args()
    all_puzzles = list(puzzles(a.packs))
    random.Random(a.seed).shuffle(all_puzzles)
    sample = all_puzzles[: a.sample]
    engine = Engine(a.engine, a.variant)
    held = tactics = clear_held = 0
    for pid, fen, goal, n, line in sample:
        ok, why, clear = True, "", True
        if goal == "mate":
            n = int(n)
            depth = min(2 * n + 10, 22)
            first = engine.search(fen, [], depth, [line[0]], n).get(1)
            others = [m for m in legal_moves(a.cli, a.variant, fen) if m != line[0]]
            second = engine.search(fen, [], depth, others, n).get(1) if others else None
            if not first or first[0] != "mate" or not 0 < first[1] <= n:
                # Asked again one defence at a time (see the note above).
                if not engine.line_mates(fen, [], line[0], n, depth, a.variant):
                    ok, why = False, f"engine finds no mate in {n} after {line[0]}: {first}"
            elif second and second[0] == "mate" and 0 < second[1] <= n:
                ok, why = False, f"cook: {second[2]} also mates in {second[1]}"
        else:
            if a.margin:
                engine.multipv(2)
            for i in range(0, len(line), 2):
                r = engine.search(fen, line[:i], a.tactic_depth)
                first, second = r.get(1), r.get(2)
                if not first or first[2] != line[i]:
                    ok, why = False, f"move {i + 1}: engine prefers {first}, puzzle {line[i]}"
                    break
                if a.margin and second and centipawns(first) - centipawns(second) < a.margin:
                    clear = False
                    print(f"{pid}: best but not clear: move {i + 1} {line[i]} {first[:2]}, "
                          f"second {second}")
            if a.margin:
                engine.multipv(1)
            tactics += 1
            clear_held += ok and clear
        held += ok
        if not ok:
            print(f"{pid}: {why}")
    engine.close()
    share = 100.0 * held / max(1, len(sample))
    summary = f"checked={len(sample)} held={held} share={share:.1f}%"
    if a.margin:
        summary += f" tactics={tactics} clear={clear_held} (best by {a.margin} cp or more)"
    print(summary)


if __name__ == "__main__":
    sys.exit(main())
