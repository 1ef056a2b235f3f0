#!/usr/bin/env bash
# Paired rebuilds after one edited workout on the 100-athlete site, with two Spotter
# binaries alternated: how docs/performance.md compares a change on a machine whose speed
# changes within minutes. Each binary builds into a folder of its own (with its own cache and
# spare); each pair edits the same workout's duration (60 ↔ 61 minutes), then times both
# builds, the first of a pair alternating. Prints each pair, then the medians of the
# after/before ratios of wall time and of CPU (user + system).
#
#   scripts/bench/pairs.sh BEFORE AFTER [PAIRS]    # e.g. two release binaries, 11 pairs
#
# WORK (default /tmp/spotter-bench) holds the site, as for run.sh.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/../.."
[ $# -ge 2 ] || { echo "usage: $0 BEFORE AFTER [PAIRS]" >&2; exit 2; }
before=$(realpath "$1") after=$(realpath "$2") pairs=${3:-9}
work=${WORK:-/tmp/spotter-bench}
dir="$work/history-100x2"
command -v /usr/bin/time >/dev/null || { echo "needs /usr/bin/time (apt-get install time)"; exit 2; }
[ -d "$dir" ] || python3 scripts/bench/generate.py history 100 2 "$dir"
file=$(find "$dir/content/workouts" -name '*.yaml' | sort | sed -n 1000p)
grep -q '^duration: 6[01]$' "$file" || { echo "$file has no duration of 60 or 61 minutes" >&2; exit 1; }
original=$(grep '^duration: ' "$file")
trap 'sed -i "s/^duration: .*$/$original/" "$file"' EXIT

toggle() {
  if grep -q '^duration: 60$' "$file"; then sed -i 's/^duration: 60$/duration: 61/' "$file"
  else sed -i 's/^duration: 61$/duration: 60/' "$file"; fi
}
build() { # binary name → "wall cpu MiB"
  /usr/bin/time -f '%e %U %S %M' -o "$work/pair.time" "$1" build --quiet --source "$dir" --output "$dir/out-pair-$2" \
    >/dev/null 2>&1 || { echo "the build with $1 failed" >&2; exit 1; }
  awk '{ printf "%s %.2f %.0f\n", $1, $2 + $3, $4 / 1024 }' "$work/pair.time"
}

# Two builds each: a full one (the binary is part of the cache's key), then, after an edit,
# the first rebuild, which has no spare yet and copies every file it keeps; the swap then
# leaves the spare that every later rebuild has.
build "$before" before >/dev/null; build "$after" after >/dev/null
toggle
build "$before" before >/dev/null; build "$after" after >/dev/null
ratios=()
for i in $(seq "$pairs"); do
  toggle
  if (( i % 2 )); then b=$(build "$before" before); a=$(build "$after" after)
  else a=$(build "$after" after); b=$(build "$before" before); fi
  read -r bw bc bm <<< "$b"
  read -r aw ac am <<< "$a"
  printf "  pair %2d: before %5.2f s (CPU %5.2f s, %4d MiB), after %5.2f s (CPU %5.2f s, %4d MiB)\n" \
    "$i" "$bw" "$bc" "$bm" "$aw" "$ac" "$am"
  ratios+=("$(awk -v bw="$bw" -v bc="$bc" -v aw="$aw" -v ac="$ac" 'BEGIN { print aw / bw, ac / bc }')")
done
median() { printf '%s\n' "${ratios[@]}" | awk -v c="$1" '{ print $c }' | sort -g | sed -n "$(( (pairs + 1) / 2 ))p"; }
printf "after/before, medians of %d pairs: wall %.3f, CPU %.3f\n" "$pairs" "$(median 1)" "$(median 2)"
