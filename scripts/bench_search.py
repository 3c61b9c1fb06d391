#!/usr/bin/env python3
"""Search benchmark (docs/engine.md): the engine searches fixed positions to a fixed depth
(no time limit, so node counts do not depend on the machine's load); prints per game
the total nodes and the engine's CPU seconds. Positions: the first 20 corpus positions
of each game with at least 20 pieces and the side to move not in check.

Usage: scripts/bench_search.py [path/to/chatur-cli] [depth]   (defaults: the build's, 8)
"""
import json
import os
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
cli = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build/src/cli/chatur-cli")
depth = int(sys.argv[2]) if len(sys.argv) > 2 else 8


def positions(variant):
    out = []
    with open(os.path.join(ROOT, "tests/data/corpus", variant + "-public.jsonl")) as f:
        for line in f:
            d = json.loads(line)
            board = d["fen"].split()[0]
            if d["in_check"] or sum(c.isalpha() for c in board) < 20:
                continue
            out.append(d["fen"])
            if len(out) == 20:
                break
    return out


spent = 0.0
for variant in ("makruk", "xiangqi"):
    engine = subprocess.Popen([cli, "uci"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True, bufsize=1)
    engine.stdin.write(f"setoption name UCI_Variant value {variant}\n")
    fens = positions(variant)
    total = 0
    for fen in fens:
        engine.stdin.write(f"ucinewgame\nposition fen {fen}\ngo depth {depth}\n")
        last = ""
        for line in engine.stdout:
            if line.startswith("info depth"):
                last = line
            if line.startswith("bestmove"):
                break
        words = last.split()
        total += int(words[words.index("nodes") + 1])
    engine.stdin.write("quit\n")
    engine.stdin.close()
    engine.wait()
    cpu = os.times().children_user - spent
    spent += cpu
    print(f"{variant:8} depth={depth} positions={len(fens)} nodes={total} cpu_s={cpu:.2f}")
