#!/usr/bin/env bash
# Makes the release archive: OUT_DIR/spotter-<version>-linux-<arch>.tar.gz, holding one
# `spotter` binary that runs on a Linux machine with no Swift toolchain, plus LICENSE
# and a README. See docs/ci.md.
#
#   scripts/package.sh [--in-place] OUT_DIR
#
# It builds the committed tree (HEAD, via `git archive`) in a temporary folder, so the
# archive is exactly the commit it names and the working tree is never touched.
# With --in-place it builds the checkout itself in its own .build folder instead (what
# a CI job that caches .build wants; BuildCommit.swift is rewritten for the build and
# restored after). Either way:
# - the Swift standard library and Foundation are linked statically (--static-swift-stdlib);
# - cmark-gfm is linked statically from Debian's libcmark-gfm.a (a folder holding only
#   the static libraries is searched before the system's, so the linker finds no .so);
# - `spotter --version` prints the version and the commit (BuildCommit.swift is
#   rewritten in the temporary copy).
# - the preview server is left out (--disable-default-traits drops the PreviewServer
#   trait): FlyingFox links Foundation's networking, which would need libcurl.
# Then scripts/check-package.sh checks the archive: only the C library's shared
# objects are needed, and the binary builds the sample site with the toolchain hidden.
set -euo pipefail
in_place=false
if [ "${1:-}" = "--in-place" ]; then in_place=true; shift; fi
[ $# -eq 1 ] || { echo "usage: scripts/package.sh [--in-place] OUT_DIR" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$1"
out=$(cd "$1" && pwd)

version=$(sed -n 's/^ *public static let current = "\(.*\)"$/\1/p' "$root/Sources/SpotterCLI/SpotterCommand.swift")
[ -n "$version" ] || { echo "package.sh: no version found in SpotterCommand.swift" >&2; exit 1; }
commit=$(git -C "$root" rev-parse HEAD)
arch=$(uname -m)
name="spotter-$version-linux-$arch"
if [ -n "$(git -C "$root" status --porcelain --untracked-files=no)" ]; then
    echo "package.sh: the working tree has uncommitted changes; the archive holds HEAD ($commit) without them" >&2
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/spotter-package.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/static-libs" "$work/$name"
if $in_place; then
    src=$root
    trap 'git -C "$root" checkout -- Sources/SpotterCLI/BuildCommit.swift; rm -rf "$work"' EXIT
else
    src=$work/src
    mkdir -p "$src"
    git -C "$root" archive HEAD | tar -x -C "$src"
fi
cat > "$src/Sources/SpotterCLI/BuildCommit.swift" <<EOF
/// Written by scripts/package.sh for the release archive.
enum BuildCommit {
    static let hash: String? = "$commit"
}
EOF

# Static libraries only, in a folder of their own: cmark-gfm (Debian's .a files) and
# the C++ library the Swift runtime uses. A copy of cmark-gfm's pkg-config file points
# its -L at that folder, so SwiftPM's -lcmark-gfm (which comes first on the link line)
# finds the .a, not the .so; the archives are named again after the objects so that
# the linker takes from them what the objects use. -static-libgcc does the same for
# the C compiler's runtime.
multiarch=$(gcc -print-multiarch 2>/dev/null || echo "$arch-linux-gnu")
static_archives=()
for library in libcmark-gfm libcmark-gfm-extensions; do
    static="/usr/lib/$multiarch/$library.a"
    [ -f "$static" ] || { echo "package.sh: $static is missing (apt-get install libcmark-gfm-dev libcmark-gfm-extensions-dev)" >&2; exit 1; }
    ln -s "$static" "$work/static-libs/"
    static_archives+=(-Xlinker "$work/static-libs/$library.a")
done
cxx_static=$(gcc -print-file-name=libstdc++.a 2>/dev/null || clang -print-file-name=libstdc++.a)
[ -f "$cxx_static" ] || { echo "package.sh: no static C++ library (libstdc++.a; apt-get install libstdc++-12-dev)" >&2; exit 1; }
ln -s "$cxx_static" "$work/static-libs/"
mkdir -p "$work/pkgconfig"
sed "s|^Libs:.*|Libs: -L$work/static-libs -lcmark-gfm -lcmark-gfm-extensions|" \
    "$(pkg-config --variable=pcfiledir libcmark-gfm)/libcmark-gfm.pc" > "$work/pkgconfig/libcmark-gfm.pc"

release=(--package-path "$src" -c release --product spotter --disable-default-traits --static-swift-stdlib)
echo "Building $name from $commit" >&2
PKG_CONFIG_PATH="$work/pkgconfig" swift build "${release[@]}" \
    -Xlinker -L"$work/static-libs" "${static_archives[@]}" -Xswiftc -Xclang-linker -Xswiftc -static-libgcc >&2
binary=$(swift build "${release[@]}" --show-bin-path)/spotter
install -m 755 "$binary" "$work/$name/spotter"
strip "$work/$name/spotter"
cp "$root/LICENSE" "$work/$name/LICENSE"
cat > "$work/$name/README.md" <<EOF
# Spotter $version

A static-site and report generator for training data, built from commit $commit
for Linux on $arch. The \`spotter\` binary needs only the C library: no Swift toolchain,
no cmark-gfm package.

    ./spotter build --source my-training      # the site, into my-training/public
    ./spotter check --source my-training      # every problem, file:line:column
    ./spotter report --source my-training     # the Markdown report, for a CI job summary
    ./spotter --help

Documentation: docs/ in the source repository (docs/ci.md shows how to publish from CI).
EOF
tar -C "$work" --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$(git -C "$root" log -1 --format=%ct)" \
    -czf "$out/$name.tar.gz" "$name"
echo "$out/$name.tar.gz"
