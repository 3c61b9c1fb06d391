#!/usr/bin/env bash
# Runs one accessibility test (a Python script using tests/a11y/chatur_atspi.py)
# against the built app through the real accessibility bus: Xvfb, a private D-Bus
# session, the AT-SPI bus and registry (started on demand by D-Bus activation),
# and a fresh HOME and XDG folders for each launch, so no user data leaks in.
# Exits 77 (ctest's SKIP_RETURN_CODE) only when a package it needs is missing;
# scripts/setup.sh installs them all. See docs/accessibility.md.
#
#   tests/a11y/run_atspi.sh APP LOCALE_DIR TEST_SCRIPT
set -euo pipefail

if [ $# -ne 3 ]; then
  echo "usage: $0 APP LOCALE_DIR TEST_SCRIPT" >&2
  exit 2
fi
app=$1 locale_dir=$2 script=$3
case $0 in */*) here=${0%/*} ;; *) here=. ;; esac
here=$(cd "$here" && pwd)

skip() {
  echo "a11y: SKIP: $1 is missing (scripts/setup.sh installs it)"
  exit 77
}
command -v Xvfb >/dev/null 2>&1 || skip "Xvfb (package xvfb)"
command -v dbus-run-session >/dev/null 2>&1 || skip "dbus-run-session (package dbus-daemon)"
[ -f /usr/share/dbus-1/session.conf ] || skip "the session bus (package dbus-session-bus-common)"
[ -x /usr/libexec/at-spi-bus-launcher ] || skip "at-spi-bus-launcher (package at-spi2-core)"
/usr/bin/python3 -c 'import pyatspi' >/dev/null 2>&1 || skip "pyatspi (package python3-pyatspi)"
if [ ! -x "$app" ]; then
  echo "a11y: no app at $app" >&2
  exit 1
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/chatur-a11y.XXXXXX")
xvfb_pid=""
cleanup() {
  if [ -n "$xvfb_pid" ]; then kill "$xvfb_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# Xvfb on a random display number rather than the first free one (as
# xvfb-run -a picks it), so that parallel jobs on a busy machine do not race for
# the same number. -displayfd tells when the server is ready; -noreset keeps it
# from resetting (and refusing the app) when its first client, the AT-SPI bus
# launcher, leaves.
display=""
for _ in $(seq 10); do
  candidate=$((RANDOM % 50000 + 1000))
  : >"$work/display"
  Xvfb ":$candidate" -displayfd 3 -screen 0 1600x1000x24 -nolisten tcp -noreset 3>"$work/display" \
    >"$work/xvfb.log" 2>&1 &
  xvfb_pid=$!
  for _ in $(seq 600); do  # a poll: up to a minute
    [ -s "$work/display" ] && break
    kill -0 "$xvfb_pid" 2>/dev/null || break
    sleep 0.1
  done
  if [ -s "$work/display" ]; then
    display=$candidate
    break
  fi
  kill "$xvfb_pid" 2>/dev/null || true
  xvfb_pid=""
done
if [ -z "$display" ]; then
  echo "a11y: Xvfb did not start:" >&2
  cat "$work/xvfb.log" >&2
  exit 1
fi
export DISPLAY=":$display"
unset XAUTHORITY WAYLAND_DISPLAY

# GTK 3 loads its AT-SPI bridge by itself unless NO_AT_BRIDGE is set; the
# bridge finds the accessibility bus through the session bus that
# dbus-run-session starts (org.a11y.Bus is D-Bus activated).
unset NO_AT_BRIDGE AT_SPI_BUS_ADDRESS DBUS_SESSION_BUS_ADDRESS GTK_MODULES
export CHATUR_A11Y_APP=$app CHATUR_A11Y_LOCALE_DIR=$locale_dir CHATUR_A11Y_WORK=$work
export PYTHONPATH=$here${PYTHONPATH:+:$PYTHONPATH}
export LANG=C.UTF-8 LC_ALL=C.UTF-8
status=0
dbus-run-session -- /usr/bin/python3 "$script" || status=$?
exit "$status"
