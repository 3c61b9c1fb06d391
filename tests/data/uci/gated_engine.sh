#!/bin/sh
# A UCI engine the test decides the pace of: runs the engine given after GATE
# ("gated_engine.sh GATE chatur-cli uci") and passes it every line it is sent,
# but holds each "go" until the file GATE exists and then asks for a search of
# depth 2 instead, whatever time was given. A GUI test can then see the window
# stay live while the engine thinks, however slow or busy the machine, and give
# a long move time so the app's deadline cannot pass while the gate is shut.
gate=$1
shift
while IFS= read -r line; do
    case $line in
        go*)
            while [ ! -e "$gate" ]; do sleep 0.02; done
            line="go depth 2"
            ;;
    esac
    printf '%s\n' "$line"
done | "$@"
