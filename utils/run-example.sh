#!/usr/bin/env bash
# The main job on the embedded default example: builds psy-mlir if needed, then runs the model
# in test/Examples/model (an LFRic algorithm of coded kernels and builtins: backward-Euler
# diffusion on W0 solved by conjugate gradients, a W3 diagnostic) through the whole chain --
# psyc with distributed memory (its default), flang, the link with the schedule object and the
# project's runtime -- and runs it on 1, 2, 3 and 4 MPI ranks (mpirun --oversubscribe beyond
# one) and once with the runtime built without MPI; then the same with OpenMP (psyc --psy-omp,
# LLVM's OpenMP runtime linked in) on 2 MPI ranks of 2 threads each (OMP_NUM_THREADS=2,
# mpirun -np 2) and with the runtime built without MPI at 2 threads, each run twice. It prints
# the checksum of the same model without a PSy layer (one process), the residual of every CG
# iteration, each run's checksum and its difference from the reference, and `result: PASS`
# when all agree to 1e-12 relative and each OpenMP run's second run printed the same as its
# first, byte for byte.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bash "$root/utils/install-deps.sh"
build="${PSY_BUILD_DIR:-$root/build}"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" -j "$(nproc)" >/dev/null

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
run_model() { # run_model DIR [LINK LIBS]: build-and-run.sh, all but its result line
  "$root/test/Examples/model/build-and-run.sh" "$build" "$work/$1" "${@:2}" | grep -v '^result:'
}
status=PASS
run_model mpi || status=FAIL
# The model with OpenMP: the coloured cell loops, the W3 diagnostic and the builtins on 2
# threads in each of 2 ranks (build-and-run.sh's PSY_MODEL_* settings).
echo "OpenMP (psyc --psy-omp), 2 threads per process:"
ompdir="$(llvm-config-22 --libdir)"
PSY_MODEL_PSYC_FLAGS=--psy-omp PSY_MODEL_THREADS=2 PSY_MODEL_RANKS=2 \
  run_model omp flang-new-22 "-L$ompdir -lomp -Wl,-rpath,$ompdir" | grep -v '^reference' ||
  status=FAIL
echo "result: $status"
[ "$status" = PASS ]
