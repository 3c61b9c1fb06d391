#!/usr/bin/env bash
# Renders the application icon's PNG sizes (hicolor theme) and the Windows .ico
# from io.github.chatur.Chatur.svg. Run it after editing the SVG and commit the
# results; the build only copies them. Needs rsvg-convert (librsvg2-bin) and
# ImageMagick's convert.
set -euo pipefail
cd "$(dirname "$0")"
svg=io.github.chatur.Chatur.svg
for size in 16 24 32 48 64 128 256 512; do
  mkdir -p "hicolor/${size}x${size}"
  rsvg-convert -w "$size" -h "$size" "$svg" -o "hicolor/${size}x${size}/io.github.chatur.Chatur.png"
done
convert hicolor/{16x16,24x24,32x32,48x48,64x64,128x128,256x256}/io.github.chatur.Chatur.png \
        -strip chatur.ico
