#!/usr/bin/env bash
# Step 1 of action.yml: gets Spotter's release archive for this runner, or says that it
# must be built from the action's own source (ACTION_PATH), and the cache key of that
# build. Outputs (GITHUB_OUTPUT): from=archive|source, cache-key. With an archive, its
# folder is added to GITHUB_PATH.
#
# Environment: SPOTTER_VERSION (the `version` input), ACTION_PATH, ACTION_REPOSITORY
# (empty for `uses: ./`), RUNNER_OS, RUNNER_ARCH, RUNNER_TEMP, GITHUB_OUTPUT, GITHUB_PATH.
set -euo pipefail
own=$(sed -n 's/^ *public static let current = "\(.*\)"$/\1/p' "$ACTION_PATH/Sources/SpotterCLI/SpotterCommand.swift")
version=${SPOTTER_VERSION:-$own}
case "$RUNNER_ARCH" in
    X64) arch=x86_64 ;;
    ARM64) arch=aarch64 ;;
    *) arch= ;;
esac

from=source
if [ "$RUNNER_OS" = Linux ] && [ -n "$arch" ] && [ -n "${ACTION_REPOSITORY:-}" ]; then
    url="https://github.com/$ACTION_REPOSITORY/releases/download/v$version/spotter-$version-linux-$arch.tar.gz"
    mkdir -p "$RUNNER_TEMP/spotter"
    if curl --fail --silent --show-error --location "$url" -o "$RUNNER_TEMP/spotter.tar.gz" 2>/dev/null; then
        tar -xzf "$RUNNER_TEMP/spotter.tar.gz" -C "$RUNNER_TEMP/spotter" --strip-components=1
        echo "$RUNNER_TEMP/spotter" >> "$GITHUB_PATH"
        from=archive
        echo "Spotter $version: release archive $url"
    else
        echo "No release archive at $url"
    fi
fi
if [ "$from" = source ]; then
    if [ "$version" != "$own" ]; then
        echo "::error title=Spotter $version not found::There is no release archive of Spotter $version for this runner ($RUNNER_OS $RUNNER_ARCH), and this action's source is Spotter $own. Set version to $own or leave it empty to build this action's source, or use the action at the ref of $version."
        exit 1
    fi
    echo "Spotter $own: building this action's source ($ACTION_PATH)"
fi

# The compilation depends on the package, its sources and Swift: a hash of the files.
sources=$(cd "$ACTION_PATH" && find Package.swift Sources -type f -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16)
{
    echo "from=$from"
    echo "cache-key=spotter-build-$RUNNER_OS-$RUNNER_ARCH-$sources"
} >> "$GITHUB_OUTPUT"
