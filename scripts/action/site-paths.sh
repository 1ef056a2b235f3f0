#!/usr/bin/env bash
# Step 4 of action.yml: where the site goes (OUTPUT, default RUNNER_TEMP/spotter-site),
# Spotter's build cache beside it (.NAME.spotter-cache, docs/performance.md#the-build-cache)
# and the spare folder the next build writes into (.NAME.spotter-spare,
# docs/performance.md#partial-rebuilds), as absolute paths: the outputs `output`, `cache`
# and `spare`, which the cache step keeps between runs.
#
# Environment: OUTPUT, RUNNER_TEMP, GITHUB_OUTPUT.
set -euo pipefail
output=${OUTPUT:-$RUNNER_TEMP/spotter-site}
case "$output" in
    /*) ;;
    *) output=$PWD/$output ;;
esac
output=${output%/}
{
    echo "output=$output"
    echo "cache=$(dirname "$output")/.$(basename "$output").spotter-cache"
    echo "spare=$(dirname "$output")/.$(basename "$output").spotter-spare"
} >> "$GITHUB_OUTPUT"
