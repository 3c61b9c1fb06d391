#!/usr/bin/env python3
"""How adjudication would have changed played games (issue 33, docs/engine.md).

Reads `chatur-cli match --show-moves --show-scores` logs of games played out to the
rules' end (as `scripts/match-vs-fsf.py` writes them) and replays the match's
adjudication rule (`Adjudicator`, src/core/search/match_score.cpp) on each game's
scores: which games it would have ended early, with which result, and how many plies
it would have saved. A rule is worth using when it saves many plies and changes
almost no result, and never by more in one direction than the other. A benchmark
aid, not a test: nothing is asserted.

Usage:
  scripts/adjudication-check.py [--resign MOVES CP] [--draw FROM_PLY MOVES CP] LOG...
"""
import argparse
import re
import sys

LINE = re.compile(r"game=(\d+) white=(\S+) black=(\S+) status=(\S+) reason=(\S+) plies=(\d+) "
                  r".* opening=(\S*) moves=(\S*) scores=(\S*)")


def adjudicate(scores, opening_plies, resign, draw):
    """(result, plies) where the rule ends the game, or None. scores: the movers' scores
    (None: none given), White moving first after an opening of opening_plies plies."""
    losing, winning, level = [0, 0], [0, 0], [0, 0]
    resign_moves, resign_cp = resign or (0, 0)
    draw_from, draw_moves, draw_cp = draw or (0, 0, 0)
    for i, score in enumerate(scores):
        plies = opening_plies + i + 1
        me = (opening_plies + i) % 2  # 0: White
        them = 1 - me
        if score is None:
            losing[me] = winning[me] = level[me] = 0
            continue
        losing[me] = losing[me] + 1 if score <= -resign_cp else 0
        winning[me] = winning[me] + 1 if score >= resign_cp else 0
        level[me] = level[me] + 1 if -draw_cp <= score <= draw_cp else 0
        if resign_moves > 0:
            if losing[me] >= resign_moves and winning[them] >= resign_moves:
                return ("black-wins" if me == 0 else "white-wins"), plies
            if winning[me] >= resign_moves and losing[them] >= resign_moves:
                return ("white-wins" if me == 0 else "black-wins"), plies
        if draw_moves > 0 and plies >= draw_from and level[me] >= draw_moves \
                and level[them] >= draw_moves:
            return "draw", plies
    return None


def points_for_a(status, a_white):
    if status == "draw":
        return 0.5
    return 1.0 if (status == "white-wins") == a_white else 0.0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--resign", nargs=2, type=int, metavar=("MOVES", "CP"))
    parser.add_argument("--draw", nargs=3, type=int, metavar=("FROM_PLY", "MOVES", "CP"))
    parser.add_argument("logs", nargs="+", metavar="LOG")
    args = parser.parse_args()
    if not args.resign and not args.draw:
        parser.error("give --resign, --draw or both")
    games = played_plies = adjudicated_plies = 0
    ended = {"loss": 0, "draw": 0}
    changed = []  # (log, game, played, adjudicated, a's points change)
    a_played = a_adjudicated = 0.0
    for log in args.logs:
        for line in open(log):
            m = LINE.search(line)
            if not m:
                continue
            number, white, status, reason, plies = m.group(1), m.group(2), m.group(4), \
                m.group(5), int(m.group(6))
            if reason.startswith("adjudicated"):
                sys.exit(f"error: {log}: game {number} was adjudicated already; "
                         "the check needs games played out")
            opening = [x for x in m.group(7).split(",") if x]
            scores = [None if s == "-" else int(s) for s in m.group(9).split(",") if s]
            a_white = white.startswith("a:")
            games += 1
            played_plies += plies
            a_played += points_for_a(status, a_white)
            verdict = adjudicate(scores, len(opening), args.resign, args.draw)
            if verdict is None:
                adjudicated_plies += plies
                a_adjudicated += points_for_a(status, a_white)
                continue
            result, at = verdict
            ended["draw" if result == "draw" else "loss"] += 1
            adjudicated_plies += at
            a_adjudicated += points_for_a(result, a_white)
            if result != status:
                delta = points_for_a(result, a_white) - points_for_a(status, a_white)
                changed.append((log, number, f"{status} ({reason}, ply {plies})",
                                f"{result} at ply {at}", delta))
    if not games:
        sys.exit("error: no game lines with moves= and scores= in " + ", ".join(args.logs))
    print(f"rule: resign {args.resign or 'off'}, draw {args.draw or 'off'}")
    print(f"{games} games; adjudicated {ended['loss']} as losses and {ended['draw']} as draws; "
          f"plies {adjudicated_plies} of {played_plies} "
          f"({100.0 * adjudicated_plies / played_plies:.0f} %)")
    print(f"a's points: played {a_played:g}, adjudicated {a_adjudicated:g} "
          f"({a_adjudicated - a_played:+g}); results changed: {len(changed)}")
    for log, number, played, adjudicated, delta in changed:
        print(f"  {log} game {number}: played {played}, adjudicated {adjudicated} "
              f"(a {delta:+g})")


if __name__ == "__main__":
    main()
