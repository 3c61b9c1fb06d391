#!/usr/bin/env bash
# Installs a Chatur .deb into a minimal Debian 12 root, as a newcomer's fresh
# machine would meet it, and runs the installed programs there:
#   scripts/check-deb-in-root.sh [DEB] [ROOT]
# DEB defaults to the newest dist/chatur_*_amd64.deb, ROOT to
# /var/tmp/chatur-root/bookworm, made with `debootstrap --variant=minbase
# bookworm` when missing (a few minutes; debootstrap is installed if needed).
# The root is copied first, so every run starts from the same fresh system.
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
echo "check-deb-in-root: OK"
