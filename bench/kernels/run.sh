#!/bin/sh
# bench/kernels/run.sh [BUILD] [nx ny nlayers nsteps niter reps]: the model's invokes through
# psy-mlir (psyc -opsy: binding module + schedule object, kernels inlined at O3 for the host)
# against the same kernels in PSyclone-style plain loops compiled with flang-new-22 -O3 (and
# the kernels too) and, if gfortran is installed, compiled with gfortran -O3 (the runtime's
# Fortran modules too: module files are compiler-specific), in one run; prints the best times
# and the speed-ups (bench/RESULTS.md).
set -e
root=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "${1:-$root/build}" && pwd)
shift 2>/dev/null || true
size=${*:-"64 64 20 1 20 3"}
model="$root/test/Examples/model"
mods="$build/include/psy-rt-fortran"
work=$(mktemp -d)
trap '[ -n "$PSY_BENCH_KEEP" ] && echo "kept $work" || rm -rf "$work"' EXIT
cd "$work"
mkdir mods
"$build/bin/psyc" -nodm --psy-host-tuned -d "$model/kernels" -I "$mods" \
  -oalg model_alg.f90 -opsy model_alg_psy.f90 "$model/model_alg_mod.x90"
fc="flang-new-22 -c -O3 -march=native -Jmods -I$mods"
for k in init_w0_kernel_mod helmholtz_apply_kernel_mod cell_mean_kernel_mod; do
  $fc "$model/kernels/$k.f90" -o "$k.o"
done
$fc model_alg_psy.f90 -o model_alg_psy.o
$fc model_alg.f90 -o model_alg.o
$fc "$model/model_ids_mod.f90" -o model_ids_mod.o
$fc "$model/model_ref_mod.f90" -o model_ref_mod.o
$fc "$root/bench/kernels/bench_main.F90" -o bench_main.o
flang-new-22 bench_main.o model_ids_mod.o model_alg.o model_alg_psy.o model_alg_psy_sched.o model_ref_mod.o \
  init_w0_kernel_mod.o helmholtz_apply_kernel_mod.o cell_mean_kernel_mod.o \
  "$build/lib/libPsyRuntimeFortran.a" "$build/lib/libPsyRuntime.a" -lm -o bench

# The gfortran baseline: the runtime's modules, the kernels and the plain loops, all gfortran.
gf=
if command -v gfortran >/dev/null 2>&1; then
  mkdir gf
  gfc="gfortran -c -O3 -march=native -Jgf -Igf"
  # The sources list is in CMake's order; retry until every module a file uses exists.
  pending=$(cat "$build/lib/psy-rt-fortran-sources.txt")
  while [ -n "$pending" ]; do
    left=
    for f in $pending; do
      $gfc "$f" -o "gf/$(basename "$f" .f90).o" 2>/dev/null || left="$left $f"
    done
    if [ "$left" = "$pending" ]; then
      $gfc $left -o gf/failed.o  # shows the error
      exit 1
    fi
    pending=$left
  done
  for k in init_w0_kernel_mod helmholtz_apply_kernel_mod cell_mean_kernel_mod; do
    $gfc "$model/kernels/$k.f90" -o "gf/k_$k.o"
  done
  $gfc "$model/model_ids_mod.f90" -o gf/k_model_ids_mod.o
  $gfc "$model/model_ref_mod.f90" -o gf/k_model_ref_mod.o
  $gfc -DPLAIN_ONLY "$root/bench/kernels/bench_main.F90" -o gf/k_bench_main.o
  gfortran gf/k_bench_main.o gf/k_model_ids_mod.o gf/k_model_ref_mod.o gf/k_*_kernel_mod.o \
    $(ls gf/*.o | grep -v '/k_') "$build/lib/libPsyRuntime.a" -lm -o bench_gfortran
  gf=yes
fi

echo "mesh and run: $size (nx ny nlayers nsteps niter reps)"
# shellcheck disable=SC2086
./bench $size | grep -v residual | tee flang.out
if [ -n "$gf" ]; then
  # shellcheck disable=SC2086
  ./bench_gfortran $size | grep -v residual | sed 's/^/gfortran -O3 /' | tee gfortran.out
  awk '/^psy-mlir/ { psy = $2 } /^gfortran -O3 plain loops/ { gf = $5 }
       END { printf "speed-up over gfortran -O3 plain loops %6.3f\n", gf / psy }' \
    flang.out gfortran.out
fi
