#!/usr/bin/env bash
# Validates the files other tools read (docs/ci.md), with PyPI's check-jsonschema:
# - docs/ci/publish.yml and docs/ci/publish-with-action.yml against GitHub's workflow
#   schema, and action.yml against GitHub's action schema;
# - docs/stats.schema.json against the JSON Schema 2020-12 meta-schema;
# - the stats.json of the sample site, of the end-to-end fixture and of a generated
#   three-athlete site, and every athletes/<id>/stats.json, against docs/stats.schema.json.
# Needs PyPI's check-jsonschema (python3 -m pip install check-jsonschema) and builds spotter.
#
#   scripts/check-ci-files.sh
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m check_jsonschema --version >/dev/null 2>&1 || { echo "check-ci-files: needs check-jsonschema (python3 -m pip install check-jsonschema)" >&2; exit 1; }
check-jsonschema() { python3 -m check_jsonschema "$@"; }

check-jsonschema --builtin-schema vendor.github-workflows docs/ci/publish.yml docs/ci/publish-with-action.yml
check-jsonschema --builtin-schema vendor.github-actions action.yml
check-jsonschema --check-metaschema docs/stats.schema.json

swift build --product spotter >&2
spotter=$(swift build --show-bin-path)/spotter
work=$(mktemp -d "${TMPDIR:-/tmp}/spotter-ci-files.XXXXXX")
trap 'rm -rf "$work"' EXIT
python3 scripts/bench/generate.py history 3 1 "$work/athletes" >/dev/null
stats=()
for site in . Tests/BuildTests/Fixtures/basic "$work/athletes"; do
    out="$work/out-$(( ${#stats[@]} + 1 ))"
    "$spotter" build --quiet --source "$site" --output "$out"
    stats+=("$out/stats.json")
    # With several athletes each one's statistics are in athletes/<id>/stats.json (docs/stats-json.md#several-athletes-the-file-is-split).
    for file in "$out"/athletes/*/stats.json; do [ -f "$file" ] && stats+=("$file"); done
done
check-jsonschema --schemafile docs/stats.schema.json "${stats[@]}"
