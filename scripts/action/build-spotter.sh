#!/usr/bin/env bash
# Step 3 of action.yml, when no release archive fits the runner: builds the static
# spotter from the action's source (ACTION_PATH) with scripts/package.sh --in-place,
# into ACTION_PATH/.build (restored by actions/cache), and adds it to GITHUB_PATH. With
# Swift 6.3 or newer and cmark-gfm's development files on the runner it builds there;
# otherwise in the official swift:6.3-noble container, as docs/ci/publish.yml does.
#
# Environment: ACTION_PATH, RUNNER_TEMP, GITHUB_PATH, GITHUB_WORKSPACE.
set -euo pipefail
cd "$ACTION_PATH"
swift_version=$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9]*\)\.\([0-9]*\).*/\1 \2/p' | head -1)
if [ -n "$swift_version" ] && [ "$(printf '%03d%03d' $swift_version)" -ge 006003 ] \
    && pkg-config --exists libcmark-gfm 2>/dev/null; then
    echo "Building with $(swift --version 2>/dev/null | head -1)"
    scripts/package.sh --in-place dist
else
    echo "Building in the swift:6.3-noble container (no Swift 6.3 with cmark-gfm on the runner)"
    # A submodule's git folder is in the site repository's .git (GITHUB_WORKSPACE), so the
    # workspace is mounted too, for package.sh to record the commit.
    docker run --rm -v "$ACTION_PATH:$ACTION_PATH" ${GITHUB_WORKSPACE:+-v "$GITHUB_WORKSPACE:$GITHUB_WORKSPACE"} \
        -w "$ACTION_PATH" swift:6.3-noble bash -c '
        set -e
        apt-get update -qq
        apt-get install -y -qq git pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev >/dev/null
        git config --global --add safe.directory "$PWD"
        scripts/package.sh --in-place dist'
fi
archive=$(ls -t dist/spotter-*.tar.gz | head -1)
rm -rf "$RUNNER_TEMP/spotter"
mkdir -p "$RUNNER_TEMP/spotter"
tar -xzf "$archive" -C "$RUNNER_TEMP/spotter" --strip-components=1
echo "$RUNNER_TEMP/spotter" >> "$GITHUB_PATH"
