#!/usr/bin/env python3
"""Checks `chatur-cli review` against an independent engine (issue 32, docs/review.md).

    scripts/compare-review.py --variant makruk GAMES.pgn [--cli PATH] [--fsf PATH]
                              [--fsf-depth D] [--depth D] [--jobs J] [--verbose]

Runs `chatur-cli review` on GAMES.pgn (with an empty tables folder, so that the
result does not depend on the machine), then has Fairy-Stockfish judge every move
of the same games: in the position before the move it searches to a fixed depth
for its best move and score, and, when the move played is another, searches the
played move alone (`go searchmoves`) to the same depth. The move's loss is the
mover's winning chances of the best score minus those of the played move's, with
the formula the review uses (docs/review.md, "Winning chances"). It prints, for
the thresholds the review uses (inaccuracy 5, mistake 10, blunder 20):

- recall: of the moves Fairy-Stockfish calls blunders (and mistakes), how many
  Chatur flags as a mistake or a blunder;
- precision: of Chatur's blunders (and mistakes), how many lose at least 10
  (5) by Fairy-Stockfish's account.

A measurement, not a test: its figures are in docs/review.md.
"""

import argparse
import math
import os
import re
import subprocess
import sys
import tempfile

from uci_engine import UciEngine, best_move, last_score

REVIEW_LINE = re.compile(
    r"^game=(\d+) ply=(\d+) move=(\S+) eval=(\S+) best=(\S+) class=(\w+)$")
INACCURACY, MISTAKE, BLUNDER = 5.0, 10.0, 20.0
FLAGGED = {"mistake", "blunder"}
MATE_SCORE = 100000


def winning_chances(cp):
    """The mover's winning chances (0..100), as core/review computes them."""
    if abs(cp) >= MATE_SCORE:
        return 100.0 if cp > 0 else 0.0
    return 50.0 + 50.0 * (2.0 / (1.0 + math.exp(-0.00368208 * cp)) - 1.0)


def start_fens(pgn_text):
    """The start of each game of the file, by its number (1-based): a FEN tag or None."""
    fens = {}
    number, in_moves, fen = 0, True, None
    for line in pgn_text.splitlines():
        stripped = line.strip()
        if stripped.startswith("["):
            if in_moves:  # a tag after move text (or at the top) opens a game
                number += 1
                fen = None
                in_moves = False
            m = re.match(r'\[FEN\s+"([^"]*)"\]', stripped)
            if m:
                fen = m.group(1)
            fens[number] = fen
        elif stripped:
            in_moves = True
    return fens


def search(engine, fen, moves, depth, only=None):
    """(score for the side to move in engine centipawns, best move)."""
    engine.position(fen, moves)
    lines = engine.go(f"depth {depth}" + (f" searchmoves {only}" if only else ""))
    score = last_score(lines)
    if score and score[0] == "mate":  # mate in `value` moves: positive for the side to move
        score = ("cp", MATE_SCORE if score[1] > 0 else -MATE_SCORE)
    return (score[1] if score else None), best_move(lines)


def run_review(args):
    with tempfile.TemporaryDirectory() as tables:
        cmd = [args.cli, "review", "--variant", args.variant, "--depth", str(args.depth),
               "--jobs", str(args.jobs), "--tables", tables, args.pgn]
        done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode == 2:
        sys.exit(f"chatur-cli review failed: {done.stderr}")
    games = {}
    for line in done.stdout.splitlines():
        m = REVIEW_LINE.match(line)
        if m:
            games.setdefault(int(m.group(1)), []).append(
                {"ply": int(m.group(2)), "move": m.group(3), "class": m.group(6)})
    return games


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("pgn")
    parser.add_argument("--variant", required=True, choices=["makruk", "xiangqi"])
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--cli", default=os.path.join(here, "..", "build", "src", "cli",
                                                      "chatur-cli"))
    parser.add_argument("--fsf", default="/usr/games/fairy-stockfish")
    parser.add_argument("--fsf-depth", type=int, default=12)
    parser.add_argument("--depth", type=int, default=11, help="the review's depth")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--verbose", action="store_true", help="list the disagreements")
    args = parser.parse_args()

    with open(args.pgn, encoding="utf-8") as f:
        fens = start_fens(f.read())
    games = run_review(args)
    engine = UciEngine(args.fsf, args.variant, {"Contempt": 0, "Threads": 1})
    rows = []  # (game, ply, move, chatur class, fsf loss, fsf best)
    for number in sorted(games):
        engine.new_game()
        played = []
        for m in sorted(games[number], key=lambda m: m["ply"]):
            fen = fens.get(number)
            best_score, best = search(engine, fen, played, args.fsf_depth)
            loss = 0.0
            if best != m["move"] and best_score is not None:
                move_score, _ = search(engine, fen, played, args.fsf_depth, only=m["move"])
                if move_score is not None:
                    loss = max(0.0, winning_chances(best_score) - winning_chances(move_score))
            rows.append((number, m["ply"], m["move"], m["class"], loss, best))
            played.append(m["move"])
    engine.close()

    def share(part, whole):
        return f"{len(part)}/{len(whole)}" + (
            f" ({100.0 * len(part) / len(whole):.0f} %)" if whole else "")

    fsf_blunders = [r for r in rows if r[4] >= BLUNDER]
    fsf_mistakes = [r for r in rows if MISTAKE <= r[4] < BLUNDER]
    chatur_blunders = [r for r in rows if r[3] == "blunder"]
    chatur_mistakes = [r for r in rows if r[3] == "mistake"]
    print(f"{args.variant}: {len(games)} games, {len(rows)} moves; review depth {args.depth}, "
          f"Fairy-Stockfish depth {args.fsf_depth}")
    print("recall: Fairy-Stockfish's blunders Chatur flags as mistake or blunder: " +
          share([r for r in fsf_blunders if r[3] in FLAGGED], fsf_blunders))
    print("recall: Fairy-Stockfish's mistakes Chatur flags as mistake or blunder: " +
          share([r for r in fsf_mistakes if r[3] in FLAGGED], fsf_mistakes))
    print("recall: Fairy-Stockfish's mistakes Chatur flags as inaccuracy or worse: " +
          share([r for r in fsf_mistakes if r[3] in FLAGGED | {"inaccuracy"}], fsf_mistakes))
    print("precision: Chatur's blunders that lose 10 or more by Fairy-Stockfish: " +
          share([r for r in chatur_blunders if r[4] >= MISTAKE], chatur_blunders))
    print("precision: Chatur's mistakes that lose 5 or more by Fairy-Stockfish: " +
          share([r for r in chatur_mistakes if r[4] >= INACCURACY], chatur_mistakes))
    if args.verbose:
        for r in rows:
            fsf_flags = r[4] >= MISTAKE
            if fsf_flags != (r[3] in FLAGGED):
                print(f"  game={r[0]} ply={r[1]} move={r[2]} chatur={r[3]} "
                      f"fsf_loss={r[4]:.1f} fsf_best={r[5]}")


if __name__ == "__main__":
    main()
