#!/usr/bin/env bash
# Benchmark of the mate solver (docs/engine.md): fixed positions from the public corpus
# (tests/data/corpus), mate in 3 and mate in 5, all first moves (cooks) proven.
# Prints one line per run: variant, N, solutions, nodes, wall and CPU time.
# Usage: scripts/bench_solve.sh [path/to/chatur-cli]   (default: build/src/cli/chatur-cli)
# CPU time is the fair figure on a shared machine; wall time is what a user waits.
set -euo pipefail
CLI=${1:-build/src/cli/chatur-cli}
[ -x "$CLI" ] || { echo "chatur-cli not found at $CLI" >&2; exit 2; }

run() {  # variant mate fen
    local out err
    out=$(mktemp)
    err=$(mktemp)
    /usr/bin/time -f "cpu_s=%U" "$CLI" solve --variant "$1" --mate "$2" --fen "$3" --stats \
        >"$out" 2>"$err" || true
    printf '%-8s mate=%s %-13s %s %s  %s\n' "$1" "$2" "$(tail -n 1 "$out")" \
        "$(grep -o 'nodes=[0-9]* time_ms=[0-9]* status=[a-z-]*' "$err" || true)" \
        "$(grep -o 'cpu_s=[0-9.]*' "$err" || true)" "$3"
    rm -f "$out" "$err"
}

MAKRUK=(
    "1n5r/r1m1n3/1sp2ps1/p4p1p/4kN1P/P1K3P1/R4SR1/2S1M3 w - - 4 22"
    "1r1m2nr/s3sk2/n2M4/R1p1pp1p/2PP2NP/6K1/3N2S1/1S2M2R w - - 0 36"
    "1ms4r/1k2r3/1MR1p2n/1p1pp2p/3P2s1/nN4RP/4S3/2K1MmN1 w - - 0 33"
    "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1"
)
XIANGQI=(
    "3a1abn1/3nk4/4c4/9/pr2p1bcp/3CC4/P1P1P1P1P/3KB1R2/R4r3/1NBA1A3 b - - 28 33"
    "r1bk1abn1/9/9/2p1C1p1r/9/1c5C1/P1P1c1P2/9/9/RNBAKABN1 b - - 2 7"
    "rnbaka1n1/5c3/4b3r/p1p6/4p1p2/8p/P1P1P3P/C1N5N/4A1C2/R1BAK1B1R b - - 6 14"
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
    # The hardest corpus middlegame of docs/engine.md (over 30 s CPU before the speed work).
    "2ba1k1r1/4a4/r1n1b4/1C2p4/p1p1Pnp1p/3c2B2/P1P3P1P/5N1cN/4C4/R2AKABR1 b - - 59 30"
)
for n in 3 5; do
    for fen in "${MAKRUK[@]}"; do run makruk "$n" "$fen"; done
    for fen in "${XIANGQI[@]}"; do run xiangqi "$n" "$fen"; done
done
