#!/usr/bin/env bash
# Step 5 of action.yml: builds the site into OUTPUT (default RUNNER_TEMP/spotter-site)
# and outputs its absolute path as `site`, and the report's flag as `private-flag`.
#
# Environment: SOURCE, OUTPUT, INCLUDE_PRIVATE (true|false), RUNNER_TEMP, GITHUB_OUTPUT.
set -euo pipefail
case "$INCLUDE_PRIVATE" in
    true) flag=--include-private ;;
    false) flag= ;;
    *) echo "::error title=Spotter::include-private is '$INCLUDE_PRIVATE'; expected true or false"; exit 1 ;;
esac
output=${OUTPUT:-$RUNNER_TEMP/spotter-site}
spotter build --source "$SOURCE" --output "$output" $flag
site=$(cd "$output" && pwd)
{
    echo "site=$site"
    echo "private-flag=$flag"
} >> "$GITHUB_OUTPUT"
