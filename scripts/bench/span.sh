#!/usr/bin/env bash
# What a log's calendar span costs, apart from its data: builds two sites of two
# workouts each, one two weeks apart and one 36 years apart (1990 and 2026), and prints
# for each the bytes of stats.json, the files written and the peak memory. Load-
# independent figures (no wall time). docs/performance.md, "The calendar span".
#
# Usage: scripts/bench/span.sh [SPOTTER]   (default .build/debug/spotter)
set -euo pipefail
spotter=$(realpath "${1:-.build/debug/spotter}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export SOURCE_DATE_EPOCH=1773144000   # 2026-03-10
for name in weeks years; do
    site=$work/$name
    mkdir -p "$site/content/athletes" "$site/content/exercises" "$site/content/workouts"
    printf 'title: Span\nunits: kg\ntimezone: UTC\n' > "$site/site.yaml"
    printf 'name: Ana\n' > "$site/content/athletes/ana.yaml"
    printf 'name: Back Squat\n' > "$site/content/exercises/back-squat.yaml"
    first=$([ "$name" = weeks ] && echo 2026-02-16 || echo 1990-03-05)
    for date in "$first" 2026-03-02; do
        printf 'date: %s\nathlete: ana\nduration: 60m\nrpe: 7\nentries:\n  - exercise: back-squat\n    sets: [100 x 5]\n' \
            "$date" > "$site/content/workouts/$date.yaml"
    done
    rss=$( { /usr/bin/time -f '%M' "$spotter" build --quiet --no-cache --source "$site" --output "$work/out-$name" 2>&1 >/dev/null; } | tail -1)
    printf "%-6s first workout %s: stats.json %9d bytes, site %9d bytes in %d files, peak memory %6d KiB\n" "$name" "$first" \
        "$(stat -c %s "$work/out-$name/stats.json")" "$(du -sb "$work/out-$name" | cut -f1)" "$(find "$work/out-$name" -type f | wc -l)" "$rss"
done
