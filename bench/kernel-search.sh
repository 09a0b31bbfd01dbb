#!/usr/bin/env bash
# Benchmark: the front end's kernel search on a large tree, as a ratio to a baseline measured
# in the same run. The same algorithm is processed (flang plugin, psy IR out) with
#   baseline: -psy-kernel-path holding only the one kernel it uses;
#   large:    a generated tree of N kernel modules in nested directories (an LFRic-sized
#             checkout), with the used kernel at the deepest level.
# The index reads each file once with a line scan, so the ratio should stay small.
#   bench/kernel-search.sh [BUILD_DIR] [N_FILES] [RUNS]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build}"
nfiles="${2:-5000}"
runs="${3:-5}"
plugin="$build/lib/PsyFlang.so"
[ -f "$plugin" ] || { echo "no $plugin: build first" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
kernel="$root/test/Frontend/Inputs/kernels/testkern_mod.f90"
mkdir -p "$work/one" && cp "$kernel" "$work/one/"

# The large tree: 50 directories of 5 levels, modules with a few hundred lines each.
for ((i = 0; i < nfiles; i++)); do
  d="$work/tree/d$((i % 50))/a/b/c/d"
  mkdir -p "$d"
  {
    echo "module gen_${i}_mod"
    echo "  implicit none"
    for ((l = 0; l < 40; l++)); do echo "  integer, parameter :: p${l} = ${l}"; done
    echo "end module gen_${i}_mod"
  } > "$d/gen_${i}_mod.f90"
done
mkdir -p "$work/tree/d49/a/b/c/d/e" && cp "$kernel" "$work/tree/d49/a/b/c/d/e/"

cat > "$work/alg.f90" <<'ALG'
program bench_alg
  use field_mod
  use testkern_mod, only: testkern_type
  implicit none
  call invoke(testkern_type(a, f1, f2, f3))
end program bench_alg
ALG

# Median wall time in seconds of `runs` runs of the plugin with the given search path.
time_median() {
  local path="$1" times=()
  for ((r = 0; r < runs; r++)); do
    local t0 t1
    t0=$(date +%s.%N)
    flang-new-22 -fc1 -load "$plugin" -plugin psy -mllvm -psy-kernel-path="$path" \
      "$work/alg.f90" -o /dev/null
    t1=$(date +%s.%N)
    times+=("$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')")
  done
  printf '%s\n' "${times[@]}" | sort -g | sed -n "$(( (runs + 1) / 2 ))p"
}

base=$(time_median "$work/one")
large=$(time_median "$work/tree")
awk -v b="$base" -v l="$large" -v n="$((nfiles + 1))" 'BEGIN {
  printf "kernel search: baseline (1 file) %.3f s, large tree (%d files) %.3f s, ratio %.2f\n",
         b, n, l, l / b }'
