#!/usr/bin/env python3
"""Is it Chatur's evaluation or its depth? (issue 33, docs/engine.md, fifteenth round)

Reads match logs with moves (scripts/match-vs-fsf.py writes them; Chatur is side a) and
takes, in every game Chatur lost, the positions with Chatur to move at the given plies.
For each it prints:
- Fairy-Stockfish's score (contempt 0) at a shallow and a deep search (`go depth`), and
  Chatur's at a shallow search and at a node count, all from Chatur's side: if
  Fairy-Stockfish's shallow search already holds its verdict and Chatur's deeper search
  does not come near it, the two disagree at the leaves (the evaluation), not in depth;
- the material then, Chatur's pieces minus its opponent's (R Rua, N Ma, S Khon, M Met or
  Bia ngai, P Bia; Xiangqi R C N A B P).
Then the medians of the scores, the material balances counted, and Fairy-Stockfish's
static evaluation terms (`eval`, middlegame and endgame parts, Chatur's side, in its
pawns) averaged over the positions.
A diagnosis tool, not a test: nothing is asserted.

Usage:
  scripts/eval-gap.py LOG [LOG...] [--plies 50,70] [--fsf-depths 6,16]
      [--chatur-depth 6] [--chatur-nodes 1500000] [--chatur build/src/cli/chatur-cli]
      [--fsf /usr/games/fairy-stockfish] [--games N]
"""
import argparse
import collections
import importlib.util
import os
import statistics

from uci_engine import UciEngine, last_score

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("fsf_loss_analysis",
                                               os.path.join(HERE, "fsf-loss-analysis.py"))
analysis = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(analysis)

MATE_CP = 3000


def score(engine, moves, limits):
    """The side to move's score after `moves` at `limits`, mates as +-MATE_CP."""
    engine.new_game()
    engine.position(None, moves)
    kind, value = last_score(engine.go(limits), bounds=True) or ("cp", 0)
    if kind == "mate":
        return MATE_CP if value > 0 else -MATE_CP
    return value


def balance(variant, moves, chatur_white):
    """Chatur's pieces minus its opponent's after `moves`, as 'R+1 N-1' ('=' if even)."""
    board = analysis.start_board(variant)
    for move in moves:
        analysis.play(board, move)
    counts = collections.Counter(board.values())
    kinds = "RNSMP" if variant == "makruk" else "RCNABP"
    parts = []
    for kind in kinds:
        own, other = (kind, kind.lower()) if chatur_white else (kind.lower(), kind)
        diff = counts[own] - counts[other]
        if diff:
            parts.append("%s%+d" % (kind, diff))
    return " ".join(parts) or "="


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("logs", nargs="+")
    parser.add_argument("--plies", default="50,70")
    parser.add_argument("--fsf-depths", default="6,16")
    parser.add_argument("--chatur-depth", type=int, default=6)
    parser.add_argument("--chatur-nodes", type=int, default=1500000)
    parser.add_argument("--chatur", default=os.path.join(HERE, "..", "build", "src", "cli",
                                                         "chatur-cli"))
    parser.add_argument("--fsf", default="/usr/games/fairy-stockfish")
    parser.add_argument("--games", type=int, default=0, help="at most this many losses")
    args = parser.parse_args()
    plies = [int(p) for p in args.plies.split(",")]
    fsf_depths = [int(d) for d in args.fsf_depths.split(",")]
    variant = analysis.log_variant(args.logs[0])
    fsf = analysis.Engine(args.fsf, variant)
    chatur = UciEngine([args.chatur, "uci"], variant)
    games = [game for log in args.logs for game in analysis.lost_games(log, 0)]
    limits = ["depth %d" % d for d in fsf_depths]
    names = ["fsf d%d" % d for d in fsf_depths] + [
        "chatur d%d" % args.chatur_depth, "chatur %dk nodes" % (args.chatur_nodes // 1000)]
    rows, balances = [], collections.Counter()
    term_sums = collections.defaultdict(lambda: [0.0, 0.0])
    print("game  ply  " + "  ".join(names) + "  material")
    for count, (number, chatur_white, _, opening, played) in enumerate(games):
        if args.games and count >= args.games:
            break
        moves = opening + played
        for wanted in plies:
            # Chatur moves at odd plies (counted from 1) as White, at even ones as Black.
            ply = wanted if (wanted % 2 == 1) == chatur_white else wanted + 1
            if ply - 1 >= len(moves) - 6:  # too near the end to say anything
                continue
            before = moves[:ply - 1]
            row = [score(fsf, before, limit) for limit in limits]
            row.append(score(chatur, before, "depth %d" % args.chatur_depth))
            row.append(score(chatur, before, "nodes %d" % args.chatur_nodes))
            material = balance(variant, before, chatur_white)
            balances[material] += 1
            rows.append(row)
            print("%4d  %3d  %s  %s" % (number, ply, "  ".join("%6d" % v for v in row),
                                       material), flush=True)
            sign = 1 if chatur_white else -1
            for name, (mg, eg) in fsf.terms(before).items():
                term_sums[name][0] += sign * mg
                term_sums[name][1] += sign * eg
    fsf.close()
    chatur.close()
    if not rows:
        print("no positions")
        return
    print("\n%d positions; medians (Chatur's side):" % len(rows))
    for i, name in enumerate(names):
        print("  %-18s %6d" % (name, statistics.median(row[i] for row in rows)))
    print("material balances (Chatur's side): " +
          ", ".join("%s %d" % item for item in balances.most_common()))
    print("Fairy-Stockfish's eval terms, mean (Chatur's side, its pawns): mg eg")
    for name, (mg, eg) in sorted(term_sums.items(), key=lambda item: item[1][0]):
        print("  %-12s %6.2f %6.2f" % (name, mg / len(rows), eg / len(rows)))


if __name__ == "__main__":
    main()
