#!/usr/bin/env bash
# Step 6 of action.yml: builds the site into OUTPUT (default RUNNER_TEMP/spotter-site)
# and outputs its absolute path as `site`, and the report's flag as `private-flag`. With
# CACHE=false the build neither reads nor writes Spotter's build cache (--no-cache).
#
# Environment: SOURCE, OUTPUT, INCLUDE_PRIVATE (true|false), CACHE (true|false), RUNNER_TEMP, GITHUB_OUTPUT.
set -euo pipefail
case "$INCLUDE_PRIVATE" in
    true) flag=--include-private ;;
    false) flag= ;;
    *) echo "::error title=Spotter::include-private is '$INCLUDE_PRIVATE'; expected true or false"; exit 1 ;;
esac
case "${CACHE:-true}" in
    true) cache= ;;
    false) cache=--no-cache ;;
    *) echo "::error title=Spotter::cache is '$CACHE'; expected true or false"; exit 1 ;;
esac
output=${OUTPUT:-$RUNNER_TEMP/spotter-site}
spotter build --source "$SOURCE" --output "$output" $flag $cache
site=$(cd "$output" && pwd)
{
    echo "site=$site"
    echo "private-flag=$flag"
} >> "$GITHUB_OUTPUT"
