#!/bin/sh
# bench/jit/run.sh [BUILD] [nx ny nlayers nsteps niter reps napply [M N ITMAX]]: psyc --psy-jit
# (docs/jit.md), the invokes specialised at run time against the same program's ahead-of-time
# code (PSY_JIT=0), in one run, on one core (OMP_NUM_THREADS=1):
#   - the LFRic model (test/Examples/model) through bench/omp's driver: the Helmholtz
#     operator's invoke alone (bench_omp_alg_mod, napply invokes per repetition) and the whole
#     model run (model_alg_mod: the Helmholtz operator and the W3 diagnostic are its
#     kernel-bound invokes), best of reps, the first (specialising) call excluded by the best;
#     psyc -nodm --psy-host-tuned, everything else flang-new-22 -O3 -march=native;
#   - the shallow-water model (test/Examples/shallow, psyc -api gocean --psy-host-tuned) at an
#     M x N grid for ITMAX steps, best wall time of reps whole runs: specialising at the first
#     calls, and loading the specialised code from a warm disk cache (PSY_JIT_CACHE);
#   - the time each invoke took to specialise (PSY_JIT_STATS);
#   - how close to the machine (bw_main.f90): the model's dominant invokes one at a time (the
#     Helmholtz operator, the CG update and direction, the W3 diagnostic), their bandwidth as a
#     fraction of a STREAM triad on arrays as long as a field, in the same run, ahead of time
#     and specialised; at a size whose fields fit the caches ($PSY_BENCH_BW: nx ny nlayers reps
#     napply, default 64 64 40 3 3) and at one whose fields do not ($PSY_BENCH_BW_BIG, default
#     512 512 40 3 3 2: 86 MB a field; the Helmholtz operator left out, seconds a call there).
# Both builds' outputs must be the same bytes (else the bench stops). Prints the times and the
# ratios ahead-of-time / specialised (above 1: the specialised code is faster). Defaults:
# 32 32 20 1 6 5 20 and 512 512 100.
set -e
root=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "${1:-$root/build}" && pwd)
shift $(( $# > 0 ? 1 : 0 ))
set -- ${*:-32 32 20 1 6 5 20 512 512 100}
sizes="$1 $2 $3 $4 $5 $6 $7"
reps=$6 m=${8:-512} n=${9:-512} steps=${10:-100}
bwsizes=${PSY_BENCH_BW:-64 64 40 3 3}
bwbig=${PSY_BENCH_BW_BIG:-512 512 40 3 3 2}
model="$root/test/Examples/model"
shallow="$root/test/Examples/shallow"
omp="$root/bench/omp"
ompdir=$(llvm-config-22 --libdir)
jitlibs="-L$build/lib -lPsyJit -Wl,-rpath,$build/lib"
work=$(mktemp -d)
trap '[ -n "$PSY_BENCH_KEEP" ] && echo "kept $work" || rm -rf "$work"' EXIT
cd "$work"
export OMP_NUM_THREADS=1

# The LFRic model and the Helmholtz invoke (bench/omp's driver and plain loops).
mods="$build/include/psy-rt-fortran"
mkdir -p lfric/mods && cd lfric
psyc="$build/bin/psyc -nodm --psy-jit --psy-host-tuned -d $model/kernels -I $mods"
$psyc -oalg model_alg.f90 -opsy model_alg_psy.f90 "$model/model_alg_mod.x90"
$psyc -oalg bench_alg.f90 -opsy bench_omp_alg_psy.f90 "$omp/bench_omp_alg_mod.x90"
fc="flang-new-22 -c -O3 -march=native -fopenmp -Jmods -I$mods"
kernels="init_w0_kernel_mod helmholtz_apply_kernel_mod cell_mean_kernel_mod"
for k in $kernels; do $fc "$model/kernels/$k.f90" -o "$k.o"; done
for f in model_alg_psy model_alg bench_omp_alg_psy bench_alg; do $fc $f.f90 -o $f.o; done
$fc "$model/model_ids_mod.f90" -o model_ids_mod.o
$fc "$omp/omp_ref_mod.f90" -o omp_ref_mod.o
$fc "$omp/omp_bench_main.F90" -o omp_bench_main.o
# shellcheck disable=SC2086
flang-new-22 -fopenmp omp_bench_main.o model_alg.o model_alg_psy.o model_alg_psy_sched.o \
  bench_alg.o bench_omp_alg_psy.o bench_omp_alg_psy_sched.o model_ids_mod.o omp_ref_mod.o \
  init_w0_kernel_mod.o helmholtz_apply_kernel_mod.o cell_mean_kernel_mod.o \
  "$build/lib/libPsyRuntimeFortran.a" "$build/lib/libPsyRuntime.a" \
  -L"$ompdir" -lomp -Wl,-rpath,"$ompdir" $jitlibs -lm -o bench
# shellcheck disable=SC2086
PSY_JIT=0 ./bench $sizes | grep -v residual > aot.txt
# shellcheck disable=SC2086
PSY_JIT_STATS=1 ./bench $sizes 2> stats.txt | grep -v residual > jit.txt
grep checksums aot.txt > aot.sum && grep checksums jit.txt > jit.sum
cmp -s aot.sum jit.sum || { echo "bench/jit: the checksums differ:"; cat aot.sum jit.sum; exit 1; }

# How close to the machine: the dominant invokes one at a time against a STREAM triad
# (bw_main.f90), ahead of time and specialised.
$psyc -oalg bw_alg.f90 -opsy bw_alg_psy.f90 "$root/bench/jit/bench_jit_alg_mod.x90"
$fc bw_alg_psy.f90 -o bw_alg_psy.o
$fc bw_alg.f90 -o bw_alg.o
$fc "$root/bench/jit/bw_main.f90" -o bw_main.o
# shellcheck disable=SC2086
flang-new-22 bw_main.o bw_alg.o bw_alg_psy.o bw_alg_psy_sched.o helmholtz_apply_kernel_mod.o \
  cell_mean_kernel_mod.o "$build/lib/libPsyRuntimeFortran.a" "$build/lib/libPsyRuntime.a" \
  $jitlibs -lm -o bw
for size in cache memory; do
  [ $size = cache ] && args=$bwsizes || args=$bwbig
  # shellcheck disable=SC2086
  PSY_JIT=0 ./bw $args > bw-aot-$size.txt
  # shellcheck disable=SC2086
  ./bw $args > bw-jit-$size.txt
  grep checksum bw-aot-$size.txt > bw-aot.sum && grep checksum bw-jit-$size.txt > bw-jit.sum
  cmp -s bw-aot.sum bw-jit.sum || { echo "bench/jit: the bandwidth runs' checksums differ"; exit 1; }
done
cd ..

# The shallow-water model.
gmods="$build/include/psy-rt-gocean"
mkdir -p gocean && cd gocean
sed "s/M = 64, N = 48, ITMAX = 50/M = $m, N = $n, ITMAX = $steps/" \
  "$shallow/shallow_invoke_alg.f90" > alg_in.f90
grep -q "M = $m, N = $n, ITMAX = $steps" alg_in.f90 || { echo "cannot size the model" >&2; exit 1; }
"$build/bin/psyc" -api gocean --psy-jit --psy-host-tuned -I "$gmods" -d "$shallow/kernels" \
  -oalg alg.f90 -opsy alg_psy.f90 alg_in.f90
gfc="flang-new-22 -O3 -march=native"
for k in compute_cu compute_cv compute_z compute_h compute_unew compute_vnew compute_pnew \
         time_smooth; do
  $gfc -c -I "$gmods" "$shallow/kernels/${k}_mod.f90" -o "$k.o"
done
$gfc -c -I "$gmods" alg_psy.f90 -o alg_psy.o
$gfc -c -I "$gmods" alg.f90 -o alg.o
# shellcheck disable=SC2086
$gfc alg.o alg_psy.o alg_psy_sched.o compute_*.o time_smooth.o \
  "$build/lib/libPsyRuntimeGOcean.a" "$build/lib/libPsyRuntime.a" $jitlibs -lm -o shallow
aot=$(PSY_JIT=0 python3 "$root/bench/gocean/best.py" "$reps" aot.out ./shallow)
jit=$(python3 "$root/bench/gocean/best.py" "$reps" jit.out ./shallow)
PSY_JIT_CACHE="$work/cache" ./shallow > /dev/null
warm=$(PSY_JIT_CACHE="$work/cache" python3 "$root/bench/gocean/best.py" "$reps" warm.out ./shallow)
cmp -s aot.out jit.out && cmp -s aot.out warm.out ||
  { echo "bench/jit: the shallow-water outputs differ"; exit 1; }
PSY_JIT_STATS=1 ./shallow 2> stats.txt > /dev/null
cd ..

echo "bench/jit: model $sizes (nx ny nlayers nsteps niter reps napply), shallow $m x $n x $steps"
awk 'FNR == NR { a[$1] = $2; next } $1 == "helm" || $1 == "model" {
       printf "%-28s ahead of time %10.6f s  specialised %10.6f s  ratio %5.2f\n",
              ($1 == "helm" ? "Helmholtz invoke (per call)" : "model run"), a[$1], $2, a[$1] / $2
     }' lfric/aot.txt lfric/jit.txt
shallowRow() { # LABEL "AOT_WALL AOT_CPU" "WALL CPU"
  echo "$2 $3" | awk -v l="$1" '{ printf "%-28s ahead of time %10.3f s  specialised %10.3f s  ratio %5.2f (wall; CPU %.2f)\n",
                                  l, $1, $3, $1 / $3, $2 / $4 }'
}
shallowRow "shallow, specialising" "$aot" "$jit"
shallowRow "shallow, warm disk cache" "$aot" "$warm"
echo "checksums and outputs: the same bytes"
for size in cache memory; do
  [ $size = cache ] && args=$bwsizes || args=$bwbig
  echo "bandwidth, $size-sized ($args: nx ny nlayers reps napply [first]), ahead of time:"
  sed 's/^/  /' lfric/bw-aot-$size.txt
  echo "bandwidth, $size-sized, specialised:"
  sed 's/^/  /' lfric/bw-jit-$size.txt
done
echo "specialisation time per invoke (first call; model, then shallow-water):"
sed 's/^psy-jit: /  /' lfric/stats.txt gocean/stats.txt
