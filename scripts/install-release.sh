#!/usr/bin/env bash
# Installs the release archive's spotter, its man page and its shell completions under
# PREFIX (default /usr/local), where man, bash-completion, zsh and fish look for them.
# scripts/package.sh puts this script in the archive as install.sh; run it from there:
#
#   ./install.sh [PREFIX]        # sudo ./install.sh for /usr/local
#
# PREFIX/bin/spotter
# PREFIX/share/man/man1/spotter.1
# PREFIX/share/bash-completion/completions/spotter
# PREFIX/share/zsh/site-functions/_spotter
# PREFIX/share/fish/vendor_completions.d/spotter.fish
set -euo pipefail
prefix=${1:-/usr/local}
here=$(cd "$(dirname "$0")" && pwd)
install -D -m 755 "$here/spotter" "$prefix/bin/spotter"
install -D -m 644 "$here/spotter.1" "$prefix/share/man/man1/spotter.1"
install -D -m 644 "$here/completions/spotter.bash" "$prefix/share/bash-completion/completions/spotter"
install -D -m 644 "$here/completions/_spotter" "$prefix/share/zsh/site-functions/_spotter"
install -D -m 644 "$here/completions/spotter.fish" "$prefix/share/fish/vendor_completions.d/spotter.fish"
echo "installed spotter $("$prefix/bin/spotter" --version) under $prefix"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "note: $prefix/bin is not on your PATH" ;; esac
