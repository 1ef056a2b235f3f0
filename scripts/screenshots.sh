#!/usr/bin/env bash
# Builds the sample site and photographs the dashboard, an exercise page, the profile,
# the cardio page, the coach's overview and a year in review with headless Chromium, at a phone width (390 px) and a desktop width
# (1280 px), in light and dark mode, into docs/screenshots/. Then builds a two-year log
# written like an app export (scripts/generate-archive-log.py: no durations or RPE, a summer break, ended a
# year before its as-of date) and photographs an exercise page with its history, a
# bodyweight exercise, the archived log's dashboard and a session sheet with its "last
# time" lines. The PNGs are cut to a fixed height and reduced to a small palette so they
# stay light in the repository.
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
ARCHIVE=$(mktemp -d)
SHOTS=docs/screenshots
trap 'rm -rf "$SITE" "$ARCHIVE"' EXIT

swift build --product spotter
SOURCE_DATE_EPOCH=1795305600 .build/debug/spotter build --output "$SITE/public"
python3 scripts/generate-archive-log.py "$ARCHIVE/log"
# 20 November 2025: eleven months after the log's last workout.
SOURCE_DATE_EPOCH=1763596800 .build/debug/spotter build --source "$ARCHIVE/log" --output "$ARCHIVE/public"
mkdir -p "$SHOTS"

# shoot NAME PAGE WIDTH HEIGHT [light|dark] [SITE]
ONLY=" $* "
shoot() {
    local name=$1 page=$2 width=$3 height=$4 scheme=${5:-light} site=${6:-$SITE/public}
    [ "$ONLY" = "  " ] || [[ "$ONLY" == *" $name "* ]] || return 0
    local flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$width,$height")
    [ "$scheme" = dark ] && flags+=(--force-dark-mode)
    "$CHROMIUM" "${flags[@]}" --screenshot="$SHOTS/$name.png" "file://$site/$page" >/dev/null 2>&1
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
for scheme in light dark; do
    shoot "cardio-desktop-$scheme" athletes/ana/cardio/index.html 1280 2600 "$scheme"
    shoot "cardio-phone-$scheme" athletes/ana/cardio/index.html 390 4200 "$scheme"
done

# The coach's overview: every athlete in their own discipline (lifting, running, climbing).
for scheme in light dark; do
    shoot "coach-desktop-$scheme" athletes/index.html 1280 900 "$scheme"
    shoot "coach-phone-$scheme" athletes/index.html 390 1000 "$scheme"
done

# Ana's year in review, the page people share, and the archived log's last year, compared
# with the year before and without durations.
for scheme in light dark; do
    shoot "year-desktop-$scheme" athletes/ana/years/2026/index.html 1280 2900 "$scheme"
    shoot "year-phone-$scheme" athletes/ana/years/2026/index.html 390 5400 "$scheme"
    shoot "year-archive-desktop-$scheme" years/2024/index.html 1280 2400 "$scheme" "$ARCHIVE/public"
done

# Two years of history, a bodyweight exercise, an archived dashboard, a sheet: each at
# both widths in both schemes.
for scheme in light dark; do
    shoot "history-exercise-desktop-$scheme" exercises/bench-press/index.html 1280 1500 "$scheme" "$ARCHIVE/public"
    shoot "history-exercise-phone-$scheme" exercises/bench-press/index.html 390 2200 "$scheme" "$ARCHIVE/public"
    shoot "history-bodyweight-desktop-$scheme" exercises/pull-up/index.html 1280 1300 "$scheme" "$ARCHIVE/public"
    shoot "history-bodyweight-phone-$scheme" exercises/pull-up/index.html 390 1900 "$scheme" "$ARCHIVE/public"
    shoot "archived-dashboard-desktop-$scheme" index.html 1280 1800 "$scheme" "$ARCHIVE/public"
    shoot "archived-dashboard-phone-$scheme" index.html 390 2200 "$scheme" "$ARCHIVE/public"
    shoot "sheet-last-time-desktop-$scheme" sessions/full-body/sheet/index.html 1280 1300 "$scheme" "$ARCHIVE/public"
    shoot "sheet-last-time-phone-$scheme" sessions/full-body/sheet/index.html 390 1800 "$scheme" "$ARCHIVE/public"
done
