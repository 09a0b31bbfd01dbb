#!/usr/bin/env bash
# Installs what is missing, configures, builds and runs the whole lit suite, then prints a
# closing line `N passed, N failed`. Exits non-zero on any failure.
#   utils/run-tests.sh                  # build/ (RelWithDebInfo)
#   PSY_SANITIZE=address,undefined utils/run-tests.sh   # build-sanitize/, ASan+UBSan
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bash "$root/utils/install-deps.sh"

build="${PSY_BUILD_DIR:-$root/build}"
cmake_args=(-G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo)
if [ -n "${PSY_SANITIZE:-}" ]; then
  build="${PSY_BUILD_DIR:-$root/build-sanitize}"
  cmake_args+=(-DPSY_SANITIZE="$PSY_SANITIZE" -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22)
fi
cmake -S "$root" -B "$build" "${cmake_args[@]}" >/dev/null
cmake --build "$build" -j "$(nproc)"

log="$build/lit-results.txt"
set +e
/usr/lib/llvm-22/bin/lit -sv "$build/test" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
# lit's summary counts by result; fold it into the one line the CI reads.
count() { awk -v key="$1:" '$0 ~ "^ *"key { print $(NF-1); exit }' "$log"; }
passed=$(count Passed); failed=$(count Failed)
unexpected=$(count "Unexpectedly Passed"); unresolved=$(count Unresolved)
passed=${passed:-0}; failed=$(( ${failed:-0} + ${unexpected:-0} + ${unresolved:-0} ))
echo "${passed} passed, ${failed} failed"
exit "$status"
