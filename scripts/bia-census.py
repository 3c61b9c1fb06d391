#!/usr/bin/env python3
"""How each side's Bia stand in Makruk games against Fairy-Stockfish (issue 33,
docs/engine.md, twentieth round).

Reads match logs with moves (scripts/match-vs-fsf.py writes them; Chatur is side a) and,
at each ply asked for, averages over every game still going then, for each side:
- Bia: how many it has left;
- isolated: Bia with no own Bia on a neighbouring file;
- connected: Bia with an own Bia beside them on their rank (phalanx) or defending
  them (supported); the two parts are counted too;
- doubled: Bia with an own Bia ahead on their file;
- steps: how far its Bia have come from their own third rank, summed.
A diagnosis tool: it shows how an engine handles its Bia, not whether that is good.

Usage:
  scripts/bia-census.py LOG [LOG...] [--plies 16,28,40,60]
"""
import argparse
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("fsf_loss_analysis",
                                               os.path.join(HERE, "fsf-loss-analysis.py"))
analysis = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(analysis)

SIDES = ("Chatur", "Fairy-Stockfish")
FEATURES = ("Bia", "isolated", "connected", "phalanx", "supported", "doubled", "steps")


def structure(board, white):
    """The FEATURES of one side's Bia on a board from start_board, as a dict."""
    own = "P" if white else "p"
    bia = {square for square, piece in board.items() if piece == own}
    forward = 1 if white else -1
    out = dict.fromkeys(FEATURES, 0)
    out["Bia"] = len(bia)
    for file, rank in bia:
        if not any((f, r) in bia for f in (file - 1, file + 1) for r in range(8)):
            out["isolated"] += 1
        phalanx = (file - 1, rank) in bia or (file + 1, rank) in bia
        supported = (file - 1, rank - forward) in bia or (file + 1, rank - forward) in bia
        out["phalanx"] += phalanx
        out["supported"] += supported
        out["connected"] += phalanx or supported
        if any((file, r) in bia for r in range(rank + forward, 8 if white else -1, forward)):
            out["doubled"] += 1
        out["steps"] += (rank if white else 7 - rank) - 2
    return out


def census(logs, plies):
    """{ply: (games, [Chatur's sums, Fairy-Stockfish's sums])} over the games that
    reach the ply."""
    out = {ply: [0, [dict.fromkeys(FEATURES, 0), dict.fromkeys(FEATURES, 0)]] for ply in plies}
    for log in logs:
        if analysis.log_variant(log) != "makruk":
            raise SystemExit("%s: not a Makruk log" % log)
        for _, chatur_white, _, _, opening, played in analysis.all_games(log):
            board = analysis.start_board("makruk")
            for ply, move in enumerate(opening + played + [None]):
                if ply in out:
                    out[ply][0] += 1
                    for side in (0, 1):
                        white = chatur_white if side == 0 else not chatur_white
                        for name, value in structure(board, white).items():
                            out[ply][1][side][name] += value
                if move is None:
                    break
                analysis.play(board, move)
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("logs", nargs="+")
    parser.add_argument("--plies", default="16,28,40,60")
    args = parser.parse_args()
    plies = [int(p) for p in args.plies.split(",")]
    print("| ply | games | side | " + " | ".join(FEATURES) + " |")
    print("|---|---|---|" + "---|" * len(FEATURES))
    for ply, (games, sums) in census(args.logs, plies).items():
        for side, name in enumerate(SIDES):
            means = " | ".join("%.2f" % (sums[side][f] / games if games else 0) for f in FEATURES)
            print("| %d | %d | %s | %s |" % (ply, games, name, means))


if __name__ == "__main__":
    main()
