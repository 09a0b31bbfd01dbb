#!/bin/sh
# bench/kernels/run.sh [BUILD] [nx ny nlayers nsteps niter reps]: the model's invokes through
# psy-mlir (psyc -opsy: binding module + schedule object, kernels inlined at O3 for the host)
# against the same kernels in PSyclone-style plain loops compiled with flang-new-22 -O3 (and
# the kernels too), in one run; prints both best times and the speed-up (bench/RESULTS.md).
set -e
root=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "${1:-$root/build}" && pwd)
shift 2>/dev/null || true
size=${*:-"64 64 20 1 20 3"}
model="$root/test/Examples/model"
mods="$build/include/psy-rt-fortran"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
mkdir mods
"$build/bin/psyc" -nodm -d "$model/kernels" -I "$mods" \
  -oalg model_alg.f90 -opsy model_alg_psy.f90 "$model/model_alg_mod.x90"
fc="flang-new-22 -c -O3 -march=native -Jmods -I$mods"
for k in init_w0_kernel_mod helmholtz_apply_kernel_mod cell_mean_kernel_mod; do
  $fc "$model/kernels/$k.f90" -o "$k.o"
done
$fc model_alg_psy.f90 -o model_alg_psy.o
$fc model_alg.f90 -o model_alg.o
$fc "$model/model_ref_mod.f90" -o model_ref_mod.o
$fc "$root/bench/kernels/bench_main.f90" -o bench_main.o
flang-new-22 bench_main.o model_alg.o model_alg_psy.o model_alg_psy_sched.o model_ref_mod.o \
  init_w0_kernel_mod.o helmholtz_apply_kernel_mod.o cell_mean_kernel_mod.o \
  "$build/lib/libPsyRuntimeFortran.a" "$build/lib/libPsyRuntime.a" -lm -o bench
echo "mesh and run: $size (nx ny nlayers nsteps niter reps)"
# shellcheck disable=SC2086
./bench $size | grep -v residual
