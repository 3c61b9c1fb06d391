"""The UCI client the measurement scripts share (bench_search.py, compare-review.py,
check-puzzles-with-engine.py, fsf-loss-analysis.py, eval-gap.py): it starts an engine (Chatur's
`chatur-cli uci` or Fairy-Stockfish), sets the variant and options, and runs searches,
handing back the engine's lines for each script to read what it needs.
"""
import subprocess


class UciEngine:
    def __init__(self, command, variant=None, options=None, quiet=False):
        """`command`: the engine's argument list (or one path); `options`: UCI options by
        name, set before the first search; `quiet`: drop the engine's standard error."""
        self.command = [command] if isinstance(command, str) else list(command)
        self.process = subprocess.Popen(self.command, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL if quiet else None,
                                        text=True, bufsize=1)
        self.send("uci")
        self.read_until("uciok")
        if variant:
            self.send(f"setoption name UCI_Variant value {variant}")
        for name, value in (options or {}).items():
            self.send(f"setoption name {name} value {value}")
        self.send("isready")
        self.read_until("readyok")

    def send(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def read_until(self, text):
        """The engine's lines up to and including the first that starts with `text`."""
        lines = []
        for line in self.process.stdout:
            line = line.rstrip("\n")
            lines.append(line)
            if line.startswith(text):
                return lines
        raise RuntimeError(f"{self.command[0]} ended before '{text}'")

    def position(self, fen=None, moves=()):
        line = f"position fen {fen}" if fen else "position startpos"
        if moves:
            line += " moves " + " ".join(moves)
        self.send(line)

    def go(self, limits):
        """Searches (`limits`: what follows `go`) and returns the lines up to `bestmove`."""
        self.send("go " + limits)
        return self.read_until("bestmove")

    def new_game(self):
        self.send("ucinewgame")

    def close(self):
        self.send("quit")
        self.process.stdin.close()
        self.process.wait(timeout=60)


def best_move(lines):
    """The move of the `bestmove` line (the last of `go`'s lines)."""
    return lines[-1].split()[1]


def last_score(lines, bounds=False):
    """The last score `go` reported, ("cp" | "mate", value) for the side to move, or None;
    a bound (lowerbound, upperbound) only with `bounds`."""
    score = None
    for line in lines:
        words = line.split()
        if words[:1] == ["info"] and "score" in words and (
                bounds or not {"lowerbound", "upperbound"} & set(words)):
            i = words.index("score")
            score = (words[i + 1], int(words[i + 2]))
    return score
