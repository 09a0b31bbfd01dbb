#!/usr/bin/env bash
# The main job on the embedded default example: builds psy-mlir if needed, then runs the model
# in test/Examples/model (an LFRic algorithm of coded kernels and builtins: backward-Euler
# diffusion on W0 solved by conjugate gradients, a W3 diagnostic) through the whole chain --
# psyc with distributed memory (its default), flang, the link with the schedule object and the
# project's runtime -- and runs it on 1, 2, 3 and 4 MPI ranks (mpirun --oversubscribe beyond
# one) and once with the runtime built without MPI. It prints the checksum of the same model
# without a PSy layer (one process), the residual of every CG iteration, each run's checksum
# and its difference from the reference, and `result: PASS` when all agree to 1e-12
# relative.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bash "$root/utils/install-deps.sh"
build="${PSY_BUILD_DIR:-$root/build}"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" -j "$(nproc)" >/dev/null

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$root/test/Examples/model/build-and-run.sh" "$build" "$work"
