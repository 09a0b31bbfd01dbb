#!/bin/sh
# bench/omp/run.sh [BUILD] [nx ny nlayers nsteps niter reps napply]: the model with OpenMP
# (psyc --psy-omp) at 1 and 2 threads, in one run, best of reps each:
#   - the coloured Helmholtz loop alone (bench_omp_alg_mod's invoke: the model's cell loop over
#     a continuous W0 field, colour by colour, the cells of a colour on the threads; napply
#     invokes per repetition) and the whole model run (model_alg_mod), each 2 threads over 1;
#   - the same against plain loops with `!$omp parallel do` over the cells of each colour and
#     over the dofs of each builtin (omp_ref_mod: PSyclone's OpenMP code) compiled with
#     flang-new-22 -O3 -fopenmp (same program) and, if installed, gfortran -O3 -fopenmp (its
#     own program, the runtime's Fortran modules built with gfortran);
#   - MPI ranks x threads: psyc's distributed-memory code with --psy-omp (bench/dm-run's
#     driver) on 1 rank x 2 threads and on 2 ranks x 1 thread.
# Prints the times, the speed-ups and the ratios (bench/RESULTS.md). Default 32 x 32 x 20, one
# time step of 6 CG iterations, 3 repetitions, 5 Helmholtz invokes per repetition.
set -e
root=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "${1:-$root/build}" && pwd)
shift $(( $# > 0 ? 1 : 0 ))
sizes="${*:-32 32 20 1 6 3 5}"
model="$root/test/Examples/model"
here="$root/bench/omp"
mods="$build/include/psy-rt-fortran"
ompdir=$(llvm-config-22 --libdir)
libomp="-L$ompdir -lomp -Wl,-rpath,$ompdir"
work=$(mktemp -d)
trap '[ -n "$PSY_BENCH_KEEP" ] && echo "kept $work" || rm -rf "$work"' EXIT
if [ "$(id -u)" = 0 ]; then export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1; fi
cd "$work"
kernels="init_w0_kernel_mod helmholtz_apply_kernel_mod cell_mean_kernel_mod"

# psy-mlir and the flang baseline: one program (module files are compiler-specific).
mkdir -p mods dm/mods
psyc="$build/bin/psyc --psy-omp --psy-host-tuned -d $model/kernels -I $mods"
$psyc -nodm -oalg model_alg.f90 -opsy model_alg_psy.f90 "$model/model_alg_mod.x90"
$psyc -nodm -oalg bench_alg.f90 -opsy bench_omp_alg_psy.f90 "$here/bench_omp_alg_mod.x90"
fc="flang-new-22 -c -O3 -march=native -fopenmp -Jmods -I$mods"
for k in $kernels; do $fc "$model/kernels/$k.f90" -o "$k.o"; done
for f in model_alg_psy model_alg bench_omp_alg_psy bench_alg; do $fc $f.f90 -o $f.o; done
$fc "$model/model_ids_mod.f90" -o model_ids_mod.o
$fc "$here/omp_ref_mod.f90" -o omp_ref_mod.o
$fc "$here/omp_bench_main.F90" -o omp_bench_main.o
objs="model_ids_mod.o omp_ref_mod.o init_w0_kernel_mod.o helmholtz_apply_kernel_mod.o cell_mean_kernel_mod.o"
# shellcheck disable=SC2086
flang-new-22 omp_bench_main.o model_alg.o model_alg_psy.o model_alg_psy_sched.o bench_alg.o \
  bench_omp_alg_psy.o bench_omp_alg_psy_sched.o $objs "$build/lib/libPsyRuntimeFortran.a" \
  "$build/lib/libPsyRuntime.a" $libomp -lm -o bench

# The gfortran baseline: the runtime's modules, the kernels and the plain loops, all gfortran.
gf=
if command -v gfortran >/dev/null 2>&1; then
  mkdir gf
  gfc="gfortran -c -O3 -march=native -fopenmp -Jgf -Igf"
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
  for k in $kernels model_ids_mod; do
    [ -f "$model/kernels/$k.f90" ] && src="$model/kernels/$k.f90" || src="$model/$k.f90"
    $gfc "$src" -o "gf/k_$k.o"
  done
  $gfc "$here/omp_ref_mod.f90" -o gf/k_omp_ref_mod.o
  $gfc -DPLAIN_ONLY "$here/omp_bench_main.F90" -o gf/k_omp_bench_main.o
  # shellcheck disable=SC2046
  gfortran -fopenmp gf/k_omp_bench_main.o gf/k_omp_ref_mod.o gf/k_model_ids_mod.o \
    gf/k_*_kernel_mod.o $(ls gf/*.o | grep -v '/k_') "$build/lib/libPsyRuntime.a" -lm \
    -o bench_gfortran
  gf=yes
fi

# Ranks x threads: psyc's distributed-memory code (its default) with --psy-omp.
cd dm
$psyc -oalg model_alg.f90 -opsy model_alg_psy.f90 "$model/model_alg_mod.x90"
fc="flang-new-22 -c -O3 -march=native -Jmods -I$mods"
for k in $kernels; do $fc "$model/kernels/$k.f90" -o "$k.o"; done
$fc "$model/model_ids_mod.f90" -o model_ids_mod.o
$fc model_alg_psy.f90 -o model_alg_psy.o
$fc model_alg.f90 -o model_alg.o
$fc "$root/bench/dm-run/dm_bench_main.f90" -o main.o
# shellcheck disable=SC2046,SC2086
flang-new-22 main.o model_ids_mod.o model_alg.o model_alg_psy.o model_alg_psy_sched.o \
  init_w0_kernel_mod.o helmholtz_apply_kernel_mod.o cell_mean_kernel_mod.o \
  "$build/lib/libPsyRuntimeFortran.a" "$build/lib/libPsyRuntimeMpi.a" $libomp \
  $(mpicc --showme:link) -lm -o bench
cd ..

# The runs. dm-run's driver takes the first six sizes (no napply).
# shellcheck disable=SC2086
set -- $sizes
dmsizes="$1 $2 $3 $4 $5 $6"
for t in 1 2; do
  # shellcheck disable=SC2086
  OMP_NUM_THREADS=$t ./bench $sizes | grep -v residual > "flang.$t"
  # shellcheck disable=SC2086
  [ -n "$gf" ] && OMP_NUM_THREADS=$t ./bench_gfortran $sizes > "gfortran.$t"
done
best() { awk '/^run /{ if (b == "" || $4 < b) { b = $4; cs = $8 } } END { print b, cs }'; }
# shellcheck disable=SC2086
OMP_NUM_THREADS=2 ./dm/bench $dmsizes | best > dm.1x2
# shellcheck disable=SC2086
mpirun --oversubscribe -x OMP_NUM_THREADS=1 -np 2 ./dm/bench $dmsizes | best > dm.2x1
python3 "$here/report.py" "$sizes" "$gf"
