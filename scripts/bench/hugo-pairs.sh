#!/usr/bin/env bash
# Warm builds of the same 10,000 exercise pages by Spotter (`--no-cache`) and by Hugo,
# alternated in pairs, each into its output folder already there: the ratio of the two in
# each pair, then their median. run.sh times each tool's runs one after the other; on a
# machine whose speed drifts by a quarter within minutes, pairs compare the two at the same
# moment.
#
#   scripts/bench/hugo-pairs.sh SPOTTER [PAIRS]    # e.g. .build/release/spotter 11
#
# WORK (default /tmp/spotter-bench) holds the site, as for run.sh.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/../.."
[ $# -ge 1 ] || { echo "usage: $0 SPOTTER [PAIRS]" >&2; exit 2; }
spotter=$(realpath "$1") pairs=${2:-11}
work=${WORK:-/tmp/spotter-bench}
dir="$work/exercises-10000"
command -v /usr/bin/time >/dev/null || { echo "needs /usr/bin/time (apt-get install time)"; exit 2; }
command -v hugo >/dev/null || { echo "needs hugo (apt-get install hugo)"; exit 2; }
[ -d "$dir" ] || python3 scripts/bench/generate.py exercises 10000 "$dir"

timed() { /usr/bin/time -f '%e' -o "$work/pair.time" "$@" >/dev/null 2>&1 || { echo "$1 failed" >&2; exit 1; }; cat "$work/pair.time"; }
spotter_build() { timed "$spotter" build --quiet --no-cache --source "$dir/spotter" --output "$dir/out-spotter"; }
hugo_build() { timed hugo --quiet --source "$dir/hugo" --destination "$dir/out-hugo"; }

spotter_build >/dev/null; hugo_build >/dev/null
ratios=()
for pair in $(seq "$pairs"); do
  if [ $((pair % 2)) = 1 ]; then s=$(spotter_build); h=$(hugo_build); else h=$(hugo_build); s=$(spotter_build); fi
  ratio=$(awk -v s="$s" -v h="$h" 'BEGIN { printf "%.3f", s / h }')
  printf '  pair %2d: spotter %5.2f s, hugo %5.2f s, %s\n' "$pair" "$s" "$h" "$ratio"
  ratios+=("$ratio")
done
printf 'spotter/hugo, median of %d pairs: %s\n' "$pairs" "$(printf '%s\n' "${ratios[@]}" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')"
