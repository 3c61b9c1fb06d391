#!/usr/bin/env python3
"""A UCI engine that lets another player make Chatur's first moves (issue 33, docs/engine.md).

How much of a gap lies in the opening: a match plays this proxy as side a (`chatur-cli
match --a-uci scripts/opening-proxy.py --a-uci-arg uci ...`); for every position with
fewer than PLIES moves played, the move comes from Fairy-Stockfish at --fsf-nodes, or,
with --deep-nodes, from Chatur itself at that many nodes; from then on Chatur plays with
the match's own limits. Compared with Chatur's games on the same openings (the same
--seed), the difference is what its moves up to PLIES cost. Options come from the
environment, since the match passes only the one argument `uci`:
  OPENING_PROXY_CHATUR  the chatur-cli to run as `PATH uci` (required)
  OPENING_PROXY_PLIES   moves played before Chatur takes over (default 24: a four-ply
                        random opening and ten moves a side)
  OPENING_PROXY_FSF     Fairy-Stockfish (default /usr/games/fairy-stockfish)
  OPENING_PROXY_FSF_NODES   its nodes a move (default 42000: Xiangqi's 100 ms)
  OPENING_PROXY_DEEP_NODES  if set, Chatur at this many nodes makes the early moves
A benchmark tool, not a test: nothing is asserted.
"""
import os
import sys

from uci_engine import UciEngine


def relay(lines):
    for line in lines:
        print(line, flush=True)


def main():
    chatur_path = os.environ.get("OPENING_PROXY_CHATUR")
    if not chatur_path:
        sys.exit("opening-proxy.py: set OPENING_PROXY_CHATUR to a chatur-cli")
    plies = int(os.environ.get("OPENING_PROXY_PLIES", "24"))
    fsf_nodes = os.environ.get("OPENING_PROXY_FSF_NODES", "42000")
    deep_nodes = os.environ.get("OPENING_PROXY_DEEP_NODES")
    chatur = UciEngine([chatur_path, "uci"])
    fsf = UciEngine(os.environ.get("OPENING_PROXY_FSF", "/usr/games/fairy-stockfish"),
                    options={"Contempt": 0})
    played = 0
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        command = line.split()[0]
        if command == "quit":
            break
        if command in ("position", "ucinewgame") or (command == "setoption" and
                                                     "UCI_Variant" in line):
            fsf.send(line)
        if command == "position":
            played = len(line.split(" moves ")[1].split()) if " moves " in line else 0
        if command == "go" and played < plies:
            relay(chatur.go("nodes " + deep_nodes) if deep_nodes else fsf.go("nodes " + fsf_nodes))
            continue
        chatur.send(line)
        reply = {"uci": "uciok", "isready": "readyok", "go": "bestmove"}.get(command)
        if reply:
            relay(chatur.read_until(reply))
    fsf.close()
    chatur.close()


if __name__ == "__main__":
    main()
