#!/usr/bin/env bash
# The second example, a GOcean one: builds psy-mlir if needed, then takes the shallow-water
# model in test/Examples/shallow (shallow_invoke_alg.f90: Sadourny's scheme on a doubly
# periodic 64 x 48 grid, 50 steps, its time loop written as GOcean 1.0 invokes of eight
# kernels) through psyc -api gocean (distributed memory, its default; the kernels compiled by
# flang into the schedule object and inlined), flang and the link with the project's
# dl_esm_inf-compatible runtime, and runs it with the runtime built without MPI and on 1, 2
# and 4 MPI ranks (mpirun --oversubscribe); then, when psyc has --target=opencl and an OpenCL
# device answers (PoCL here), through psyc's OpenCL PSy layer on 1 rank. It prints the
# checksums of p, u and v of the same model without a PSy layer (shallow_ref.f90), each run's
# agreement with them, and `result: PASS` when every run agrees to 1e-12 relative.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bash "$root/utils/install-deps.sh"
build="${PSY_BUILD_DIR:-$root/build}"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" -j "$(nproc)" >/dev/null

shallow="$root/test/Examples/shallow"
mods="$build/include/psy-rt-gocean"
kernels="compute_cu compute_cv compute_z compute_h compute_unew compute_vnew compute_pnew time_smooth"
fc="flang-new-22 -O2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
if [ "$(id -u)" = 0 ]; then export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1; fi

$fc "$shallow/shallow_ref.f90" -o shallow_ref
./shallow_ref > ref.txt
echo "reference (plain loops, no PSy layer):"
sed 's/^/  /' ref.txt

# build DIR PSYC-OPTIONS...: the model through psyc in DIR; links DIR/model (MPI) and
# DIR/model_serial (the runtime built without MPI).
build_model() {
  local dir=$1
  shift
  mkdir -p "$dir"
  (cd "$dir" &&
    "$build/bin/psyc" -api gocean -d "$shallow/kernels" "$@" \
      -oalg alg.f90 -opsy alg_psy.f90 "$shallow/shallow_invoke_alg.f90" &&
    for k in $kernels; do $fc -c -I "$mods" "$shallow/kernels/${k}_mod.f90" -o "$k.o"; done &&
    $fc -c -I "$mods" alg_psy.f90 -o alg_psy.o && $fc -c -I "$mods" alg.f90 -o alg.o)
}
status=PASS
check() { # NAME COMMAND...: runs the model, compares its checksums with the reference's
  local name=$1
  shift
  echo "$name:"
  if "$@" > run.txt && python3 "$shallow/compare-checksums.py" ref.txt run.txt 1e-12 |
       sed 's/^/  /'; then :; else status=FAIL; echo "  FAILED"; fi
}

rt="$build/lib/libPsyRuntimeGOcean.a"
build_model cpu -I "$mods"
objs="cpu/alg.o cpu/alg_psy.o cpu/alg_psy_sched.o cpu/compute_*.o cpu/time_smooth.o"
# shellcheck disable=SC2086
flang-new-22 $objs "$rt" "$build/lib/libPsyRuntimeMpi.a" $(mpicc --showme:link) -lm -o model
# shellcheck disable=SC2086
flang-new-22 $objs "$rt" "$build/lib/libPsyRuntime.a" -lm -o model_serial
check "psyc, the runtime built without MPI" ./model_serial
for np in 1 2 4; do
  check "psyc, $np MPI rank(s)" mpirun --oversubscribe -np "$np" ./model
done

if build_model ocl --target=opencl 2> ocl.err; then
  flang-new-22 ocl/alg.o ocl/alg_psy.o ocl/compute_*.o ocl/time_smooth.o "$rt" \
    "$build/lib/libPsyRuntime.a" "$build/lib/libPsyRuntimeGOceanOpenCL.a" -lOpenCL -lm \
    -o model_ocl
  POCL_CACHE_DIR="$work/pocl" check "psyc --target=opencl, first OpenCL device" ./model_ocl
else
  echo "psyc --target=opencl: skipped ($(head -1 ocl.err))"
fi
echo "result: $status"
[ "$status" = PASS ]
