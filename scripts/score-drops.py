#!/usr/bin/env python3
"""Where Chatur's own score falls in its games, and what a deeper search of it sees
(issue 33, docs/engine.md, eighteenth round).

Reads match logs with moves and scores (scripts/match-vs-fsf.py writes them with
`--show-scores`; Chatur is side a, each side's score is its own). In every game Chatur
lost it finds the first drop: a move of Chatur's made while its score, at that move and
the one before, was at least -EVEN, after which its score at its next move was at least
DROP lower and -DROP or worse. The position before that move is searched again by Chatur
(`chatur-cli uci`, a fresh table each search; skipped when the move was the only legal
one, as the drop began earlier) at the log's node count times each of
MULTIPLES, and by Fairy-Stockfish (contempt 0) if it is given. Per drop it prints the
move played, Chatur's two scores in the game, and each search's move and score; a search
sees the drop when its score is DROP or more below the game's score before it. Then how
many drops each multiple saw first, and how many Fairy-Stockfish saw.
A diagnosis tool, not a test: nothing is asserted about the searches.

Usage:
  scripts/score-drops.py LOG [LOG...] [--chatur build/src/cli/chatur-cli] [--nodes N]
      [--multiples 1,4,16,64] [--drop 100] [--even 50] [--games N]
      [--fsf /usr/games/fairy-stockfish] [--fsf-nodes 53000]
`--nodes` defaults to the log's `--a-nodes` (89,000 if the log gives a time instead).
"""
import argparse
import importlib.util
import os
import re
import subprocess

from uci_engine import UciEngine, best_move

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("fsf_loss_analysis",
                                               os.path.join(HERE, "fsf-loss-analysis.py"))
analysis = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(analysis)

SCORES = re.compile(r"game=(\d+) .* scores=(\S+)")
A_NODES = re.compile(r"--a-nodes (\d+)")


def scores_by_game(log):
    """{game number: [the mover's own score after each move after the opening]}; a
    game's last line counts, as in all_games."""
    out = {}
    for line in open(log, encoding="utf-8"):
        match = SCORES.search(line)
        if match:
            out[int(match.group(1))] = [int(s) for s in match.group(2).split(",")]
    return out


def log_nodes(log):
    for line in open(log, encoding="utf-8"):
        match = A_NODES.search(line)
        if match:
            return int(match.group(1))
    return 89000


def first_drop(chatur_white, opening, played, scores, drop, even):
    """(index in `played` of Chatur's move, its score then, its score at its next move) of
    the game's first drop, or None."""
    mine = [i for i in range(len(played))
            if ((len(opening) + i) % 2 == 0) == chatur_white and i < len(scores)]
    for before, at, after in zip([None] + mine, mine, mine[1:]):
        a, b = scores[at], scores[after]
        if (before is None or scores[before] >= -even) and a >= -even and b <= a - drop \
                and b <= -drop:
            return at, a, b
    return None


def fen(variant, moves):
    """The position after `moves` as FEN (pieces and the side to move), for `legal`."""
    board = analysis.start_board(variant)
    for move in moves:
        analysis.play(board, move)
    files, ranks = (8, 8) if variant == "makruk" else (9, 10)
    rows = []
    for rank in reversed(range(ranks)):
        row, empty = "", 0
        for file in range(files):
            piece = board.get((file, rank))
            if piece is None:
                empty += 1
                continue
            row += (str(empty) if empty else "") + piece
            empty = 0
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows) + (" w" if len(moves) % 2 == 0 else " b") + " - - 0 1"


def legal_moves(chatur, variant, moves):
    """How many legal moves the side to move has after `moves` (`chatur-cli legal`)."""
    run = subprocess.run([chatur, "legal", "--variant", variant], input=fen(variant, moves),
                         capture_output=True, text=True, check=True)
    return len(run.stdout.split())


def search(engine, moves, nodes):
    """(best move, score for the side to move) of a fresh search after `moves`; mates as
    +-(MATE - 100 x moves)."""
    engine.new_game()
    engine.position(None, moves)
    lines = engine.go("nodes %d" % nodes)
    return best_move(lines), analysis.centipawns(lines)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("logs", nargs="+")
    parser.add_argument("--chatur", default="build/src/cli/chatur-cli")
    parser.add_argument("--nodes", type=int, default=0)
    parser.add_argument("--multiples", default="1,4,16,64")
    parser.add_argument("--drop", type=int, default=100)
    parser.add_argument("--even", type=int, default=50)
    parser.add_argument("--games", type=int, default=0, help="at most this many drops")
    parser.add_argument("--fsf", default="")
    parser.add_argument("--fsf-nodes", type=int, default=53000)
    args = parser.parse_args()
    multiples = [int(m) for m in args.multiples.split(",")]
    first_seen = {m: 0 for m in multiples}
    unseen = fsf_seen = drops = losses = forced = 0
    engines = {}
    for log in args.logs:
        if drops == args.games and drops:
            break
        variant = analysis.log_variant(log)
        if variant not in engines:
            engines[variant] = (
                UciEngine([args.chatur, "uci"], variant, quiet=True),
                analysis.Engine(args.fsf, variant) if args.fsf else None)
        chatur, fsf = engines[variant]
        nodes = args.nodes or log_nodes(log)
        scores = scores_by_game(log)
        for number, chatur_white, plies, opening, played in analysis.lost_games(log, 0):
            losses += 1
            found = first_drop(chatur_white, opening, played, scores.get(number, []),
                               args.drop, args.even)
            if not found:
                continue
            at, before, after = found
            position = opening + played[:at]
            if legal_moves(args.chatur, variant, position) == 1:
                forced += 1  # the move was forced: the drop began earlier
                continue
            drops += 1
            line = "%s game %d ply %d: played %s, Chatur %d then %d;" % (
                os.path.basename(log), number, len(position), played[at], before, after)
            seen_at = None
            for m in multiples:
                move, score = search(chatur, position, nodes * m)
                line += " x%d %s %d" % (m, move, score)
                if seen_at is None and score <= before - args.drop:
                    seen_at = m
            if seen_at is None:
                unseen += 1
            else:
                first_seen[seen_at] += 1
            if fsf:
                move, score = search(fsf, position, args.fsf_nodes)
                line += "; Fairy-Stockfish %s %d" % (move, score)
                fsf_seen += score <= before - args.drop
            print(line, flush=True)
            if drops == args.games:
                break
    print("\n%d losses, %d with a drop from an even score (at least -%d) of %d or more "
          "(%d more at a forced move, not searched)" % (losses, drops, args.even, args.drop,
                                                       forced))
    print("Chatur's search first sees it at " +
          ", ".join("x%d: %d" % (m, first_seen[m]) for m in multiples) +
          "; not at x%d: %d" % (multiples[-1], unseen))
    if args.fsf:
        print("Fairy-Stockfish at %d nodes sees it: %d" % (args.fsf_nodes, fsf_seen))


if __name__ == "__main__":
    main()
