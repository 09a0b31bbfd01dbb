#!/usr/bin/env bash
# Installs every Debian package psy-mlir needs to build and test. Idempotent: when all
# packages are present it only runs dpkg-query and exits (no apt-get update).
set -euo pipefail

PKGS=(
  cmake ninja-build python3
  llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools
  clang-22 libclang-22-dev lld-22 flang-22 libflang-22-dev libomp-22-dev libclc-22 libclc-22-dev
  spirv-tools openmpi-bin libopenmpi-dev pocl-opencl-icd ocl-icd-opencl-dev
  libclang-rt-22-dev
)

missing=()
for p in "${PKGS[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "install-deps: installing ${missing[*]}" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
