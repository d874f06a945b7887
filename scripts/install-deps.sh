#!/usr/bin/env bash
# Installs the Debian packages Lamina builds, tests and runs with, when any is missing.
# Idempotent: prints what it installs, and nothing else when everything is present.
set -euo pipefail

packages=(
    pkg-config
    libcairo2-dev libpango1.0-dev libpixman-1-dev libsdl2-dev libxcb1-dev libxcb-shm0-dev
    libjpeg62-turbo-dev libpng-dev libgif-dev libwebp-dev libtiff-dev libheif-dev libpoppler-glib-dev
    fonts-dejavu-core fonts-dejavu-extra fonts-wqy-microhei
    xvfb xauth xdotool xclip
)

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-deps: apt-get not found; please install: ${missing[*]}" >&2
    exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
        echo "install-deps: not root and no sudo; please install: ${missing[*]}" >&2
        exit 1
    fi
fi
echo "install-deps: installing Debian packages: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "install-deps: done"
