#!/usr/bin/env python3
"""Gives each bundled pool puzzle the opponent's move that led to it.

The pools in puzzles/pool/ were mined before `<board last="..">` existed.
Every puzzle id names its game and ply (makruk.mined.c02.g41-p21: chunk 2,
the game of [Round "41"] in the series, after 21 plies), and scripts/make-pools.sh made the games with
`chatur-cli selfplay`, which is deterministic for its seed. Given those games
files (made again with the binary of the commit that made the pools, see
docs/mining.md), this script replays each puzzle's game to the ply before the
puzzle, plays the game's next move and adds `last="<from><to>"` (a Bia's
promotion ends in "m"; when the move took a piece, also `captured="<FEN
letter>"`, the position before cannot be known without it) to the puzzle's
<board> only if
the resulting position is exactly the puzzle's FEN: placement, side to move and
the clock or count fields. Nothing else in a file changes, byte for byte.

    scripts/pool-last-moves.py GAMES-DIR [POOL-DIR] [--check]

GAMES-DIR holds makruk-games.pgn, xiangqi-games.pgn and
makruk-counting-games.pgn (make-pools.sh's names). --check writes nothing and
exits 1 if a file would change. A puzzle that already has `last` is checked
against its game and left as it is.
"""

import os
import re
import sys

MOVE = re.compile(r"^([a-i])(\d+)([a-i])(\d+)(m?)$")
PUZZLE = re.compile(r'<puzzle id="([^"]+)"')
BOARD = re.compile(r'<board fen="([^"]*)"[^>]*?(/?)>')
POOL_FILE = re.compile(r"^(makruk|xiangqi)-(mined|counting)-c(\d\d)\.xml$")
START = {
    "makruk": "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
    "xiangqi": "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
}


class Board:
    """A placement and side to move: enough to replay coordinate moves."""

    def __init__(self, fen):
        fields = fen.split()
        self.rows = fields[0].split("/")
        self.files = 0
        self.squares = {}
        height = len(self.rows)
        for i, row in enumerate(self.rows):
            rank = height - i
            file = 0
            j = 0
            while j < len(row):
                ch = row[j]
                if ch.isdigit():
                    k = j
                    while k < len(row) and row[k].isdigit():
                        k += 1
                    file += int(row[j:k])
                    j = k
                    continue
                piece = ch
                if j + 1 < len(row) and row[j + 1] == "~":
                    piece += "~"
                    j += 1
                self.squares[(file, rank)] = piece
                file += 1
                j += 1
            self.files = max(self.files, file)
        self.height = height
        self.side = fields[1]
        self.fields = fields[2:]
        self.halfmove = int(fields[3]) if len(fields) > 3 and fields[3].isdigit() else 0

    def play(self, move):
        """Plays a coordinate move; returns (from, to[+"m"], captured piece or None)."""
        m = MOVE.match(move)
        if not m:
            raise ValueError("not a coordinate move: " + move)
        src = (ord(m.group(1)) - ord("a"), int(m.group(2)))
        dst = (ord(m.group(3)) - ord("a"), int(m.group(4)))
        piece = self.squares.pop(src, None)
        if piece is None:
            raise ValueError("no piece on the from square of " + move)
        captured = self.squares.get(dst)
        pawn = piece.lower() == "p"
        if m.group(5):
            piece = ("M" if piece.isupper() else "m") + "~"
        self.squares[dst] = piece
        self.side = other(self.side)
        self.halfmove = 0 if pawn or captured else self.halfmove + 1
        return m.group(1) + m.group(2), m.group(3) + m.group(4) + m.group(5), captured

    def placement(self):
        rows = []
        for rank in range(self.height, 0, -1):
            row, empty = "", 0
            for file in range(self.files):
                piece = self.squares.get((file, rank))
                if piece is None:
                    empty += 1
                    continue
                if empty:
                    row += str(empty)
                    empty = 0
                row += piece
            rows.append(row + (str(empty) if empty else ""))
        return "/".join(rows)


def read_games(path):
    """The games of a PGN file by their Round tag (the number in a puzzle id):
    (start FEN or None, [coordinate moves])."""
    games = {}
    with open(path, encoding="utf-8") as f:
        text = f.read()
    for chunk in re.split(r"\n(?=\[Event )", text):
        if not chunk.strip():
            continue
        fen = re.search(r'^\[FEN "([^"]*)"\]', chunk, re.M)
        body = "\n".join(line for line in chunk.splitlines() if not line.startswith("["))
        moves = [t for t in body.split() if MOVE.match(t)]
        games[int(re.search(r'^\[Round "(\d+)"\]', chunk, re.M).group(1))] = (
            fen.group(1) if fen else None, moves)
    return games


class MakrukCount:
    """The honour count of a Makruk game from counted endings, as the miner's
    game keeps it (core/rules/counting_state.cpp): a running board's count from
    the start FEN, replaced by a pieces' count when one side is left with its
    Khun alone; written in the FEN as limit and counted plies."""

    def __init__(self, board, limit_plies, counted_plies):
        self.limit, self.value, self.side = int(limit_plies) // 2, (int(counted_plies) + 1) // 2, None
        lone = self.lone_side(board)
        self.pieces = bool(lone)
        if lone:
            self.side = lone
        elif self.limit:
            self.side = board.side if int(counted_plies) % 2 == 0 else other(board.side)

    @staticmethod
    def lone_side(board):
        pieces = board.squares.values()
        if any(p.lower() == "p" for p in pieces):
            return None
        white = any(p.isupper() and p.lower() != "k" for p in pieces)
        black = any(p.islower() and p != "k" for p in pieces)
        if white == black:
            return None
        return "b" if white else "w"

    def after(self, board, mover):
        if self.side == mover:
            self.value += 1
        lone = self.lone_side(board)
        if lone and not self.pieces:
            strong = [p.lower() for p in board.squares.values()
                      if (p.isupper() if lone == "b" else p.islower())]
            rua, khon, ma = strong.count("r"), strong.count("s"), strong.count("n")
            self.limit = (8 if rua >= 2 else 16 if rua == 1 else 22 if khon >= 2 else
                          32 if ma >= 2 else 44 if khon == 1 else 64)
            self.pieces, self.side, self.value = True, lone, len(board.squares)

    def fields(self, board):
        plies = 2 * self.value - (0 if board.side == self.side else 1)
        return ["-", str(2 * self.limit), str(max(0, plies)), "1"]


def other(side):
    return "b" if side == "w" else "w"


def last_move_for(puzzle_fen, variant, game, ply, counting):
    """(from, to, captured) if the game's ply-th move leads to puzzle_fen, else a reason."""
    start_fen, moves = game
    if ply < 1 or ply > len(moves):
        return None, "the game has %d plies" % len(moves)
    board = Board(start_fen or START[variant])
    count = MakrukCount(board, *(start_fen.split()[3:5])) if counting else None
    for move in moves[:ply]:
        mover = board.side
        src, dst, captured = board.play(move)
        if count:
            count.after(board, mover)
    want = puzzle_fen.split()
    got = [board.placement(), board.side]
    got += count.fields(board) if count else ["-", "-", str(board.halfmove), "1"]
    if got[:2] != want[:2]:
        return None, "placement or side differs"
    if got[2:] != want[2:]:
        return None, "fields differ: %s vs %s" % (" ".join(got[2:]), " ".join(want[2:]))
    return (src, dst, captured), None


def process(path, variant, counting, games, check):
    with open(path, encoding="utf-8", newline="") as f:
        text = f.read()
    out, pos = [], 0
    added, kept, failed = 0, 0, []
    for m in PUZZLE.finditer(text):
        pid = m.group(1)
        board = BOARD.search(text, m.end())
        ident = re.search(r"\.g(\d+)-p(\d+)$", pid)
        if not board or not ident:
            failed.append((pid, "no board or no game and ply in the id"))
            continue
        game = games.get(int(ident.group(1)))
        if not game:
            failed.append((pid, "no game %s in the games file" % ident.group(1)))
            continue
        found, why = last_move_for(board.group(1), variant, game, int(ident.group(2)),
                                   counting)
        if not found:
            failed.append((pid, why))
            continue
        src, dst, captured = found
        tag = board.group(0)
        if " last=" in tag:
            if 'last="%s%s"' % (src, dst) not in tag:
                failed.append((pid, "has another last move"))
            kept += 1
            continue
        attributes = ' last="%s%s"' % (src, dst)
        if captured:
            attributes += ' captured="%s"' % captured
        end = board.end() - len(board.group(2)) - 1
        out.append(text[pos:end])
        out.append(attributes)
        pos = end
        added += 1
    out.append(text[pos:])
    new = "".join(out)
    if new != text and not check:
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(new)
    return added, kept, failed, new != text


def main(argv):
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    if not args or len(args) > 2:
        sys.stderr.write(__doc__)
        return 2
    games_dir = args[0]
    pool_dir = args[1] if len(args) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "puzzles", "pool")
    cache = {}
    total_added = total_kept = 0
    all_failed = []
    changed = []
    for name in sorted(os.listdir(pool_dir)):
        m = POOL_FILE.match(name)
        if not m:
            continue
        variant, kind = m.group(1), m.group(2)
        counting = kind == "counting"
        games_name = "makruk-counting-games.pgn" if counting else variant + "-games.pgn"
        if games_name not in cache:
            cache[games_name] = read_games(os.path.join(games_dir, games_name))
        added, kept, failed, differs = process(os.path.join(pool_dir, name), variant, counting,
                                               cache[games_name], check)
        total_added += added
        total_kept += kept
        all_failed += failed
        if differs:
            changed.append(name)
        print("%s: %d added, %d already there, %d not matched" %
              (name, added, kept, len(failed)))
    for pid, why in all_failed:
        print("not matched: %s: %s" % (pid, why))
    print("total: %d added, %d already there, %d not matched" %
          (total_added, total_kept, len(all_failed)))
    return 1 if check and changed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
