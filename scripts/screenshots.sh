#!/usr/bin/env bash
# Builds the sample site and photographs the dashboard and an exercise page with
# headless Chromium, at a phone width (390 px) and a desktop width (1280 px), in light
# and dark mode, into docs/screenshots/. The PNGs are cut to a fixed height and
# reduced to a small palette so they stay light in the repository.
#
#   scripts/screenshots.sh            # uses `chromium` on PATH
#   scripts/screenshots.sh profile-desktop-light profile-phone-dark   # only these
#   CHROMIUM=google-chrome scripts/screenshots.sh
#
# Dark mode is forced with Chromium's --force-dark-mode, which makes
# `prefers-color-scheme: dark` match. The as-of date is fixed (SOURCE_DATE_EPOCH) so
# the pictures only change when the site does.
set -euo pipefail

cd "$(dirname "$0")/.."
CHROMIUM=${CHROMIUM:-chromium}
SITE=$(mktemp -d)
SHOTS=docs/screenshots
trap 'rm -rf "$SITE"' EXIT

swift build --product spotter
SOURCE_DATE_EPOCH=1795305600 .build/debug/spotter build --output "$SITE/public"
mkdir -p "$SHOTS"

# shoot NAME PAGE WIDTH HEIGHT [light|dark]
ONLY=" $* "
shoot() {
    local name=$1 page=$2 width=$3 height=$4 scheme=${5:-light}
    [ "$ONLY" = "  " ] || [[ "$ONLY" == *" $name "* ]] || return 0
    local flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$width,$height")
    [ "$scheme" = dark ] && flags+=(--force-dark-mode)
    "$CHROMIUM" "${flags[@]}" --screenshot="$SHOTS/$name.png" "file://$SITE/public/$page" >/dev/null 2>&1
    # 64 colours without dithering: text and charts stay crisp, files shrink about 4×.
    python3 - "$SHOTS/$name.png" <<'PY' || echo "(Pillow not installed: $name.png left unreduced)"
import sys
from PIL import Image
path = sys.argv[1]
Image.open(path).convert("RGB").quantize(colors=64, dither=Image.Dither.NONE).save(path, optimize=True)
PY
    echo "$SHOTS/$name.png"
}

shoot dashboard-desktop-light index.html 1280 1800 light
shoot dashboard-desktop-dark index.html 1280 1800 dark
shoot dashboard-phone-light index.html 390 1600 light
shoot dashboard-phone-dark index.html 390 1600 dark
shoot exercise-desktop-light exercises/back-squat/index.html 1280 1400 light
shoot exercise-phone-dark exercises/back-squat/index.html 390 1500 dark
shoot profile-desktop-light athletes/ana/profile/index.html 1280 3100 light
shoot profile-phone-dark athletes/ana/profile/index.html 390 5200 dark
