#!/usr/bin/env python3
"""Equal-time strength benchmark against Fairy-Stockfish (issue 33, docs/engine.md).

Plays one or more Chatur builds against Fairy-Stockfish at the same time per move, each
build in its own `chatur-cli match` process started at the same moment with the same
seed, so every build meets the same random openings under the same machine load: the
load then distorts the builds alike, and their difference is the figure to read. This is
a benchmark, not a test: nothing is asserted.

Every game line is written, stamped with the time, to DIR/<name>.log, and the load
average to DIR/load.log once a minute. The run ends when every match has finished, at
--until (UTC, HH:MM) or on Ctrl-C; the summary then counts, for every build, only the
whole pairs of games (one opening, colours swapped) that every build has finished, and
prints the score, the Elo difference to Fairy-Stockfish with its Wilson 95 % interval
(the formulas of src/core/search/match_score.cpp) and the average depths, and for each
build after the first (by name) the points it scores more than that one per opening, with a
normal 95 % interval over the openings (the paired comparison). --baseline names the log(s)
to compare with instead; with several (main again at node counts a little apart, say 88 k,
89 k and 90 k) each game's reference is their mean, so the candidates no longer share the
luck of one run of main. Where the logs carry the engines' scores (they do), it also
prints Fairy-Stockfish's own score on Chatur's games at plies 40, 60 and 80 (Chatur's side,
cut to +-1000; a game over by then counts its result), each build's mean and, paired by
opening, each other build's against the baseline: a finer measure than the results when
nearly every game is lost, though a proxy (it is Fairy-Stockfish's opinion). A finished or
stopped run can be summarised again with --summarise DIR, and its games written as PGN
(coordinate moves, every build's games, for `chatur-cli tune`) with --pgn DIR OUT.

Usage:
  scripts/match-vs-fsf.py --variant makruk|xiangqi --build NAME=PATH [--build ...]
      [--weights NAME=LIST]
      [--movetime-ms 100] [--chatur-nodes N] [--fsf-nodes N] [--games 200] [--seed 1] [--until HH:MM] [--out DIR]
      [--fsf /usr/games/fairy-stockfish] [--resign MOVES CP] [--draw FROM_PLY MOVES CP]
      [--first-game F] [--resume]
  scripts/match-vs-fsf.py --summarise DIR [--baseline NAME[,NAME...]]
  scripts/match-vs-fsf.py --paired CAND.log,BASE.log [--paired ...]
  scripts/match-vs-fsf.py --pgn DIR OUT.pgn
PATH is a chatur-cli (run as `PATH uci`). --weights NAME=LIST plays build NAME with other
evaluation weights (`PATH uci --makruk-weights LIST`, or --xiangqi-weights): LIST is
"name=value" items separated by commas, with the names `chatur-cli tune` prints, so a set
of weights is measured without a build of its own. The build's log records the list in its
command line; repeat --build with the same PATH under another name to play main beside it.

--paired compares two logs played on the same openings (the same --seed; checked game by
game), in one directory or two, with the paired figures above; given several times (one
pair of logs per set of openings) it also pools them: a candidate gated on several sets,
each against main's run on that set, or main's runs from two rounds.

--resume goes on with a stopped run (the same command with --resume added): each build's
match starts at the first pair of games its log lacks and appends to the log, so a run
longer than a session (1 s a move takes hours) is played in parts. --resign and --draw
adjudicate games on the engines' scores (the match's --resign-moves/--resign-cp and
--draw-from-ply/--draw-moves/--draw-cp); scripts/adjudication-check.py measures what a
rule would change on games played out. Every game line carries its moves and scores.

--chatur-nodes and --fsf-nodes replace the time per move by a node count for that side.
With both, a run does not depend on the machine's load: the games are the same on a busy
machine as on a quiet one, which suits gating a change on a shared machine. Node counts
that match 100 ms are in docs/engine.md (Makruk: Chatur 89 k, Fairy-Stockfish 53 k;
Xiangqi: 48 k and 42 k); the equal-time figures are still the ones to report.
"""
import argparse
import datetime
import math
import os
import re
import signal
import subprocess
import sys
import threading
import time

Z95 = 1.959964


def elo_from_fraction(p):
    if p <= 0:
        return -math.inf
    if p >= 1:
        return math.inf
    return -400.0 * math.log10(1.0 / p - 1.0)


def wilson_elo(points, n):
    """The Elo estimate and its 95 % interval, as EstimateElo in match_score.cpp."""
    if n == 0:
        return 0.0, -math.inf, math.inf
    p = points / n
    z2 = Z95 * Z95
    denominator = 1 + z2 / n
    centre = (p + z2 / (2.0 * n)) / denominator
    half = Z95 * math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denominator
    low = -math.inf if p <= 0 else elo_from_fraction(centre - half)
    high = math.inf if p >= 1 else elo_from_fraction(centre + half)
    return elo_from_fraction(p), low, high


def fmt(elo):
    if math.isinf(elo):
        return "+inf" if elo > 0 else "-inf"
    return "%+d" % round(elo) if round(elo) else "0"


GAME = re.compile(r"game=(\d+) white=(\S+) black=(\S+) status=(\S+) reason=(\S+) plies=(\d+) "
                  r"depth=([\d.]+)/([\d.]+)")


SCORES = re.compile(r" opening=(\S*) moves=\S* scores=(\S+)")
# The plies at which the summary reads Fairy-Stockfish's own verdict on Chatur's games.
VIEW_PLIES = (40, 60, 80)
VIEW_CAP = 1000


def fsf_view(line, a_white, points, plies):
    """Fairy-Stockfish's own score (its last before or at each of VIEW_PLIES, from the
    log's `scores=`), turned to Chatur's side and cut to +-VIEW_CAP; a game over by then
    counts its result (+-VIEW_CAP or 0). None without scores in the log."""
    m = SCORES.search(line)
    if not m:
        return None
    first = len([move for move in m.group(1).split(",") if move]) + 1
    scores = m.group(2).split(",")
    view = []
    for wanted in VIEW_PLIES:
        if wanted > plies:
            view.append(VIEW_CAP * (2 * points - 1))
            continue
        last = None
        for i, score in enumerate(scores[:max(0, wanted - first + 1)]):
            # Fairy-Stockfish (side b) moves at odd plies when Chatur is Black.
            if ((first + i) % 2 == 1) != a_white and score != "-":
                last = -int(score)
        view.append(None if last is None else max(-VIEW_CAP, min(VIEW_CAP, last)))
    return view


OPENING = re.compile(r" opening=(\S*)")


def read_games(log):
    """game number -> (a's points, a's depth, b's depth, reason, plies, Fairy-Stockfish's
    view: fsf_view(), the opening's moves or None)."""
    games = {}
    with open(log) as f:
        for line in f:
            m = GAME.search(line)
            if not m:
                continue
            number = int(m.group(1))
            a_white = m.group(2).startswith("a:")
            status = m.group(4)
            if status == "draw":
                points = 0.5
            else:
                points = 1.0 if (status == "white-wins") == a_white else 0.0
            white_depth, black_depth = float(m.group(7)), float(m.group(8))
            a_depth, b_depth = (white_depth, black_depth) if a_white else (black_depth, white_depth)
            plies = int(m.group(6))
            opening = OPENING.search(line)
            games[number] = (points, a_depth, b_depth, m.group(5), plies,
                             fsf_view(line, a_white, points, plies),
                             opening.group(1) if opening else None)
    return games


def whole_pairs(games, first=1):
    """The number of whole pairs (games first and first + 1, ...) all finished in a row."""
    pairs = 0
    while first + 2 * pairs in games and first + 2 * pairs + 1 in games:
        pairs += 1
    return pairs


def common_pairs(results):
    """The first games of the pairs (odd game, next game) that every build finished, in
    order. A build's games are a run of pairs from its --first-game; one log may also hold
    several parts of a run (games 67-100 and 153-200, say), so gaps are allowed."""
    common = None
    for games in results.values():
        finished = {n for n in games if n % 2 == 1 and n + 1 in games}
        common = finished if common is None else common & finished
    return sorted(common or ())


def spans(pairs):
    """'67-100, 153-200': the games of `pairs` as ranges."""
    ranges = []
    for first in pairs:
        if ranges and ranges[-1][1] + 1 == first:
            ranges[-1][1] = first + 1
        else:
            ranges.append([first, first + 1])
    return ", ".join(f"{a}-{b}" for a, b in ranges)


def tally(chosen):
    """Wins, losses, draws and points of side a in `chosen` (read_games() values)."""
    wins = sum(1 for g in chosen if g[0] == 1.0)
    losses = sum(1 for g in chosen if g[0] == 0.0)
    draws = len(chosen) - wins - losses
    return wins, losses, draws, wins + 0.5 * draws


def summarise(out_dir, baselines=None):
    logs = sorted(f for f in os.listdir(out_dir) if f.endswith(".log") and f != "load.log")
    results = {f[:-4]: read_games(os.path.join(out_dir, f)) for f in logs}
    if not results:
        print("no match logs in", out_dir)
        return
    baselines = baselines or [next(iter(results))]
    missing = [b for b in baselines if b not in results]
    if missing:
        sys.exit(f"error: --baseline {','.join(missing)}: no such log in {out_dir}")
    pairs = common_pairs(results)
    numbers = [g for first in pairs for g in (first, first + 1)]
    n = len(numbers)
    span = f" (games {spans(pairs)})" if pairs and (pairs[0] > 1 or pairs[-1] + 1 != n) else ""
    print(f"== {out_dir}: the {len(pairs)} whole pairs ({n} games){span} every build finished")
    print("| build | games | score (W/L/D) | Elo [95 %] | depth Chatur / FSF | plies |")
    print("|---|---|---|---|---|---|")
    for name, games in results.items():
        chosen = [games[i] for i in numbers]
        wins, losses, draws, points = tally(chosen)
        elo, low, high = wilson_elo(points, n)
        a_depth = sum(g[1] for g in chosen) / n if n else 0
        b_depth = sum(g[2] for g in chosen) / n if n else 0
        plies = sum(g[4] for g in chosen) / n if n else 0
        print(f"| {name} | {n} | {points:g}/{n} ({wins}/{losses}/{draws}) | "
              f"{fmt(elo)} [{fmt(low)}, {fmt(high)}] | {a_depth:.1f} / {b_depth:.1f} | {plies:.0f} |")
    # Each other build against the baseline on the same openings: the points it scores
    # more per opening (two games), with a normal 95 % interval over the openings. With
    # several baselines (main run again at slightly different node counts), their mean
    # per game: one run of main is one draw of chaotic games, and every candidate
    # compared with the same draw shares its luck.
    def reference(game):
        return sum(results[b][game][0] for b in baselines) / len(baselines)

    against = baselines[0] if len(baselines) == 1 else f"the mean of {', '.join(baselines)}"
    for name in results:
        if name in baselines:
            continue
        diffs = [sum(results[name][g][0] - reference(g) for g in (first, first + 1))
                 for first in pairs]
        if len(diffs) < 2:
            continue
        mean, half = mean_and_interval(diffs)
        print(f"{name} against {against}, per opening: {mean:+.3f} points "
              f"[{mean - half:+.3f}, {mean + half:+.3f}] over {len(diffs)} openings")
    print_views(results, baselines, against, pairs)
    load_log = os.path.join(out_dir, "load.log")
    if os.path.exists(load_log):
        loads = [float(line.split()[1]) for line in open(load_log) if len(line.split()) > 1]
        if loads:
            print(f"load average (1 min) during the run: {min(loads):.1f}-{max(loads):.1f}")


def mean_and_interval(values):
    """The mean of `values` and the half width of its normal 95 % interval."""
    mean = sum(values) / len(values)
    spread = math.sqrt(sum((v - mean) ** 2 for v in values) / (len(values) - 1))
    return mean, Z95 * spread / math.sqrt(len(values))


def print_views(results, baselines, against, pairs):
    """Fairy-Stockfish's own score on Chatur's games at VIEW_PLIES: each build's mean,
    and each other build against the baseline(s), per opening. Finer than the results
    when nearly every game is lost: it says how far behind Chatur is, not only that it
    lost. Only where every build's games carry their scores."""
    numbers = [g for first in pairs for g in (first, first + 1)]
    if len(pairs) < 2 or any(games[g][5] is None for games in results.values() for g in numbers):
        return
    plies = "/".join(str(p) for p in VIEW_PLIES)
    means = []
    for name, games in results.items():
        cells = []
        for i in range(len(VIEW_PLIES)):
            known = [games[g][5][i] for g in numbers if games[g][5][i] is not None]
            cells.append(f"{sum(known) / len(known):+.0f}" if known else "-")
        means.append(f"{name} {'/'.join(cells)}")
    print(f"Fairy-Stockfish's own score at ply {plies}, Chatur's side (mean): " + ", ".join(means))

    def view(name, game, i):
        return results[name][game][5][i]

    for name in results:
        if name in baselines:
            continue
        cells = []
        for i in range(len(VIEW_PLIES)):
            diffs = []
            for first in pairs:
                games = (first, first + 1)
                if all(view(b, g, i) is not None for b in [name, *baselines] for g in games):
                    diffs.append(sum(view(name, g, i) - sum(view(b, g, i) for b in baselines) /
                                     len(baselines) for g in games))
            if len(diffs) < 2:
                cells.append("-")
                continue
            mean, half = mean_and_interval(diffs)
            cells.append(f"{mean:+.0f} [{mean - half:+.0f}, {mean + half:+.0f}]")
        print(f"{name} against {against}, per opening, at ply {plies}: " + ", ".join(cells))


def paired(specs):
    """Each CAND.log,BASE.log in `specs` (two builds' runs on the same openings, in one
    directory or two), then all of them pooled: both builds' scores on the whole pairs both
    finished, the points CAND scores more per opening with a normal 95 % interval, and the
    same for Fairy-Stockfish's own score at VIEW_PLIES (per opening, the mean of its two
    games: centipawns a game, where print_views sums the two). The figure of a candidate gated on
    several sets of openings, against main's runs on each."""
    pooled = {"cand": [], "base": [], "diffs": [], "views": [[] for _ in VIEW_PLIES]}

    def line(label, chosen):
        wins, losses, draws, points = tally(chosen)
        n = len(chosen)
        elo, low, high = wilson_elo(points, n)
        return (f"{label}: {points:g}/{n} ({wins}/{losses}/{draws}) "
                f"{fmt(elo)} [{fmt(low)}, {fmt(high)}]")

    def report(title, cand, base, diffs, views):
        print(f"== {title}")
        print(line("  candidate", cand))
        print(line("  baseline", base))
        if len(diffs) >= 2:
            mean, half = mean_and_interval(diffs)
            print(f"  candidate against baseline, per opening: {mean:+.3f} points "
                  f"[{mean - half:+.3f}, {mean + half:+.3f}] over {len(diffs)} openings")
        cells = []
        for values in views:
            if len(values) < 2:
                cells.append("-")
                continue
            mean, half = mean_and_interval(values)
            cells.append(f"{mean:+.0f} [{mean - half:+.0f}, {mean + half:+.0f}]")
        print(f"  Fairy-Stockfish's own score, candidate against baseline, per opening (the mean "
              f"of its two games), at ply "
              f"{'/'.join(str(p) for p in VIEW_PLIES)}: " + ", ".join(cells))

    for spec in specs:
        cand_log, _, base_log = spec.partition(",")
        if not cand_log or not base_log:
            sys.exit(f"error: --paired {spec}: expected CAND.log,BASE.log")
        for log in (cand_log, base_log):
            if not os.path.isfile(log):
                sys.exit(f"error: --paired {spec}: no such file {log}")
        cand, base = read_games(cand_log), read_games(base_log)
        pairs = common_pairs({"cand": cand, "base": base})
        for first in pairs:
            for g in (first, first + 1):
                if cand[g][6] != base[g][6]:
                    sys.exit(f"error: --paired {spec}: game {g} opens with {cand[g][6]} in "
                             f"{cand_log} but {base[g][6]} in {base_log}: not the same openings")
        numbers = [g for first in pairs for g in (first, first + 1)]
        diffs = [cand[first][0] + cand[first + 1][0] - base[first][0] - base[first + 1][0]
                 for first in pairs]
        views = []
        for i in range(len(VIEW_PLIES)):
            values = []
            for first in pairs:
                games = (first, first + 1)
                known = [(cand[g][5], base[g][5]) for g in games]
                if all(c is not None and b is not None and c[i] is not None and
                       b[i] is not None for c, b in known):
                    values.append(sum(c[i] - b[i] for c, b in known) / 2)
            views.append(values)
        report(f"{cand_log} against {base_log}: {len(pairs)} openings", [cand[g] for g in numbers],
               [base[g] for g in numbers], diffs, views)
        pooled["cand"] += [cand[g] for g in numbers]
        pooled["base"] += [base[g] for g in numbers]
        pooled["diffs"] += diffs
        for i, values in enumerate(views):
            pooled["views"][i] += values
    if len(specs) > 1:
        report(f"all {len(specs)} together: {len(pooled['diffs'])} openings", pooled["cand"],
               pooled["base"], pooled["diffs"], pooled["views"])


MOVES = re.compile(r"status=(\S+) .* opening=(\S*) moves=(\S*)")
RESULTS = {"white-wins": "1-0", "black-wins": "0-1", "draw": "1/2-1/2"}


def write_pgn(out_dir, path, variant):
    """Every finished game of every log in out_dir, as PGN with coordinate moves."""
    count = 0
    with open(path, "w") as out:
        for name in sorted(f for f in os.listdir(out_dir) if f.endswith(".log") and f != "load.log"):
            for line in open(os.path.join(out_dir, name)):
                game, moves = GAME.search(line), MOVES.search(line)
                if not game or not moves:
                    continue
                plies = [m for m in (moves.group(2) + "," + moves.group(3)).split(",") if m]
                result = RESULTS.get(moves.group(1), "*")
                white, black = ("Chatur", "Fairy-Stockfish") if game.group(2).startswith("a:") \
                    else ("Fairy-Stockfish", "Chatur")
                text = " ".join((f"{i // 2 + 1}. " if i % 2 == 0 else "") + m
                                for i, m in enumerate(plies))
                out.write(f'[Event "{name[:-4]}"]\n[Round "{game.group(1)}"]\n'
                          f'[Variant "{variant}"]\n[White "{white}"]\n[Black "{black}"]\n'
                          f'[Result "{result}"]\n\n{text} {result}\n\n')
                count += 1
    print(f"{count} games written to {path}")


def stamp():
    return datetime.datetime.now(datetime.timezone.utc).strftime("%H:%M:%S")


def adjudication(args):
    """The match's adjudication options (docs/engine.md, "Adjudication"), from --resign and --draw."""
    options = []
    if args.resign:
        moves, cp = args.resign
        options += ["--resign-moves", str(moves), "--resign-cp", str(cp)]
    if args.draw:
        from_ply, moves, cp = args.draw
        options += ["--draw-from-ply", str(from_ply), "--draw-moves", str(moves), "--draw-cp", str(cp)]
    return options


def run(args):
    def limit(side, nodes):
        if nodes:
            return [f"--{side}-nodes", str(nodes)]
        return [f"--{side}-movetime-ms", str(args.movetime_ms)]

    paths = {}
    for spec in args.build:
        name, _, path = spec.partition("=")
        if not path or not os.access(path, os.X_OK):
            sys.exit(f"error: --build {spec}: expected NAME=PATH to an executable chatur-cli")
        paths[name] = path
    weights = {}
    for spec in args.weights:
        name, _, items = spec.partition("=")
        if not items or " " in items:
            sys.exit(f"error: --weights {spec}: expected NAME=LIST, the items separated by commas")
        if name not in paths:
            sys.exit(f"error: --weights {name}=...: no --build of that name")
        # A bad list stops the engine at its start: say why here, before any game.
        check = subprocess.run([paths[name], "uci", f"--{args.variant}-weights", items],
                               input="quit\n", capture_output=True, text=True)
        if check.returncode != 0:
            sys.exit(f"error: --weights {name}=...: {check.stderr.strip()}")
        weights[name] = items
    os.makedirs(args.out, exist_ok=True)
    procs = []
    threads = []
    for name, path in paths.items():
        own = (["--a-uci-arg", f"--{args.variant}-weights", "--a-uci-arg", weights[name]]
               if name in weights else [])
        log_path = os.path.join(args.out, name + ".log")
        first = args.first_game
        if args.resume and os.path.exists(log_path):
            # Go on after the last whole pair; a lone game of an unfinished pair is played
            # again, and its new line, later in the log, is the one read.
            first += 2 * whole_pairs(read_games(log_path), first)
            if first > args.games:
                print(f"{name}: all {args.games} games are in {log_path}")
                continue
        command = [path, "match", "--variant", args.variant, "--a-uci", path, "--a-uci-arg", "uci",
                   *own,
                   *limit("a", args.chatur_nodes), "--b-uci", args.fsf, *limit("b", args.fsf_nodes),
                   "--games", str(args.games), "--seed", str(args.seed), "--first-game", str(first),
                   "--show-moves", "--show-scores", *adjudication(args)]
        log = open(log_path, "a" if first > args.first_game else "w")
        log.write(f"{stamp()} command: {' '.join(command)}\n")
        log.flush()
        proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                start_new_session=True)

        def pump(proc=proc, log=log):
            for line in proc.stdout:
                log.write(f"{stamp()} {line}")
                log.flush()
            log.close()

        thread = threading.Thread(target=pump, daemon=True)
        thread.start()
        procs.append(proc)
        threads.append(thread)

    deadline = None
    if args.until:
        now = datetime.datetime.now(datetime.timezone.utc)
        hour, minute = map(int, args.until.split(":"))
        deadline = now.replace(hour=hour, minute=minute, second=0, microsecond=0)
        if deadline <= now:
            deadline += datetime.timedelta(days=1)
    stopping = []
    signal.signal(signal.SIGINT, lambda *_: stopping.append(True))
    with open(os.path.join(args.out, "load.log"), "a") as load_log:
        last_sample = 0.0
        while any(p.poll() is None for p in procs) and not stopping:
            if time.time() - last_sample >= 60:
                load_log.write(f"{stamp()} {os.getloadavg()[0]:.2f}\n")
                load_log.flush()
                last_sample = time.time()
            if deadline and datetime.datetime.now(datetime.timezone.utc) >= deadline:
                break
            time.sleep(1)
    for proc in procs:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
    for thread in threads:
        thread.join(timeout=10)
    summarise(args.out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--summarise", metavar="DIR")
    parser.add_argument("--baseline", metavar="NAME[,NAME...]",
                        help="with --summarise: the log(s) to compare the others with "
                             "(default: the first by name); several are averaged per game")
    parser.add_argument("--variant", choices=("makruk", "xiangqi"))
    parser.add_argument("--build", action="append", default=[], metavar="NAME=PATH")
    parser.add_argument("--weights", action="append", default=[], metavar="NAME=LIST",
                        help="build NAME plays with these evaluation weights (see above)")
    parser.add_argument("--movetime-ms", type=int, default=100)
    parser.add_argument("--chatur-nodes", type=int, metavar="N",
                        help="every build searches N nodes a move instead of --movetime-ms")
    parser.add_argument("--fsf-nodes", type=int, metavar="N",
                        help="Fairy-Stockfish searches N nodes a move instead of --movetime-ms")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--until", metavar="HH:MM")
    parser.add_argument("--out", default="match-vs-fsf")
    parser.add_argument("--first-game", type=int, default=1, metavar="F",
                        help="play games F..--games of the run (F odd): two parts of one run "
                             "on two cores, in two --out directories")
    parser.add_argument("--resume", action="store_true",
                        help="go on with the run in --out (same options): each build from the "
                             "first pair its log lacks, appending to the log")
    parser.add_argument("--fsf", default="/usr/games/fairy-stockfish")
    parser.add_argument("--resign", nargs=2, type=int, metavar=("MOVES", "CP"),
                        help="adjudicate a loss once both engines agree on CP for MOVES moves each")
    parser.add_argument("--draw", nargs=3, type=int, metavar=("FROM_PLY", "MOVES", "CP"),
                        help="adjudicate a draw once both scores stay within +-CP for MOVES moves "
                             "each, from ply FROM_PLY")
    parser.add_argument("--paired", action="append", metavar="CAND.log,BASE.log",
                        help="compare a candidate's run with a baseline's on the same openings, "
                             "per opening; repeated, each set and all of them pooled")
    parser.add_argument("--pgn", nargs=2, metavar=("DIR", "OUT"),
                        help="write the games of DIR's logs to OUT as PGN (needs --variant)")
    args = parser.parse_args()
    if args.pgn:
        if not args.variant:
            parser.error("--pgn needs --variant")
        write_pgn(args.pgn[0], args.pgn[1], args.variant)
        return
    if args.paired:
        paired(args.paired)
        return
    if args.baseline and not args.summarise:
        parser.error("--baseline goes with --summarise")
    if args.summarise:
        summarise(args.summarise, [b for b in args.baseline.split(",") if b] if args.baseline
                  else None)
        return
    if not args.variant or not args.build:
        parser.error("--variant and at least one --build are needed")
    if args.first_game < 1 or args.first_game % 2 == 0 or args.first_game > args.games:
        parser.error("--first-game must be odd and at most --games")
    run(args)


if __name__ == "__main__":
    main()
