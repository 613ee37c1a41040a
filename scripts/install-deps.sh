#!/usr/bin/env bash
# Installs the Debian 12 packages Strata needs. Idempotent; prints nothing when
# everything is already present. Run as root (or with sudo available).
set -euo pipefail

PACKAGES=(
  build-essential cmake ninja-build lld g++
  libgtest-dev libgmock-dev googletest libbenchmark-dev
  nlohmann-json3-dev libcli11-dev libfmt-dev libopenblas-dev
  llvm-19-dev llvm-19-tools libmlir-19-dev mlir-19-tools
  zlib1g-dev libzstd-dev libedit-dev libxml2-dev libcurl4-openssl-dev libffi-dev
  python3 clang-14 libclang-rt-14-dev pkgconf
  pybind11-dev python3-dev python3-numpy python3-pytest python3-hypothesis python3-matplotlib
  chromium jq
)

missing=()
for pkg in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done

[ ${#missing[@]} -eq 0 ] && exit 0

echo "install-deps: installing ${missing[*]}" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >/dev/null
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "install-deps: done" >&2
