#!/usr/bin/env bash
# Writes docs/spotter.1, the man page, from the command definitions with
# swift-argument-parser's generate-manual plugin (it runs `spotter
# --experimental-dump-help` and turns the commands, options, help and discussion into
# mdoc). With --check it writes to a temporary folder instead and fails when
# docs/spotter.1 differs: .ci/run runs that, so the page in the repository is current.
#
#   scripts/generate-manual.sh [--check]
#
# The date on the page is pinned (MANUAL_DATE) so that the same definitions give the
# same bytes; change it when the page changes in a release.
set -euo pipefail
cd "$(dirname "$0")/.."
MANUAL_DATE=2026-11-25
check=false
if [ "${1:-}" = "--check" ]; then check=true; fi

# Debug: the command definitions are the same in every configuration, and CI has
# built debug already.
swift package plugin generate-manual --configuration debug --date "$MANUAL_DATE" >&2
plugin_output=.build/plugins/GenerateManual/outputs/spotter/spotter.1
[ -f "$plugin_output" ] || { echo "generate-manual.sh: the plugin wrote no $plugin_output" >&2; exit 1; }
# The plugin copies each command's discussion as it is written, blank lines between
# paragraphs included; an empty line is not mdoc (`man` warns "mdoc warning: Empty input
# line"), so each becomes the paragraph macro, .Pp.
generated=$(mktemp "${TMPDIR:-/tmp}/spotter.1.XXXXXX")
trap 'rm -f "$generated"' EXIT
sed 's/^$/.Pp/' "$plugin_output" > "$generated"
if $check; then
    if ! diff -u docs/spotter.1 "$generated"; then
        echo "generate-manual.sh: docs/spotter.1 is not current; run scripts/generate-manual.sh and commit it" >&2
        exit 1
    fi
    echo "docs/spotter.1 is current"
else
    cat "$generated" > docs/spotter.1
    echo "wrote docs/spotter.1"
fi
