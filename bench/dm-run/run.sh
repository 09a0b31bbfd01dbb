#!/bin/sh
# bench/dm-run/run.sh [BUILD] [nx ny nlayers nsteps niter reps]: the model with psyc's
# distributed-memory code on 1 and 2 MPI ranks (strong scaling), with synchronous halo
# exchanges (psyc's default) and asynchronous ones (--pipeline=psy-async-halo-exchanges),
# all four in the same run; best of reps each. Prints the times, the 2-rank speed-up, the
# share of time in halo exchanges and the async/sync ratio. Default 128 x 128 x 20, one time
# step of 6 CG iterations, 3 repetitions.
set -e
root=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "${1:-$root/build}" && pwd)
shift $(( $# > 0 ? 1 : 0 ))
sizes="${*:-128 128 20 1 6 3}"
model="$root/test/Examples/model"
mods="$build/include/psy-rt-fortran"
work=$(mktemp -d)
trap '[ -n "$PSY_BENCH_KEEP" ] && echo "kept $work" || rm -rf "$work"' EXIT
if [ "$(id -u)" = 0 ]; then export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1; fi
for v in sync async; do
  mkdir -p "$work/$v/mods"
  cd "$work/$v"
  pipeline=
  [ $v = async ] && pipeline=--pipeline=psy-async-halo-exchanges
  "$build/bin/psyc" $pipeline -d "$model/kernels" -I "$mods" \
    -oalg model_alg.f90 -opsy model_alg_psy.f90 "$model/model_alg_mod.x90"
  fc="flang-new-22 -c -O3 -Jmods -I$mods"
  for k in init_w0_kernel_mod helmholtz_apply_kernel_mod cell_mean_kernel_mod; do
    $fc "$model/kernels/$k.f90" -o "$k.o"
  done
  $fc "$model/model_ids_mod.f90" -o model_ids_mod.o
  $fc model_alg_psy.f90 -o model_alg_psy.o
  $fc model_alg.f90 -o model_alg.o
  $fc "$root/bench/dm-run/dm_bench_main.f90" -o main.o
  flang-new-22 main.o model_ids_mod.o model_alg.o model_alg_psy.o model_alg_psy_sched.o \
    init_w0_kernel_mod.o helmholtz_apply_kernel_mod.o cell_mean_kernel_mod.o \
    "$build/lib/libPsyRuntimeFortran.a" "$build/lib/libPsyRuntimeMpi.a" \
    $(mpicc --showme:link) -lm -o bench
done
cd "$work"
run() { # run VARIANT RANKS: best time and its exchange time, "time exchange checksum"
  if [ "$2" = 1 ]; then "./$1/bench" $sizes; else
    mpirun --oversubscribe -np "$2" "./$1/bench" $sizes; fi |
    awk '/^run /{ if (best == "" || $4 < best) { best = $4; ex = $6; cs = $8 } }
         END { print best, ex, cs }'
}
for v in sync async; do for n in 1 2; do run $v $n > "$v.$n"; done; done
python3 - "$sizes" <<'PY'
import sys
r = {}
for v in ("sync", "async"):
    for n in (1, 2):
        t, ex, cs = open(f"{v}.{n}").read().split()
        r[v, n] = (float(t), float(ex), float(cs))
print(f"model {sys.argv[1]} (nx ny nlayers nsteps niter reps), best of reps, seconds")
print(f"{'':24}{'1 rank':>10}{'2 ranks':>10}{'speed-up':>10}{'exchange share (2)':>20}")
for v in ("sync", "async"):
    t1, t2 = r[v, 1][0], r[v, 2][0]
    print(f"{v:24}{t1:10.3f}{t2:10.3f}{t1 / t2:10.2f}{100 * r[v, 2][1] / t2:19.1f}%")
print(f"async / sync time, 2 ranks: {r['async', 2][0] / r['sync', 2][0]:.3f} "
      f"(1 rank: {r['async', 1][0] / r['sync', 1][0]:.3f})")
rel = max(abs(r[k][2] - r['sync', 1][2]) / abs(r['sync', 1][2]) for k in r)
print(f"checksums agree to {rel:.1e} relative")
PY
