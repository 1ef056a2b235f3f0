#!/usr/bin/env bash
# Paired warm builds of the 10,000-exercise site (`--no-cache`, the output folder and spare
# there), with two Spotter binaries alternated, each into a folder of its own: how
# docs/performance.md compares a change to a full build on a machine whose speed changes
# within minutes. Prints each pair, then the medians of the after/before ratios of wall time
# and of CPU (user + system).
#
#   scripts/bench/exercise-pairs.sh BEFORE AFTER [PAIRS]    # e.g. two release binaries, 11 pairs
#
# WORK (default /tmp/spotter-bench) holds the site, as for run.sh.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/../.."
[ $# -ge 2 ] || { echo "usage: $0 BEFORE AFTER [PAIRS]" >&2; exit 2; }
before=$(realpath "$1") after=$(realpath "$2") pairs=${3:-11}
work=${WORK:-/tmp/spotter-bench}
dir="$work/exercises-10000"
command -v /usr/bin/time >/dev/null || { echo "needs /usr/bin/time (apt-get install time)"; exit 2; }
[ -d "$dir" ] || python3 scripts/bench/generate.py exercises 10000 "$dir"

build() { # binary name → "wall cpu"
  /usr/bin/time -f '%e %U %S' -o "$work/pair.time" "$1" build --quiet --no-cache --source "$dir/spotter" \
    --output "$dir/out-pair-$2" >/dev/null 2>&1 || { echo "the build with $1 failed" >&2; exit 1; }
  awk '{ printf "%s %.2f\n", $1, $2 + $3 }' "$work/pair.time"
}

# A first build each, so that every timed one finds its output folder and spare there.
build "$before" before >/dev/null; build "$after" after >/dev/null
ratios=()
for pair in $(seq "$pairs"); do
  if [ $((pair % 2)) = 1 ]; then b=$(build "$before" before); a=$(build "$after" after)
  else a=$(build "$after" after); b=$(build "$before" before); fi
  read -r bw bc <<<"$b"; read -r aw ac <<<"$a"
  printf '  pair %2d: before %5.2f s (CPU %5.2f s), after %5.2f s (CPU %5.2f s)\n' "$pair" "$bw" "$bc" "$aw" "$ac"
  ratios+=("$(awk -v a="$aw" -v b="$bw" -v ac="$ac" -v bc="$bc" 'BEGIN { printf "%.4f %.4f", a / b, ac / bc }')")
done
median() { printf '%s\n' "${ratios[@]}" | awk -v c="$1" '{ print $c }' | sort -g | sed -n "$(( (pairs + 1) / 2 ))p"; }
printf "after/before, medians of %d pairs: wall %.3f, CPU %.3f\n" "$pairs" "$(median 1)" "$(median 2)"
