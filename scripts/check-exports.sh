#!/usr/bin/env bash
# Imports every export in a folder, each into a fresh site of its own, and prints one line
# per file (docs/imports.md#checking-a-folder-of-exports):
#
#   FILE: FORMAT (LAYOUT) | rows: R read, I imported, S skipped (N reason; …) [| rounded: D distances, W weights] | workouts W, working sets N, volume V kg | exit E
#
# FILE.unit beside an export, holding kg or lb, is passed as `--unit` (the unit of an export
# that does not say its own; scripts/generate-exports.sh writes one per export).
# FORMAT is what `spotter import FILE` recognised; the rows and their skips are the import's
# own summary, as are the numbers rounded to the precision the apps show; workouts, working sets and volume are the statistics of the site it wrote
# (`spotter report --format json`, docs/statistics.md). A file no format fits says so.
# Nothing is written outside a temporary folder, which is removed at the end.
#
#   scripts/check-exports.sh DIR            (SPOTTER=path/to/spotter to choose the binary)
set -euo pipefail
[ $# -eq 1 ] && [ -d "$1" ] || { echo "usage: scripts/check-exports.sh DIR" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
spotter=${SPOTTER:-}
if [ -z "$spotter" ]; then
    for candidate in "$root/.build/release/spotter" "$root/.build/debug/spotter" "$(command -v spotter || true)"; do
        if [ -n "$candidate" ] && [ -x "$candidate" ]; then spotter=$candidate; break; fi
    done
fi
[ -n "$spotter" ] || { echo "check-exports: no spotter binary (build it, or set SPOTTER)" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/spotter-check-exports.XXXXXX")
trap 'rm -rf "$work"' EXIT
status=0
index=0
while IFS= read -r -d '' file; do
    index=$((index + 1))
    site="$work/site-$index"
    mkdir -p "$site/content/athletes"
    printf 'title: Check\nunits: kg\n' > "$site/site.yaml"
    printf 'name: Athlete\n' > "$site/content/athletes/athlete.yaml"
    # FILE.unit beside an export (kg or lb, as scripts/generate-exports.sh writes) is the unit
    # its weights are in, passed as --unit: Strong's comma layout does not say its own.
    unit=()
    if [ -f "$file.unit" ]; then unit=(--unit "$(tr -d '[:space:]' < "$file.unit")"); fi
    set +e
    "$spotter" import "$file" --source "$site" ${unit[@]+"${unit[@]}"} > "$work/out" 2> "$work/err"
    code=$?
    set -e
    [ "$code" -eq 0 ] || status=1
    "$spotter" report --format json --source "$site" > "$work/stats.json" 2> /dev/null || true
    python3 - "$file" "$code" "$work/out" "$work/err" "$work/stats.json" <<'PY'
import json, re, sys
path, code, out, err, stats = sys.argv[1], sys.argv[2], *[open(p, encoding="utf-8").read() for p in sys.argv[3:6]]
lines = out.splitlines()
found = next((l for l in lines if l.startswith("Read as ")), None)
fmt = found[len("Read as "):].rstrip(".") if found else "not recognised"
summary = next((l for l in lines if re.search(r": \d+ (rows?|records?) read, ", l)), None)
rows = "rows: none read"
if summary:
    rows = "rows: " + summary.split(": ", 1)[1].rstrip(".").replace(" rows read", " read").replace(" row read", " read")
    skips, inside = [], False
    for line in lines:
        if line == "Skipped:":
            inside = True
        elif inside and line.startswith("  "):
            skips.append(line.strip())
        else:
            inside = False
    if skips:
        rows += " (" + "; ".join(skips) + ")"
# `Precision: 3 weights with more than 2 decimals …`: what the summary says was rounded.
rounded = [l[len("Precision: "):].split(" with ")[0] for l in lines if l.startswith("Precision: ")]
if rounded:
    rows += " | rounded: " + ", ".join(rounded)
figures = "no statistics"
try:
    totals = [a["totals"] for a in json.loads(stats).get("athletes", [])]
    figures = "workouts %d, working sets %d, volume %.2f kg" % (
        sum(t["workouts"] for t in totals), sum(t["working_sets"] for t in totals), sum(t["volume_kg"] for t in totals))
except (ValueError, KeyError, TypeError):
    pass
first_error = next((l for l in err.splitlines() if "error:" in l), None)
tail = f" | first error: {first_error.strip()}" if first_error and not summary else ""
print(f"{path}: {fmt} | {rows} | {figures} | exit {code}{tail}")
PY
done < <(find "$1" -maxdepth 1 -type f \( -iname '*.csv' -o -iname '*.json' \) -print0 | sort -z)
[ "$index" -gt 0 ] || echo "check-exports: no .csv or .json file in $1" >&2
exit "$status"
