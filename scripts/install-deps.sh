#!/usr/bin/env bash
# Installs the Debian packages the build and the tests need, only those that are missing.
# Usage: scripts/install-deps.sh [EXTRA_PACKAGE...]
# fonts-noto-cjk: the Chinese, Japanese and Korean interfaces need a font for their script.
set -euo pipefail

packages=(
    cmake ninja-build g++ clang pkg-config
    libfmt-dev nlohmann-json3-dev
    qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    libqcustomplot-dev libqcustomplot2.1-qt6 libgraphviz-dev libqt6sql6-sqlite
    libbenchmark-dev
    python3
    xvfb xauth
    fonts-noto-cjk
    "$@"
)

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

echo "Installing missing packages: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
    sudo="sudo"
fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
