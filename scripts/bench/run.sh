#!/usr/bin/env bash
# Speed benchmark (docs/performance.md): generates synthetic sites, times full builds of
# a release `spotter` with /usr/bin/time -v, and prints wall time, pages per second and
# peak memory. When `hugo` is installed it builds the same exercise pages as a Hugo site
# in the same run and prints the ratio.
#
#   scripts/bench/run.sh                 every scale (the 100-athlete site takes minutes)
#   scripts/bench/run.sh exercises       1,000 and 10,000 exercise pages, against Hugo, with the
#                                        output folder there and into a new one (cold)
#   scripts/bench/run.sh history         1 athlete × 1 and 10 years, 100 athletes × 2 years in
#                                        per-athlete folders (largest files; Hugo's plain-page rate on
#                                        10,000 pages beside, with the output there and cold)
#   scripts/bench/run.sh parts           10,000 exercises: loading, all but the templates, all
#   scripts/bench/run.sh serve           `spotter serve` on one athlete × 10 years: edit → page
#   scripts/bench/run.sh cache           100 athletes × 2 years: a full build, then through the build
#                                        cache with nothing changed and after one workout's edit, in pairs
#   scripts/bench/run.sh restore         the same site after one workout's edit, its content/, site.yaml,
#                                        output, cache and spare restored with new times as in CI (docs/ci.md)
#
# Every full build is timed with --no-cache: a second build with nothing changed would
# otherwise leave the output as it is (docs/performance.md#the-build-cache).
#
# RUNS (default 3) sets how many times each build runs; the median is reported.
# WORK (default /tmp/spotter-bench) holds the generated sites and outputs.
# SPOTTER names a binary to time instead of this checkout's release build (an older commit's).
set -euo pipefail
# Numbers printed, read and sorted the same way in every locale (`1.23`, not `1,23`).
export LC_ALL=C
cd "$(dirname "$0")/../.."
root=$PWD
runs=${RUNS:-3}
work=${WORK:-/tmp/spotter-bench}
which=${1:-all}
mkdir -p "$work"

command -v /usr/bin/time >/dev/null || { echo "needs /usr/bin/time (apt-get install time)"; exit 2; }
if [ -n "${SPOTTER:-}" ]; then spotter=$(realpath "$SPOTTER")
else swift build -c release --product spotter >&2; spotter="$root/.build/release/spotter"; fi

# Runs "$@" once to warm up (the output folder then exists, as it does when a site is
# rebuilt), then RUNS times; prints "median-seconds max-rss-MiB" (the memory of the median run).
measure() {
  "$@" >/dev/null 2>&1 || true
  local results=()
  for _ in $(seq "$runs"); do
    /usr/bin/time -v "$@" >/dev/null 2>"$work/time.txt" || { cat "$work/time.txt" >&2; exit 1; }
    local wall rss
    wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$work/time.txt")
    rss=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' "$work/time.txt")
    results+=("$wall $rss")
  done
  printf '%s\n' "${results[@]}" | sort -g | sed -n "$(( (runs + 1) / 2 ))p"
}

# One timed run, no warm-up.
measure_once() {
  /usr/bin/time -v "$@" >/dev/null 2>"$work/time.txt" || { cat "$work/time.txt" >&2; exit 1; }
  awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; w = s }
              /Maximum resident set size/ { m = $2 / 1024 } END { printf "%s %.0f\n", w, m }' "$work/time.txt"
}

pages() { find "$1" -name '*.html' | wc -l; }

row() { # name seconds rss pages
  awk -v n="$1" -v s="$2" -v m="$3" -v p="$4" 'BEGIN { printf "%-34s %8.2f s %8.0f MiB %8d pages %9.0f pages/s\n", n, s, m, p, p / s }'
}

exercises() {
  local count=$1 dir="$work/exercises-$1"
  [ -d "$dir" ] || python3 scripts/bench/generate.py exercises "$count" "$dir"
  read -r s m < <(measure "$spotter" build --quiet --no-cache --source "$dir/spotter" --output "$dir/out-spotter")
  row "spotter, $count exercises" "$s" "$m" "$(pages "$dir/out-spotter")"
  if command -v hugo >/dev/null; then
    read -r hs hm < <(measure hugo --quiet --source "$dir/hugo" --destination "$dir/out-hugo")
    row "hugo $(hugo version | awk '{print $2}' | cut -d+ -f1), $count exercises" "$hs" "$hm" "$(pages "$dir/out-hugo")"
    awk -v s="$s" -v hs="$hs" -v m="$m" -v hm="$hm" 'BEGIN { printf "%-34s %8.2f× hugo'"'"'s time %8.2f× memory\n", "  spotter", s / hs, m / hm }'
  else
    echo "  (hugo not installed: apt-get install hugo to compare)"
  fi
}

# Builds of each into a new, empty output folder, as on a fresh CI checkout: every file and
# folder is new. Earlier outputs are moved into $work/retired (a rename) rather than
# deleted, and that folder is removed when the script ends: on ext4 without a journal,
# creating inodes right after tens of thousands were deleted first checks each recently
# deleted one, and in one measurement (10,000 folders with a file each, mkdir and write)
# that took 3.2 s instead of 0.6-1.2 s, for both tools alike. RUNS pairs, medians.
retire() {
  mkdir -p "$work/retired"
  local target
  for target in "$@"; do
    if [ -e "$target" ]; then
      local into
      into=$(mktemp -d "$work/retired/XXXXXX") || exit 1
      mv "$target" "$into/"
    fi
  done
  return 0
}
trap 'rm -rf "$work/retired"' EXIT

cold() {
  local count=$1 dir="$work/exercises-$1" results=() hugo_results=()
  for _ in $(seq "$runs"); do
    retire "$dir/out-spotter" "$dir/.out-spotter.spotter-spare" "$dir/out-hugo"
    results+=("$(measure_once "$spotter" build --quiet --no-cache --source "$dir/spotter" --output "$dir/out-spotter")")
    if command -v hugo >/dev/null; then
      hugo_results+=("$(measure_once hugo --quiet --source "$dir/hugo" --destination "$dir/out-hugo")")
    fi
  done
  read -r s m < <(printf '%s\n' "${results[@]}" | sort -g | sed -n "$(( (runs + 1) / 2 ))p")
  row "spotter, $count exercises, cold" "$s" "$m" "$(pages "$dir/out-spotter")"
  if command -v hugo >/dev/null; then
    read -r hs hm < <(printf '%s\n' "${hugo_results[@]}" | sort -g | sed -n "$(( (runs + 1) / 2 ))p")
    row "hugo, $count exercises, cold" "$hs" "$hm" "$(pages "$dir/out-hugo")"
    awk -v s="$s" -v hs="$hs" -v m="$m" -v hm="$hm" 'BEGIN { printf "%-34s %8.2f× hugo'"'"'s time %8.2f× memory\n", "  spotter", s / hs, m / hm }'
  fi
}

# Where the 10,000-exercise build's time goes, by difference: loading alone (`spotter
# check`), the whole build with templates that print one character per page (everything
# but the template engine's work), and the whole build with the built-in theme.
parts() {
  local dir="$work/exercises-10000" stub="$work/exercises-10000-stub"
  [ -d "$dir" ] || python3 scripts/bench/generate.py exercises 10000 "$dir"
  if [ ! -d "$stub" ]; then
    mkdir -p "$stub/Templates/pages" "$stub/Templates/partials"
    cp -r "$dir/spotter/content" "$dir/spotter/site.yaml" "$stub/"
    for template in Templates/pages/*.mustache Templates/partials/*.mustache; do
        echo x > "$stub/${template}"
    done
  fi
  read -r c cm < <(measure "$spotter" check --source "$dir/spotter")
  row "spotter check (loading only)" "$c" "$cm" 0
  read -r n nm < <(measure "$spotter" build --quiet --no-cache --source "$stub" --output "$stub/out")
  row "spotter, one-character templates" "$n" "$nm" "$(pages "$stub/out")"
  read -r s m < <(measure "$spotter" build --quiet --no-cache --source "$dir/spotter" --output "$dir/out-spotter")
  row "spotter, built-in theme" "$s" "$m" "$(pages "$dir/out-spotter")"
  awk -v n="$n" -v s="$s" 'BEGIN { printf "%-34s %8.2f s (%.0f%% of the build)\n", "  template engine", s - n, 100 * (s - n) / s }'
}

history() {
  local athletes=$1 years=$2 dir="$work/history-$1x$2"
  [ -d "$dir" ] || python3 scripts/bench/generate.py history "$athletes" "$years" "$dir"
  local sets
  sets=$(grep -rhc '^      - ' "$dir/content/workouts" | awk '{ s += $1 } END { print s }')
  read -r s m < <(measure "$spotter" build --quiet --no-cache --source "$dir" --output "$dir/out")
  local count; count=$(pages "$dir/out")
  row "spotter, $athletes athlete(s) × $years y, $sets sets" "$s" "$m" "$count"
  echo "$sets $s $count" > "$dir/result"
}

# The largest page and JSON file of a build (docs/content-format.md#siteyaml: no page over 1 MiB, no JSON over 16 MiB).
largest() {
  local out="$work/history-$1x$2/out"
  for kind in html json; do
    find "$out" -name "*.$kind" -printf '%s %P\n' | sort -g | tail -1 |
      awk -v k="$kind" '{ printf "  largest .%-4s %25s %8.2f MiB  %s\n", k, "", $1 / 1048576, $2 }'
  done
}

# Hugo's rate on plain pages, the 10,000-exercise site's, in the same run, beside the
# 100-athlete site's (issue: at least Hugo's rate, under 1 GiB): with the output folder
# there, and into a new one (`cold`) for both.
hugo_beside() {
  command -v hugo >/dev/null || { echo "  (hugo not installed: apt-get install hugo to compare)"; return; }
  local dir="$work/exercises-10000" site="$work/history-$1x$2" hs hm s count cs cm
  [ -d "$dir" ] || python3 scripts/bench/generate.py exercises 10000 "$dir"
  read -r hs hm < <(measure hugo --quiet --source "$dir/hugo" --destination "$dir/out-hugo")
  local hugo_pages; hugo_pages=$(pages "$dir/out-hugo")
  row "hugo $(hugo version | awk '{print $2}' | cut -d+ -f1), plain pages (10,000 exercises)" "$hs" "$hm" "$hugo_pages"
  read -r _ s count < "$site/result"
  awk -v n="$1" -v p="$count" -v s="$s" -v hp="$hugo_pages" -v hs="$hs" \
    'BEGIN { printf "%-34s %8.2f× Hugo pages per second\n", "  spotter, " n " athletes", (p / s) / (hp / hs) }'
  retire "$dir/out-hugo" "$site/out-cold" "$site/.out-cold.spotter-spare"
  read -r hs hm < <(measure_once hugo --quiet --source "$dir/hugo" --destination "$dir/out-hugo")
  read -r cs cm < <(measure_once "$spotter" build --quiet --no-cache --source "$site" --output "$site/out-cold")
  row "hugo, plain pages, cold (one run)" "$hs" "$hm" "$hugo_pages"
  local cold_count; cold_count=$(pages "$site/out-cold")
  row "spotter, $1 athletes, cold (one run)" "$cs" "$cm" "$cold_count"
  awk -v n="$1" -v p="$cold_count" -v s="$cs" -v hp="$hugo_pages" -v hs="$hs" \
    'BEGIN { printf "%-34s %8.2f× Hugo pages per second\n", "  spotter, " n " athletes, cold", (p / s) / (hp / hs) }'
}

# Time per set at 10 years over time per set at 1 year: 1.0 is proportional growth.
growth() {
  read -r sets1 s1 _ < "$work/history-1x1/result"
  read -r sets10 s10 _ < "$work/history-1x10/result"
  awk -v a="$sets1" -v b="$s1" -v c="$sets10" -v d="$s10" \
    'BEGIN { printf "%-34s %8.1f× the sets, %.1f× the time (%.2f per set)\n", "  growth, 1 → 10 years", c / a, d / b, (d / c) / (b / a) }'
}

# The build cache on the 100-athlete site, RUNS pairs: a full build (--no-cache, into a folder
# of its own), then into a cached output a build with nothing changed and one after one workout's
# duration was edited. Prints each pair and the medians of the ratios to the full build.
cache() {
  local dir="$work/history-100x2" out="$work/history-100x2/out-cache" file
  [ -d "$dir" ] || python3 scripts/bench/generate.py history 100 2 "$dir"
  file=$(find "$dir/content/workouts" -name '*.yaml' | sort | sed -n 1000p)
  "$spotter" build --quiet --source "$dir" --output "$out" >/dev/null 2>&1 || true
  "$spotter" build --quiet --source "$dir" --output "$out" >/dev/null 2>&1 || true
  local ratios=()
  for i in $(seq "$runs"); do
    read -r full fm < <(measure_once "$spotter" build --quiet --no-cache --source "$dir" --output "$dir/out-full")
    read -r same sm < <(measure_once "$spotter" build --quiet --source "$dir" --output "$out")
    # One workout's duration edited: 60 ↔ 61 minutes, so every pair edits the same file.
    if grep -q '^duration: 60$' "$file"; then sed -i 's/^duration: 60$/duration: 61/' "$file"
    else sed -i 's/^duration: [0-9]*$/duration: 60/' "$file"; fi
    read -r edit em < <(measure_once "$spotter" build --quiet --source "$dir" --output "$out")
    awk -v f="$full" -v s="$same" -v e="$edit" -v fm="$fm" -v sm="$sm" -v em="$em" \
      'BEGIN { printf "  pair %d: full %.2f s (%d MiB), nothing changed %.2f s (%d MiB, %.3f), one edit %.2f s (%d MiB, %.3f)\n", '"$i"', f, fm, s, sm, s / f, e, em, e / f }'
    ratios+=("$(awk -v f="$full" -v s="$same" -v e="$edit" 'BEGIN { print s / f, e / f, f }')")
  done
  median() { printf '%s\n' "${ratios[@]}" | awk -v c="$1" '{ print $c }' | sort -g | sed -n "$(( (runs + 1) / 2 ))p"; }
  printf "%-34s full %.2f s; nothing changed %.3f×, one edit %.3f× (medians of %d pairs)\n" \
    "spotter, 100 athletes, cache" "$(median 3)" "$(median 1)" "$(median 2)" "$runs"
}

# A push in CI (docs/ci.md): the output, the build cache and the spare come back from
# actions/cache with new times and inodes, a fresh checkout gives every input new ones too,
# and one workout was edited. Each run builds a copy of the 100-athlete site twice (so that
# the spare holds a site), copies every folder away and back (`cp -r`: new times and inodes,
# as a restore and a checkout give), edits a workout's duration and times that build.
restore() {
  local dir="$work/history-100x2" into="$work/restore" results=() x file
  [ -d "$dir" ] || python3 scripts/bench/generate.py history 100 2 "$dir"
  for _ in $(seq "$runs"); do
    # Moved aside, not deleted: creating inodes right after a mass removal is slow (retire).
    retire "$into" "$into.saved"
    mkdir -p "$into" "$into.saved"
    cp -r "$dir/content" "$dir/site.yaml" "$into/"
    file=$(find "$into/content/workouts" -name '*.yaml' | sort | sed -n 1000p)
    # Two builds, two edits: the spare holds the site of the first, as in CI, where it holds
    # the site from two pushes back.
    "$spotter" build --quiet --source "$into" --output "$into/public" >/dev/null 2>&1
    sed -i 's/^duration: \([0-9]*\)$/duration: 1\1/' "$file"
    "$spotter" build --quiet --source "$into" --output "$into/public" >/dev/null 2>&1
    for x in site.yaml content public .public.spotter-cache .public.spotter-spare; do
      # A partial rebuild writes in place and leaves no spare: only a full build's swap makes one.
      [ -e "$into/$x" ] || continue
      mv "$into/$x" "$into.saved/$x"
      cp -r "$into.saved/$x" "$into/$x"
    done
    retire "$into.saved"
    # A third state of the file, not the first again (whose pages the spare holds already).
    sed -i 's/^duration: 1\([0-9]*\)$/duration: 2\1/' "$file"
    sync
    results+=("$(measure_once "$spotter" build --source "$into" --output "$into/public")")
    # Its stage lines are in time.txt: it must have been the partial rebuild it is meant to time.
    grep -q '^Building what changed' "$work/time.txt" || { echo "the restored build was not a partial rebuild:" >&2; grep '^Building' "$work/time.txt" >&2; exit 1; }
  done
  retire "$into"
  read -r s m < <(printf '%s\n' "${results[@]}" | sort -g | sed -n "$(( (runs + 1) / 2 ))p")
  printf "%-34s %8.2f s %8.0f MiB (median of %d; each: %s)\n" "spotter, 100 athletes, CI restore" "$s" "$m" "$runs" \
    "$(printf '%s\n' "${results[@]}" | awk '{ printf "%s%.2f s", (NR > 1 ? ", " : ""), $1 }')"
}

case $which in
  exercises|all)
    exercises 1000
    exercises 10000
    cold 10000 ;;&
  history|all)
    history 1 1
    history 1 10
    growth
    history 100 2
    largest 100 2
    hugo_beside 100 2 ;;&
  parts|all)
    parts ;;&
  serve|all)
    python3 scripts/serve-latency.py --binary "$spotter" --runs 9 ;;&
  cache|all)
    cache ;;&
  restore|all)
    restore ;;
  exercises|history|parts|serve|cache) ;;
  *) echo "usage: $0 [all|exercises|history|parts|serve|cache|restore]"; exit 2 ;;
esac
