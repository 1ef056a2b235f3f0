#!/usr/bin/env bash
# Writes one generated export per app, layout and language (Tests/ImportingTests/ExportGenerator.swift,
# the shapes of the real exports in docs/import-layouts.md) into DIR, for scripts/check-exports.sh:
#
#   scripts/generate-exports.sh DIR && scripts/check-exports.sh DIR
#
# It runs ExportSamplesTests, so the tests must be built (swift build --build-tests).
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: scripts/generate-exports.sh DIR" >&2; exit 2; }
mkdir -p "$1"
dir=$(cd "$1" && pwd)
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
SPOTTER_EXPORT_SAMPLES="$dir" swift test --disable-xctest --skip-build --filter ExportSamplesTests > /dev/null
echo "$(ls "$dir"/*.csv | wc -l | tr -d " ") exports written to $1" >&2
