#!/usr/bin/env bash
# Installs a Chatur .deb into a minimal Debian 12 root, as a newcomer's fresh
# machine would meet it, and runs the installed programs there:
#   scripts/check-deb-in-root.sh [DEB] [ROOT]
# DEB defaults to the newest dist/chatur_*_amd64.deb, ROOT to
# /var/tmp/chatur-root/bookworm, made with `debootstrap --variant=minbase
# bookworm` when missing (a few minutes; debootstrap is installed if needed).
# The root is copied first, so every run starts from the same fresh system.
# Then, as a learner on a fresh HOME (no cache folder): the endgame tables
# shipped in /usr/share/chatur/tablebases answer `chatur-cli endgame probe` and
# the endgame drills window (chatur --screenshot --dialog drills under Xvfb,
# installed into the root for this), and the learner's own tables folder stays
# empty: nothing is made. For comparison the same drill again with the shipped
# folder moved away, where the app makes its tables.
# Needs root (chroot).
set -euo pipefail
cd "$(dirname "$0")/.."
deb=${1:-$(ls dist/chatur_*_amd64.deb | sort -V | tail -n1)}
base=${2:-/var/tmp/chatur-root/bookworm}
if [ ! -x "$base/bin/bash" ]; then
  command -v debootstrap >/dev/null || apt-get install -y -qq --no-install-recommends debootstrap
  debootstrap --variant=minbase bookworm "$base" http://deb.debian.org/debian
fi
root=$(mktemp -d /var/tmp/chatur-deb-test.XXXXXX)
cleanup() {
  umount "$root/proc" 2>/dev/null || true
  rm -rf "$root"
}
trap cleanup EXIT
cp -a "$base/." "$root/"
cp /etc/resolv.conf "$root/etc/resolv.conf"
mount -t proc proc "$root/proc"
cp "$deb" "$root/tmp/"
in_root() { chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root "$@"; }

echo "== apt install ./$(basename "$deb") in a fresh minbase root"
start=$(date +%s)
in_root apt-get update -qq
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
  "/tmp/$(basename "$deb")" >/dev/null
echo "installed in $(( $(date +%s) - start )) s"
in_root dpkg-query -W -f='${Package} ${Version}\n' chatur fonts-tlwg-loma-otf fonts-wqy-microhei
in_root chatur --version
in_root chatur-cli --version
echo "Makruk start position:"
echo "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1" | in_root chatur-cli legal --variant makruk
echo "Xiangqi start position:"
echo "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1" |
  in_root chatur-cli legal --variant xiangqi
in_root chatur-cli validate --strict /usr/share/chatur | tail -n1
in_root test -f /usr/share/applications/io.github.chatur.Chatur.desktop
in_root test -f /usr/share/icons/hicolor/scalable/apps/io.github.chatur.Chatur.svg

echo "== the shipped endgame tables, for a learner with a fresh HOME"
in_root sh -c 'n=$(ls /usr/share/chatur/tablebases/*.ctb | wc -l); echo "$n tables, $(du -sh /usr/share/chatur/tablebases | cut -f1)"'
learner=/home/learner
cache=$learner/.local/share/chatur/tablebases
as_learner() { chroot "$root" /usr/bin/env -i PATH=/usr/bin:/bin HOME=$learner "$@"; }
problems=0
nothing_made() {  # $1: what ran; a table made is named, then taken away for the next check
  local made
  made=$(in_root sh -c "ls -A $cache 2>/dev/null || true")
  if [ -n "$made" ]; then
    echo "PROBLEM: $1 made $(echo $made) in $cache" >&2
    problems=$((problems + 1))
    in_root sh -c "rm -f $cache/*"
  else
    echo "$1: nothing made ($cache has no files)"
  fi
}
in_root mkdir -p $learner
as_learner chatur-cli endgame probe --variant makruk --fen "8/8/8/3k4/8/8/2N5/S2K4 w - - 0 1"
nothing_made "chatur-cli endgame probe (Khun, Ma and Khon against Khun)"
as_learner chatur-cli validate --strict /usr/share/chatur | tail -n1
nothing_made "chatur-cli validate --strict (the lessons' play-out steps)"

in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
  xvfb xauth >/dev/null
# drill <ending> <picture>: opens the drills window on that ending and saves it
# once its first position is drawn; prints the milliseconds that took (start included).
drill() {
  local start end
  start=$(date +%s%N)
  as_learner xvfb-run -a -s "-screen 0 1600x1000x24" chatur --screenshot "$2" \
    --dialog drills --item "$1" --size 1000x760 > "$root/tmp/drill.log" 2>&1 ||
    { cat "$root/tmp/drill.log" >&2; exit 1; }
  end=$(date +%s%N)
  in_root test -s "$2"
  echo $(((end - start) / 1000000))
}
# Two Khon (KSSvK): a table with two like pieces, which the reader once refused.
for ending in makruk-KNSvK makruk-KSSvK xiangqi-KRvKN; do
  echo "drills, $ending, shipped tables: first position after $(drill $ending /tmp/$ending.png) ms"
  nothing_made "the drills window ($ending)"
done
in_root mv /usr/share/chatur/tablebases /usr/share/chatur/tablebases.away
for ending in makruk-KNSvK xiangqi-KRvKN; do
  echo "drills, $ending, no shipped tables: first position after $(drill $ending /tmp/$ending-made.png) ms," \
       "$(in_root sh -c "ls $cache | wc -l") tables in the cache now"
done
in_root mv /usr/share/chatur/tablebases.away /usr/share/chatur/tablebases
mkdir -p build-deb/root-check
cp "$root"/tmp/*.png build-deb/root-check/
echo "the drills' pictures: build-deb/root-check/"
if [ "$problems" -gt 0 ]; then
  echo "check-deb-in-root: $problems problem(s)"
  exit 1
fi
echo "check-deb-in-root: OK"
