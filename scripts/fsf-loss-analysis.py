#!/usr/bin/env python3
"""Where Chatur's lost games against Fairy-Stockfish went wrong (issue 33, docs/engine.md).

Reads a Makruk or Xiangqi match log with moves (`chatur-cli match --show-moves`, as
scripts/match-vs-fsf.py writes it; Chatur is side a; the game is read from the log's
command line). For every game Chatur lost, Fairy-Stockfish (contempt 0)
scores the position after each of Chatur's moves (`go nodes N`), turned to Chatur's
side, and the script prints:
- per game, the first ply at which that score is -150 or worse and -300 or worse, and
  the game's length (how long before the mate the game was lost);
- by kind of move (the piece moved, `x` for a capture), how many moves were made while
  the score was above -400, how many lost DROP or more at once, and the sum of the
  losses (each capped at 400);
- Fairy-Stockfish's static evaluation terms (its `eval`, middlegame part, Chatur's side)
  averaged over the first position of each game at -300 or worse.
A diagnosis tool, not a test: nothing is asserted.

Usage:
  scripts/fsf-loss-analysis.py LOG [--nodes 100000] [--drop 50] [--games N]
      [--fsf /usr/games/fairy-stockfish]
Move kinds are the moved piece's letter: Makruk R N S (Khon) M (Met, and a Bia ngai)
K P; Xiangqi R (Chariot) N (Horse) B (Elephant) A (Advisor) K C (Cannon) P (soldier).
"""
import argparse
import collections
import re
import subprocess

from uci_engine import UciEngine, last_score

MOVE = re.compile(r"([a-i])(\d+)([a-i])(\d+)(m?)$")
VARIANT = re.compile(r"--variant (makruk|xiangqi)")
GAME = re.compile(r"game=(\d+) white=(\S+) black=(\S+) status=(\S+) reason=\S+ plies=(\d+) .*"
                  r"opening=(\S*) moves=(\S+)")
TERM = re.compile(r"\s*([A-Za-z ]+?)\s*\|.*\|\s*(-?[\d.]+)\s+(-?[\d.]+)\s*$")
MATE = 30000


def centipawns(lines):
    """The last score of a search's lines (bounds too), mates as +-(MATE - 100 x moves)."""
    kind, value = last_score(lines, bounds=True) or ("cp", 0)
    if kind == "mate":
        return (MATE - 100 * abs(value)) * (1 if value > 0 else -1)
    return value


class Engine(UciEngine):
    """Fairy-Stockfish playing the log's game through UCI."""

    def __init__(self, path, variant):
        super().__init__(path, variant, {"Contempt": 0})
        self.path = path
        self.variant = variant

    def score(self, moves, nodes):
        """The side to move's score after `moves`, mates as +-(MATE - 100 x moves)."""
        self.position(None, moves)
        return centipawns(self.go("nodes %d" % nodes))

    def terms(self, moves):
        """Its static evaluation terms after `moves`: {name: (middlegame, endgame)}, White's
        side, in its pawns."""
        run = subprocess.run([self.path], capture_output=True, text=True,
                             input="setoption name UCI_Variant value %s\nposition startpos "
                                   "moves %s\neval\nquit\n" % (self.variant, " ".join(moves)))
        terms = {}
        for line in run.stdout.splitlines():
            match = TERM.match(line)
            if match and match.group(1) not in ("Term", "MG"):
                terms[match.group(1)] = (float(match.group(2)), float(match.group(3)))
        return terms


def parse_move(move):
    """(origin, target, promotes) of a coordinate move such as e3e4, h10g8 or a5a6m."""
    match = MOVE.match(move)
    origin = (ord(match.group(1)) - ord("a"), int(match.group(2)) - 1)
    target = (ord(match.group(3)) - ord("a"), int(match.group(4)) - 1)
    return origin, target, bool(match.group(5))


def play(board, move):
    """Makes a coordinate move on a board from start_board (a Bia reaching its promotion
    rank becomes a Met); returns the piece moved and the one it took (None)."""
    origin, target, promotes = parse_move(move)
    piece = board.pop(origin)
    taken = board.get(target)
    board[target] = ("M" if piece.isupper() else "m") if promotes else piece
    return piece, taken


def start_board(variant):
    board = {}
    if variant == "makruk":
        for file, (white, black) in enumerate(zip("RNSKMSNR", "rnsmksnr")):
            board[(file, 0)], board[(file, 7)] = white, black
            board[(file, 2)], board[(file, 5)] = "P", "p"
        return board
    for file, piece in enumerate("RNBAKABNR"):
        board[(file, 0)], board[(file, 9)] = piece, piece.lower()
    for file in (1, 7):
        board[(file, 2)], board[(file, 7)] = "C", "c"
    for file in (0, 2, 4, 6, 8):
        board[(file, 3)], board[(file, 6)] = "P", "p"
    return board


def log_variant(log):
    for line in open(log, encoding="utf-8"):
        match = VARIANT.search(line)
        if match:
            return match.group(1)
    raise SystemExit("%s: no line names the game (--variant makruk or xiangqi)" % log)


def all_games(log):
    """(number, Chatur plays White, status, plies, opening, moves) of each game in the
    log, in the order of their numbers. A game's last line counts: a resumed run
    (match-vs-fsf.py --resume) may have played a game again."""
    last = {}
    for line in open(log, encoding="utf-8"):
        match = GAME.search(line)
        if match:
            last[int(match.group(1))] = match
    for number in sorted(last):
        match = last[number]
        opening = match.group(6).split(",") if match.group(6) else []
        yield (number, match.group(2).startswith("a:"), match.group(4), int(match.group(5)),
               opening, match.group(7).split(","))


def lost_games(log, limit):
    """(number, Chatur plays White, plies, opening, moves) of each game Chatur lost, in
    the order of their numbers, at most `limit` (0: all)."""
    for number, chatur_white, status, plies, opening, moves in all_games(log):
        if status != ("black-wins" if chatur_white else "white-wins"):
            continue
        yield number, chatur_white, plies, opening, moves
        limit -= 1
        if limit == 0:
            return


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("log")
    parser.add_argument("--nodes", type=int, default=100000)
    parser.add_argument("--drop", type=int, default=50)
    parser.add_argument("--games", type=int, default=0, help="at most this many losses")
    parser.add_argument("--fsf", default="/usr/games/fairy-stockfish")
    args = parser.parse_args()
    variant = log_variant(args.log)
    engine = Engine(args.fsf, variant)
    moves_by_kind, drops_by_kind, lost_by_kind = (collections.Counter() for _ in range(3))
    term_sums, term_positions = collections.Counter(), 0
    print("game  plies  first<=-150  first<=-300")
    for number, chatur_white, plies, opening, played in lost_games(args.log, args.games):
        moves = opening + played
        side = 0 if chatur_white else 1
        board, previous, firsts, at_300 = start_board(variant), None, {}, None
        engine.new_game()
        for ply, move in enumerate(moves):
            piece, taken = play(board, move)
            kind = piece.upper() + ("x" if taken else "")
            if ply < len(opening) or ply % 2 != side:
                continue
            score = -engine.score(moves[:ply + 1], args.nodes)  # the opponent is to move
            for threshold in (-150, -300):
                if score <= threshold and threshold not in firsts:
                    firsts[threshold] = ply
                    if threshold == -300:
                        at_300 = ply
            if previous is not None and previous > -400:
                moves_by_kind[kind] += 1
                loss = previous - score
                drops_by_kind[kind] += loss >= args.drop
                lost_by_kind[kind] += max(0, min(loss, 400))
            previous = score
        print("%4d  %5d  %11s  %11s" % (number, plies, firsts.get(-150, "-"),
                                         firsts.get(-300, "-")))
        if at_300 is not None:
            terms = engine.terms(moves[:at_300 + 1])
            if terms:
                term_positions += 1
                for name, (value, _) in terms.items():
                    term_sums[name] += value if chatur_white else -value
    print("\nkind  moves  lost>=%d  sum of losses" % args.drop)
    for kind in sorted(moves_by_kind, key=lambda k: -lost_by_kind[k]):
        print("%-4s  %5d  %8d  %13d" % (kind, moves_by_kind[kind], drops_by_kind[kind],
                                          lost_by_kind[kind]))
    if term_positions:
        print("\nFairy-Stockfish's eval terms at the first position at -300 or worse "
              "(middlegame, Chatur's side, mean of %d, pawns):" % term_positions)
        for name, total in sorted(term_sums.items(), key=lambda item: item[1]):
            print("  %-12s %6.2f" % (name, total / term_positions))


if __name__ == "__main__":
    main()
