#!/usr/bin/env python3
"""Where each side's Khun stands in Makruk games against Fairy-Stockfish (issue 33,
docs/engine.md, seventeenth round).

Reads match logs with moves (scripts/match-vs-fsf.py writes them; Chatur is side a) and,
at each ply asked for, counts over every game still going then:
- the squares the two Khun stand on, each seen from its own side (White's squares as
  they are, Black's turned round: both Khun start on "d1"), most frequent first;
- how many times each side's Khun has moved by then.
A diagnosis tool: it shows where an engine's Khun goes in the opening and the
middlegame, not whether that is good.

Usage:
  scripts/khun-census.py LOG [LOG...] [--plies 30,60] [--top 8]
"""
import argparse
import collections
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("fsf_loss_analysis",
                                               os.path.join(HERE, "fsf-loss-analysis.py"))
analysis = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(analysis)

SIDES = ("Chatur", "Fairy-Stockfish")


def own_square(file, rank, white):
    """A square as its side sees it: Black's turned round (a8 is Black's h1)."""
    if not white:
        file, rank = 7 - file, 7 - rank
    return "abcdefgh"[file] + str(rank + 1)


def census(logs, plies):
    """{ply: (squares, moves)}: per side (0 Chatur, 1 Fairy-Stockfish) a Counter of its
    Khun's squares and one of how often it had moved, over the games that reach the ply."""
    out = {ply: ([collections.Counter(), collections.Counter()],
                 [collections.Counter(), collections.Counter()]) for ply in plies}
    for log in logs:
        if analysis.log_variant(log) != "makruk":
            raise SystemExit("%s: not a Makruk log" % log)
        for _, chatur_white, _, _, opening, played in analysis.all_games(log):
            board = analysis.start_board("makruk")
            moved = [0, 0]
            for ply, move in enumerate(opening + played + [None]):
                if ply in out:
                    squares, moves = out[ply]
                    for (file, rank), piece in board.items():
                        if piece in "Kk":
                            side = 0 if piece.isupper() == chatur_white else 1
                            squares[side][own_square(file, rank, piece.isupper())] += 1
                    for side in (0, 1):
                        moves[side][moved[side]] += 1
                if move is None:
                    break
                piece, _ = analysis.play(board, move)
                if piece in "Kk":
                    moved[0 if piece.isupper() == chatur_white else 1] += 1
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("logs", nargs="+")
    parser.add_argument("--plies", default="30,60")
    parser.add_argument("--top", type=int, default=8)
    args = parser.parse_args()
    plies = [int(p) for p in args.plies.split(",")]
    for ply, (squares, moves) in census(args.logs, plies).items():
        print("ply %d: %d games" % (ply, sum(moves[0].values())))
        for side, name in enumerate(SIDES):
            common = squares[side].most_common(args.top)
            print("  %-16s squares %s" % (name, " ".join("%s %d" % sq for sq in common)))
            print("  %-16s Khun moves %s" % (
                "", " ".join("%d:%d" % item for item in sorted(moves[side].items()))))


if __name__ == "__main__":
    main()
