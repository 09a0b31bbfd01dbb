#!/usr/bin/env bash
# The main job on the embedded default example: builds psy-mlir if needed, then runs
# test/Examples/builtins-invoke.mlir (an LFRic invoke of six builtins) through psy-opt --psy-to-llvm and
# psy-translate to an x86-64 object, links it with a C driver, runs it on 100000-dof fields
# and prints the result checked against a C reference computation.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bash "$root/utils/install-deps.sh"
build="${PSY_BUILD_DIR:-$root/build}"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" -j "$(nproc)" >/dev/null

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$build/bin/psy-opt" "$root/test/Examples/builtins-invoke.mlir" --psy-to-llvm -o "$work/invoke.mlir"
"$build/bin/psy-translate" --target=x86_64 "$work/invoke.mlir" -o "$work/invoke.o"
cc -std=c17 -O2 "$root/test/Examples/Inputs/builtins-driver.c" "$work/invoke.o" -lm -o "$work/example"
"$work/example"
