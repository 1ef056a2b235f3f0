#!/usr/bin/env bash
# Paired builds with two Spotter binaries alternated: how docs/performance.md compares a
# change on a machine whose speed changes within minutes. Each binary builds into a folder
# of its own (with its own cache and spare), the first of a pair alternating. Prints each
# pair, then the medians of the after/before ratios of wall time and of CPU (user + system).
#
#   scripts/bench/pairs.sh BEFORE AFTER [PAIRS]    # e.g. two release binaries, 9 pairs
#
# CASE picks what is timed:
#   edit (the default)  rebuilds of the 100-athlete site after one edited workout: each pair
#                       edits the same workout's duration (60 ↔ 61 minutes), then times both;
#   warm                warm builds of the 10,000-exercise site (`--no-cache`, the output
#                       folder and spare there); scripts/bench/exercise-pairs.sh says this.
#
# WORK (default /tmp/spotter-bench) holds the sites, as for run.sh.
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/../.."
[ $# -ge 2 ] || { echo "usage: [CASE=edit|warm] $0 BEFORE AFTER [PAIRS]" >&2; exit 2; }
before=$(realpath "$1") after=$(realpath "$2")
work=${WORK:-/tmp/spotter-bench}
command -v /usr/bin/time >/dev/null || { echo "needs /usr/bin/time (apt-get install time)"; exit 2; }
case ${CASE:-edit} in
  edit)
    pairs=${3:-9} dir="$work/history-100x2"
    [ -d "$dir" ] || python3 scripts/bench/generate.py history 100 2 "$dir"
    source=$dir options=()
    # The generator's days end at its run's date, so the edited file is found by its
    # duration: the first from the 1000th in path order with 60 or 61 minutes.
    file=$(find "$dir/content/workouts" -name '*.yaml' | sort | tail -n +1000 | xargs grep -l '^duration: 6[01]$' | sed -n 1p)
    grep -q '^duration: 6[01]$' "$file" || { echo "$file has no duration of 60 or 61 minutes" >&2; exit 1; }
    original=$(grep '^duration: ' "$file")
    trap 'sed -i "s/^duration: .*$/$original/" "$file"' EXIT
    toggle() {
      if grep -q '^duration: 60$' "$file"; then sed -i 's/^duration: 60$/duration: 61/' "$file"
      else sed -i 's/^duration: 61$/duration: 60/' "$file"; fi
    }
    ;;
  warm)
    pairs=${3:-11} dir="$work/exercises-10000"
    [ -d "$dir" ] || python3 scripts/bench/generate.py exercises 10000 "$dir"
    source=$dir/spotter options=(--no-cache)
    toggle() { :; }
    ;;
  *) echo "CASE is edit or warm" >&2; exit 2 ;;
esac

build() { # binary name → "wall cpu MiB"
  /usr/bin/time -f '%e %U %S %M' -o "$work/pair.time" "$1" build --quiet "${options[@]}" --source "$source" \
    --output "$dir/out-pair-$2" >/dev/null 2>&1 || { echo "the build with $1 failed" >&2; exit 1; }
  awk '{ printf "%s %.2f %.0f\n", $1, $2 + $3, $4 / 1024 }' "$work/pair.time"
}

# Two builds each. Editing: a full one (the binary is part of the cache's key), then, after
# an edit, the first rebuild, so that the pairs time later rebuilds (a Spotter before issue
# #51's in-place writing copied every kept file into the spare on the first). Warm: the
# output folder and spare there.
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
