#!/usr/bin/env bash
# Step 6 of action.yml: builds the site into OUTPUT (default RUNNER_TEMP/spotter-site)
# and outputs its absolute path as `site`, and the report's flag as `private-flag`. With
# CACHE=false the build neither reads nor writes Spotter's build cache (--no-cache); else
# the cache is CACHE_DIR when set (site-paths.sh's `cache`, the folder actions/cache keeps),
# so the folder kept is the one Spotter uses, not a second guess at its default.
#
# Environment: SOURCE, OUTPUT, INCLUDE_PRIVATE (true|false), CACHE (true|false), CACHE_DIR,
# RUNNER_TEMP, GITHUB_OUTPUT.
set -euo pipefail
case "$INCLUDE_PRIVATE" in
    true) flag=--include-private ;;
    false) flag= ;;
    *) echo "::error title=Spotter::include-private is '$INCLUDE_PRIVATE'; expected true or false"; exit 1 ;;
esac
case "${CACHE:-true}" in
    true) cache=${CACHE_DIR:+--cache-dir=$CACHE_DIR} ;;
    false) cache=--no-cache ;;
    *) echo "::error title=Spotter::cache is '$CACHE'; expected true or false"; exit 1 ;;
esac
output=${OUTPUT:-$RUNNER_TEMP/spotter-site}
spotter build --source "$SOURCE" --output "$output" $flag ${cache:+"$cache"}
site=$(cd "$output" && pwd)
{
    echo "site=$site"
    echo "private-flag=$flag"
} >> "$GITHUB_OUTPUT"
