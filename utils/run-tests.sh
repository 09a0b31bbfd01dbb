#!/usr/bin/env bash
# Installs what is missing, configures, builds and runs the whole lit suite, then prints a
# closing line `N passed, N failed`. Exits non-zero on any failure.
#   utils/run-tests.sh                  # build/ (RelWithDebInfo)
#   PSY_SANITIZE=address,undefined utils/run-tests.sh   # build-sanitize/, ASan+UBSan
# Both then build the libFuzzer targets in build-fuzz/ and run test/Fuzz there
# (PSY_FUZZ_TESTS=0: not).
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

# Runs lit on $1, its output in $2; returns lit's status.
run_lit() {
  set +e
  /usr/lib/llvm-22/bin/lit -sv "$1" 2>&1 | tee "$2"
  local status=${PIPESTATUS[0]}
  set -e
  return "$status"
}
log="$build/lit-results.txt"
status=0
run_lit "$build/test" "$log" || status=$?

# The libFuzzer targets (tools/fuzz) need a build of their own, instrumented for coverage and
# built with clang-22 (-DPSY_FUZZ=ON, cmake/PsyFuzz.cmake): only they are built there, and
# only test/Fuzz runs there, a bounded run of each (docs/developer.md, "Fuzzing").
# PSY_FUZZ_TESTS=0 skips it.
logs=("$log")
if [ "${PSY_FUZZ_TESTS:-1}" != 0 ]; then
  fuzz_build="${PSY_FUZZ_BUILD_DIR:-$root/build-fuzz}"
  cmake -S "$root" -B "$fuzz_build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 -DPSY_FUZZ=ON >/dev/null
  cmake --build "$fuzz_build" -j "$(nproc)" --target psy-fuzzers
  logs+=("$fuzz_build/lit-results.txt")
  run_lit "$fuzz_build/test/Fuzz" "${logs[1]}" || status=$?
fi

# lit's summary counts by result; fold them into the one line the CI reads.
count() {
  local total=0 n
  for l in "${logs[@]}"; do
    # lit pads the names to one width when it prints several ("Passed     : 418").
    n=$(awk -v key="$1" '$0 ~ "^ *"key" *: " { print $(NF-1); exit }' "$l")
    total=$(( total + ${n:-0} ))
  done
  echo "$total"
}
passed=$(count Passed); failed=$(count Failed)
unexpected=$(count "Unexpectedly Passed"); unresolved=$(count Unresolved)
failed=$(( failed + unexpected + unresolved ))
echo "${passed} passed, ${failed} failed"
exit "$status"
