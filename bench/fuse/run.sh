#!/bin/sh
# bench/fuse/run.sh [BUILD] [nx ny nl reps]: builtin chains of 3 and 5 through psy-mlir fused
# (psyc -s fuse.pipeline: psy-fuse) and unfused, and as one Fortran loop per builtin
# (flang-new-22 -O3), with a STREAM triad on the same number of dofs, in one program; prints
# the best times, the speed-ups and fused bandwidth / triad (bench/RESULTS.md). The default
# mesh, 500 x 400 x 100 cells, gives 2e7 W3 dofs (five fields of 160 MB).
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=$(cd "${1:-$root/build}" && pwd)
shift 2>/dev/null || true
size=${*:-"500 400 100 5"}
mods="$build/include/psy-rt-fortran"
work=$(mktemp -d)
trap '[ -n "$PSY_BENCH_KEEP" ] && echo "kept $work" || rm -rf "$work"' EXIT
cd "$work"
mkdir mods
sed 's/bench_fuse_alg_mod/bench_unfused_alg_mod/g' "$here/bench_fuse_alg_mod.x90" \
  > bench_unfused_alg_mod.x90
"$build/bin/psyc" -nodm --psy-host-tuned -s "$here/fuse.pipeline" -I "$mods" \
  -oalg fused_alg.f90 -opsy fused_alg_psy.f90 "$here/bench_fuse_alg_mod.x90"
"$build/bin/psyc" -nodm --psy-host-tuned -I "$mods" \
  -oalg unfused_alg.f90 -opsy unfused_alg_psy.f90 bench_unfused_alg_mod.x90
fc="flang-new-22 -c -O3 -march=native -Jmods -I$mods"
for f in fused_alg_psy fused_alg unfused_alg_psy unfused_alg; do $fc $f.f90 -o $f.o; done
$fc "$here/bench_main.f90" -o bench_main.o
flang-new-22 bench_main.o fused_alg.o fused_alg_psy.o fused_alg_psy_sched.o unfused_alg.o \
  unfused_alg_psy.o unfused_alg_psy_sched.o "$build/lib/libPsyRuntimeFortran.a" \
  "$build/lib/libPsyRuntime.a" -lm -o bench
echo "mesh and run: $size (nx ny nl reps)"
# shellcheck disable=SC2086
./bench $size
