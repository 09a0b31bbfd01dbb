#!/bin/sh
# build-and-run.sh BUILD WORK [LINK [LIBS]]: the model through the whole chain, as an LFRic
# build would run it (docs/psyc.md, "The binding module and the schedule object"):
#   1. psyc with its default options (distributed memory): the rewritten algorithm, the
#      binding module model_alg_mod_psy and the schedule object with the flang-compiled
#      kernels inlined;
#   2. flang-new-22 for the kernels, the binding, the algorithm, the driver and the model
#      without a PSy layer (model_ref_mod, PSyclone's plain loops, one process);
#   3. the links (LINK, default flang-new-22; the tests pass their C compiler and LIBS, flang's
#      runtime library): the model with the runtime over MPI, the same objects with the
#      runtime built without MPI (the infrastructure of a serial build), and the reference;
#      With PSY_MODEL_IR set, the binding and schedule come from that psy IR file instead (as
#      `psyc -opsy X.mlir` writes it, perhaps edited: psyc compiles .mlir input as it is);
#   4. the runs: the reference once, the serial build once, then the model on 1 rank (no
#      mpirun) and on 2, 3 and 4 ranks (PSY_MODEL_RANKS overrides the list), each checksum
#      against the reference's to 1e-12 relative; `result: PASS` when all agree.
# PSY_MODEL_PSYC_FLAGS adds flags to psyc's run on the algorithm (e.g. --psy-omp, which
# needs LIBS to name LLVM's OpenMP runtime, libomp). With PSY_MODEL_THREADS (a list of thread
# counts, e.g. "1 2 3") the serial build and each rank count run with OMP_NUM_THREADS set to
# each in turn, twice: each run's checksum against the reference's, and the second run's
# output must be the first's byte for byte (reproducible reductions). The ranks then wait
# for work passively (OMP_WAIT_POLICY, unless set): ranks x threads may exceed the cores.
set -e
build=$(cd "$1" && pwd); work=$2; link=${3:-flang-new-22}; extra=${4:-}
here=$(cd "$(dirname "$0")" && pwd)
mods="$build/include/psy-rt-fortran"
mkdir -p "$work/mods"
cd "$work"
if [ -n "${PSY_MODEL_IR:-}" ]; then
  "$build/bin/psyc" -d "$here/kernels" -I "$mods" -oalg model_alg.f90 "$here/model_alg_mod.x90" \
    > /dev/null
  # shellcheck disable=SC2086
  "$build/bin/psyc" -d "$here/kernels" -I "$mods" ${PSY_MODEL_PSYC_FLAGS:-} \
    -opsy model_alg_psy.f90 "$PSY_MODEL_IR"
else
  # shellcheck disable=SC2086
  "$build/bin/psyc" -d "$here/kernels" -I "$mods" ${PSY_MODEL_PSYC_FLAGS:-} \
    -oalg model_alg.f90 -opsy model_alg_psy.f90 "$here/model_alg_mod.x90"
fi
fc="flang-new-22 -c -O2 -J$work/mods -I$mods"
for k in init_w0_kernel_mod helmholtz_apply_kernel_mod cell_mean_kernel_mod; do
  $fc "$here/kernels/$k.f90" -o "$k.o"
done
for f in model_alg_psy model_alg; do $fc $f.f90 -o $f.o; done
for f in model_ids_mod model_ref_mod model_main model_ref_main; do $fc "$here/$f.f90" -o $f.o; done
kernels="init_w0_kernel_mod.o helmholtz_apply_kernel_mod.o cell_mean_kernel_mod.o"
objs="model_main.o model_ids_mod.o model_alg.o model_alg_psy.o model_alg_psy_sched.o $kernels"
rt="$build/lib/libPsyRuntimeFortran.a"
$link $objs "$rt" "$build/lib/libPsyRuntimeMpi.a" $extra $(mpicc --showme:link) -lm -o model
$link $objs "$rt" "$build/lib/libPsyRuntime.a" $extra -lm -o model_serial
$link model_ref_main.o model_ids_mod.o model_ref_mod.o $kernels "$rt" "$build/lib/libPsyRuntime.a" $extra -lm \
  -o model_ref

./model_ref > ref.txt
reference=$(sed -n 's/^checksum *//p' ref.txt)
echo "reference (no PSy layer, one process) $reference"
compare() { # compare LABEL OUTPUT: its checksum against the reference
  python3 - "$1" "$2" "$reference" <<'PY'
import re, sys
label, out, ref = sys.argv[1], open(sys.argv[2]).read(), float(sys.argv[3])
m = re.search(r"^checksum\s+(\S+)", out, re.M)
if not m:
    sys.exit(f"{label}: no checksum in its output")
rel = abs(float(m.group(1)) - ref) / abs(ref)
print(f"{label} checksum {m.group(1)} relative difference {rel:.3e}")
sys.exit(0 if rel <= 1e-12 else 1)
PY
}
status=0
if [ "$(id -u)" = 0 ]; then
  export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
fi
[ -n "${PSY_MODEL_THREADS:-}" ] && export OMP_WAIT_POLICY="${OMP_WAIT_POLICY:-passive}"
launch() { # launch N: the model on N ranks (the serial build for N = serial)
  case $1 in
    serial) ./model_serial ;;
    1) ./model ;;
    *) timeout 300 mpirun --oversubscribe ${OMP_NUM_THREADS:+-x OMP_NUM_THREADS -x OMP_WAIT_POLICY} \
         -np "$1" ./model ;;
  esac
}
runs() { # runs N LABEL: the runs on N ranks, once, or per thread count twice; prints the first
  if [ -z "${PSY_MODEL_THREADS:-}" ]; then
    launch "$1" > "ranks$1.txt"
    [ "$1" = 1 ] && cat ranks1.txt
    compare "$2" "ranks$1.txt" || status=1
    return 0
  fi
  first=
  for t in $PSY_MODEL_THREADS; do
    out="ranks$1.threads$t"
    OMP_NUM_THREADS=$t launch "$1" > "$out.txt"
    OMP_NUM_THREADS=$t launch "$1" > "$out.again.txt"
    [ "$1" = 1 ] && [ -z "$first" ] && cat "$out.txt" && first=1
    compare "$2 x $t thread(s)" "$out.txt" || status=1
    if cmp -s "$out.txt" "$out.again.txt"; then echo "$2 x $t thread(s): second run identical"
    else echo "$2 x $t thread(s): second run differs"; status=1; fi
  done
}
runs serial "serial runtime (no MPI)"
for n in ${PSY_MODEL_RANKS:-1 2 3 4}; do
  runs "$n" "$n rank(s)"
done
if [ $status = 0 ]; then echo "result: PASS"; else echo "result: FAIL"; exit 1; fi
