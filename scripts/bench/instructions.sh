#!/usr/bin/env bash
# The renderer's cost per page in instructions, counted by callgrind (docs/performance.md).
# Wall time on a shared 2-core machine swings by a factor of two between runs; instruction
# counts of the same binary on the same input repeat to a fraction of a percent, so a change
# to the renderer can be compared page for page with its parent commit:
#
#   scripts/bench/instructions.sh                 this tree
#   scripts/bench/instructions.sh COMMIT          COMMIT (checked out in a temporary worktree), then this tree
#
# Benchmarks/RenderInstructions builds a fixed site in code (200 exercises with described
# sections, 150 workouts; EXERCISES and WORKOUTS change that) and renders every page on one
# thread through SiteRenderer.renderPagesInOrder; only that call is counted. Needs valgrind.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v valgrind >/dev/null || { echo "needs valgrind (apt-get install valgrind)"; exit 2; }
exercises=${EXERCISES:-200}
workouts=${WORKOUTS:-150}

count() {  # count LABEL PACKAGE-DIRECTORY
    (cd "$2" && swift build -c release --product render-instructions >&2)
    local binary="$2/.build/release/render-instructions" out
    out=$(mktemp)
    # Only the rendering call is counted, not building the site in code or the exit.
    valgrind --tool=callgrind --callgrind-out-file="$out" --collect-atstart=no \
        --toggle-collect='*renderPagesInOrder*' "$binary" "$exercises" "$workouts" > "$out.stdout" 2> "$out.log" \
        || { cat "$out.log" >&2; exit 1; }
    local pages instructions
    pages=$(awk '{ print $1 }' "$out.stdout")
    instructions=$(awk '/^summary:/ { print $2 }' "$out")
    rm -f "$out" "$out.stdout" "$out.log"
    awk -v l="$1" -v p="$pages" -v i="$instructions" \
        'BEGIN { printf "%-28s %6d pages %15.0f instructions %10.0f per page\n", l, p, i, i / p }'
    echo "$instructions $pages" > "$tmp/$1"
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ $# -ge 1 ]; then
    base=$(git rev-parse --short "$1")
    worktree="$tmp/base"
    git worktree add --detach -q "$worktree" "$base"
    trap 'git worktree remove --force "$worktree"; rm -rf "$tmp"' EXIT
    count "$base" "$worktree"
fi
count "this tree" .
if [ $# -ge 1 ]; then
    read -r old _ < "$tmp/$base"
    read -r new _ < "$tmp/this tree"
    awk -v o="$old" -v n="$new" 'BEGIN { printf "  this tree / %s: %.4f\n", "'"$base"'", n / o }'
fi
