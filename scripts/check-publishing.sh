#!/usr/bin/env bash
# The publishing path of docs/ci.md, as a new user takes it, run on this machine: a site
# made by `spotter new site` (with the archive's binary), made a git repository with this
# checkout as its submodule spotter/, then its own .github/workflows/publish.yml run by
# scripts/run-action-locally.py as GitHub runs it on a push, to a Pages artifact. The
# archive (scripts/package.sh of this commit) stands in for the action's compilation of
# the submodule, which runs the same script. Then the same site without the submodule
# must stop at the step after the checkout, saying what to add.
#
#   scripts/check-publishing.sh ARCHIVE
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
archive=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d "${TMPDIR:-/tmp}/spotter-publishing.XXXXXX")
trap 'rm -rf "$work"' EXIT
fail() { echo "check-publishing.sh: $*" >&2; exit 1; }

mkdir "$work/spotter"
tar -xzf "$archive" -C "$work/spotter" --strip-components=1
spotter=$work/spotter/spotter
git=(git -c user.name=Spotter -c user.email=spotter@example.invalid -c protocol.file.allow=always)

new_site() {
    "$spotter" new site "$1" --source "$work" >/dev/null
    "$spotter" new exercise "Back Squat" --source "$work/$1" >/dev/null
    "${git[@]}" -C "$work/$1" init -q -b main
}

new_site training
"${git[@]}" -C "$work/training" submodule add -q "$root" spotter
"${git[@]}" -C "$work/training" add -A
"${git[@]}" -C "$work/training" commit -q -m "A new site, with Spotter as spotter/"
python3 "$root/scripts/run-action-locally.py" "$work/training" --work "$work/run" --archive "$archive"

new_site bare
"${git[@]}" -C "$work/bare" add -A
"${git[@]}" -C "$work/bare" commit -q -m "A new site, without Spotter"
if output=$(python3 "$root/scripts/run-action-locally.py" "$work/bare" --work "$work/run-bare" 2>&1); then
    fail "the workflow succeeded in a site without the submodule spotter/"
fi
grep -q '^::error title=Spotter is not in this repository::Add your copy of the Spotter repository as the submodule spotter/' \
    <<<"$output" || fail "without spotter/, the job printed: $output"
grep -q "^run-action-locally: step 'if \[ ! -f spotter/action.yml \]; then' failed" <<<"$output" \
    || fail "without spotter/, the job did not stop at the step after the checkout: $output"
echo "check-publishing.sh: a site made by spotter new site published to a Pages artifact; without spotter/ it stops, saying what to add"
