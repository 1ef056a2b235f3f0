#!/usr/bin/env bash
# Checks a release archive made by scripts/package.sh (docs/ci.md):
# 1. it holds spotter, LICENSE, README.md, spotter.1, install.sh and the completions in
#    one folder named like the archive, and install.sh puts them where man and the
#    shells look, under a temporary prefix;
# 2. the binary needs no shared object but the C library's (readelf -d);
# 3. `spotter --version` names a commit, and `spotter serve` says it is not in this build;
# 4. the binary builds the sample site with the Swift toolchain hidden: in a mount
#    namespace with an empty folder mounted over the toolchain's, or, where namespaces
#    are not allowed, with LD_DEBUG showing that nothing is loaded from the toolchain.
#
#   scripts/check-package.sh ARCHIVE
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: scripts/check-package.sh ARCHIVE" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
archive=$(realpath "$1")
fail() { echo "check-package: $*" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/spotter-check-package.XXXXXX")
trap 'rm -rf "$work"' EXIT
tar -xzf "$archive" -C "$work"
name=$(basename "$archive" .tar.gz)
dir="$work/$name"
for file in spotter LICENSE README.md spotter.1 install.sh completions/spotter.bash completions/_spotter \
    completions/spotter.fish; do
    [ -f "$dir/$file" ] || fail "$name/$file is missing from the archive"
done
binary="$dir/spotter"
cmp -s "$dir/spotter.1" "$root/docs/spotter.1" || fail "$name/spotter.1 is not docs/spotter.1"
bash -n "$dir/completions/spotter.bash" || fail "the bash completion script does not parse"
for script in spotter.bash _spotter spotter.fish; do
    grep -q -- "---completion export -- --athlete" "$dir/completions/$script" \
        || fail "completions/$script does not complete --athlete from the site"
done
"$dir/install.sh" "$work/prefix" >/dev/null
for file in bin/spotter share/man/man1/spotter.1 share/bash-completion/completions/spotter \
    share/zsh/site-functions/_spotter share/fish/vendor_completions.d/spotter.fish; do
    [ -f "$work/prefix/$file" ] || fail "install.sh did not install $file"
done
# What a Tab after `spotter export --athlete` runs: the sample's athletes, but Dana, who is private.
athletes=$("$work/prefix/bin/spotter" ---completion export -- --athlete 5 0 spotter export --source "$root" --athlete '' | tr '\n' ' ')
[ "$athletes" = "ana ben carla eli fay " ] || fail "--athlete completed as '$athletes'"
echo "install.sh: binary, man page and completions installed; --athlete completes: $athletes"

needed=$(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
c_library='^(libc\.so\.6|libm\.so\.6|libpthread\.so\.0|libdl\.so\.2|librt\.so\.1|libutil\.so\.1|ld-linux-x86-64\.so\.2|ld-linux-aarch64\.so\.1)$'
others=$(grep -Ev "$c_library" <<<"$needed" || true)
[ -z "$others" ] || fail "the binary needs shared objects beyond the C library's: $(tr '\n' ' ' <<<"$others")"
echo "shared objects needed: $(tr '\n' ' ' <<<"$needed")"

version=$("$binary" --version)
grep -Eq '^[0-9]+\.[0-9]+\.[0-9]+ \(commit [0-9a-f]{40}\)$' <<<"$version" || fail "--version printed '$version', not a version and a commit"
echo "spotter --version: $version"

# The archive leaves the preview server out (docs/ci.md): `serve` says so and exits 1.
if serve_output=$("$binary" serve --source "$root" --port 0 2>&1); then
    fail "spotter serve succeeded in a binary built without the preview server"
fi
grep -q "built without the preview server" <<<"$serve_output" || fail "spotter serve printed '$serve_output'"
echo "spotter serve: refuses, as documented"

toolchain=$(dirname "$(dirname "$(realpath "$(command -v swiftc || command -v swift)")")")
build=("$binary" build --quiet --source "$root" --output "$work/public")
if [ -d "$toolchain" ] && unshare --mount --map-root-user true 2>/dev/null; then
    # An empty tmpfs over the toolchain's usr folder: its libraries are gone for this process only.
    unshare --mount --map-root-user sh -c 'mount -t tmpfs tmpfs "$1" && shift && exec "$@"' _ "$toolchain" "${build[@]}" \
        || fail "the sample site did not build with $toolchain hidden"
    echo "built the sample site with $toolchain hidden"
else
    echo "mount namespaces are not available: checking which libraries are loaded instead"
    LD_DEBUG=libs "${build[@]}" 2>"$work/ld-debug.txt" || fail "the sample site did not build"
    if [ -n "$toolchain" ] && grep -q "calling init: $toolchain" "$work/ld-debug.txt"; then
        fail "a library was loaded from $toolchain"
    fi
fi
[ -f "$work/public/index.html" ] && [ -f "$work/public/stats.json" ] || fail "the build wrote no index.html or stats.json"
echo "ok: $name"
