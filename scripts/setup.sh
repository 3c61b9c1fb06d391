#!/usr/bin/env bash
# Installs the Debian 12 packages Chatur needs to build, test and show its text
# (Thai and Chinese fonts included), and to run its accessibility tests through
# the AT-SPI bus (tests/a11y), but only those that are missing. Runs as
# root or through sudo, and says what it does.
set -euo pipefail

PACKAGES=(
  build-essential cmake ninja-build ccache pkg-config git gettext
  libgtest-dev libgmock-dev libtinyxml2-dev libxml2-utils libsqlite3-dev sqlite3 libzstd-dev
  libwxgtk3.2-dev wx3.2-i18n
  xvfb xauth imagemagick librsvg2-bin
  fonts-dejavu-core fonts-tlwg-loma-otf fonts-wqy-microhei
  clang libclang-rt-14-dev clang-format
  desktop-file-utils appstream file
  at-spi2-core dbus-daemon dbus-session-bus-common python3-pyatspi
)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#PACKAGES[@]} packages are installed"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
  else
    echo "setup: missing packages: ${missing[*]}" >&2
    echo "setup: run this script as root, or install sudo" >&2
    exit 1
  fi
fi
echo "setup: installing ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
