#!/usr/bin/env python3
"""Search benchmark (docs/engine.md). Two modes:

- fixed depth (the default): the engine searches fixed positions to a fixed depth (no
  time limit, so node counts do not depend on the machine's load); prints per game the
  total nodes and the engine's CPU seconds.
- fixed time (--movetime MS): every position is searched from an empty table for MS
  milliseconds; prints per game the average depth reached, nodes and nodes per second.
  --engine PATH runs another UCI engine instead of chatur-cli (for example
  /usr/games/fairy-stockfish), so both can be compared on the same positions.

Positions: the first N (--positions, default 20) corpus positions of each game with at
least 20 pieces and the side to move not in check.

- --hash MB sets the engine's transposition table (UCI option Hash; the engines' own
  default, 16 MB for both, when not given): whether the table limits a search shows as
  fewer nodes to the same depth with a larger one.
- --instructions (fixed depth only): the engine runs under valgrind's callgrind, and
  the instructions it executed are printed in all and per node, less those of starting
  and quitting the engine with no search: a figure of the code alone, the same on a
  busy machine as on a quiet one (about fifty times slower to get).

Usage: scripts/bench_search.py [--cli path/to/chatur-cli] [--depth D | --movetime MS]
           [--engine PATH] [--positions N] [--variant makruk|xiangqi] [--hash MB]
           [--instructions]
"""
import argparse
import json
import os
import tempfile

from uci_engine import UciEngine

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

parser = argparse.ArgumentParser()
parser.add_argument("cli", nargs="?", default=os.path.join(ROOT, "build/src/cli/chatur-cli"))
parser.add_argument("depth_arg", nargs="?", type=int, help="depth (old positional form)")
parser.add_argument("--cli", dest="cli_opt")
parser.add_argument("--depth", type=int)
parser.add_argument("--movetime", type=int, help="fixed time per position in ms")
parser.add_argument("--engine", help="another UCI engine (its own path, no 'uci' argument)")
parser.add_argument("--positions", type=int, default=20)
parser.add_argument("--variant", choices=("makruk", "xiangqi"))
parser.add_argument("--hash", type=int, metavar="MB", help="the engine's UCI Hash option")
parser.add_argument("--instructions", action="store_true",
                    help="count instructions under callgrind (fixed depth only)")
args = parser.parse_args()
if args.instructions and args.movetime:
    parser.error("--instructions counts a fixed-depth search; drop --movetime")
cli = args.cli_opt or args.cli
depth = args.depth or args.depth_arg or 8


def positions(variant):
    out = []
    with open(os.path.join(ROOT, "tests/data/corpus", variant + "-public.jsonl")) as f:
        for line in f:
            d = json.loads(line)
            board = d["fen"].split()[0]
            if d["in_check"] or sum(c.isalpha() for c in board) < 20:
                continue
            out.append(d["fen"])
            if len(out) == args.positions:
                break
    return out


def field(words, name):
    return int(words[words.index(name) + 1]) if name in words else 0


def callgrind_total(out_file):
    """The instruction count callgrind wrote ("summary:" or "totals:" line)."""
    with open(out_file) as f:
        for line in f:
            if line.startswith(("summary:", "totals:")):
                return int(line.split()[1])
    raise SystemExit(f"no instruction total in {out_file}")


def under_callgrind(command, out_file):
    return ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out_file] + command


def run_searches(command, variant, fens, limits):
    """Starts the engine, searches every position from a new game and quits; returns
    the totals of the last full iteration's nodes, depth and milliseconds."""
    options = {"Hash": args.hash} if args.hash else None
    engine = UciEngine(command, variant, options=options, quiet=True)
    total = depths = millis = 0
    for fen in fens:
        engine.new_game()
        engine.position(fen)
        last = []
        for line in engine.go(limits):
            words = line.split()
            # The last full iteration's report (Fairy-Stockfish also prints
            # "info depth N currmove ..." lines without nodes).
            if line.startswith("info depth") and "nodes" in words and "pv" in words:
                last = words
        total += field(last, "nodes")
        depths += field(last, "depth")
        millis += field(last, "time")
    engine.close()
    return total, depths, millis


spent = 0.0
for variant in (args.variant,) if args.variant else ("makruk", "xiangqi"):
    command = [args.engine] if args.engine else [cli, "uci"]
    fens = positions(variant)
    go = f"movetime {args.movetime}" if args.movetime else f"depth {depth}"
    if args.instructions:
        with tempfile.TemporaryDirectory() as tmp:
            out_file = os.path.join(tmp, "callgrind.out")
            # Starting and quitting alone, to be taken off the searches' count.
            run_searches(under_callgrind(command, out_file), variant, [], go)
            idle = callgrind_total(out_file)
            total, _, _ = run_searches(under_callgrind(command, out_file), variant, fens, go)
            searched = callgrind_total(out_file) - idle
        print(f"{variant:8} depth={depth} positions={len(fens)} nodes={total} "
              f"instructions={searched} per_node={searched / max(1, total):.0f}")
        spent = os.times().children_user
        continue
    total, depths, millis = run_searches(command, variant, fens, go)
    cpu = os.times().children_user - spent
    spent += cpu
    n = len(fens)
    if args.movetime:
        print(f"{variant:8} movetime={args.movetime} positions={n} depth={depths / n:.2f} "
              f"nodes={total // n} nps={1000 * total // max(1, millis)} cpu_s={cpu:.2f}")
    else:
        print(f"{variant:8} depth={depth} positions={n} nodes={total} cpu_s={cpu:.2f}")
