#!/usr/bin/env bash
# Installs the system libraries Spotter links against (Debian/Ubuntu), only when missing.
set -euo pipefail
if pkg-config --exists libcmark-gfm 2>/dev/null && [ -f /usr/include/cmark-gfm-core-extensions.h ]; then
  exit 0
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
$sudo apt-get update -qq
$sudo apt-get install -y -qq libcmark-gfm-dev libcmark-gfm-extensions-dev pkg-config
