#!/bin/sh
# build-and-run.sh BUILD WORK [LINK [LIBS]]: the model through the whole chain, as an LFRic
# build would run it (docs/psyc.md, "The binding module and the schedule object"):
#   1. psyc: the algorithm's front end, the pass pipeline and code generation -- the rewritten
#      algorithm, the binding module model_alg_mod_psy and the schedule object with the
#      flang-compiled kernels inlined;
#   2. flang-new-22 for the kernels, the reference, the binding, the algorithm and the driver;
#   3. the link with the schedule object and the project's runtime (LINK, default flang-new-22;
#      the tests pass their C compiler and LIBS, flang's runtime library);
#   4. the run, which prints the residuals and both checksums.
set -e
build=$(cd "$1" && pwd); work=$2; link=${3:-flang-new-22}; extra=${4:-}
here=$(cd "$(dirname "$0")" && pwd)
mods="$build/include/psy-rt-fortran"
mkdir -p "$work/mods"
cd "$work"
"$build/bin/psyc" -nodm -d "$here/kernels" -I "$mods" \
  -oalg model_alg.f90 -opsy model_alg_psy.f90 "$here/model_alg_mod.x90"
fc="flang-new-22 -c -O2 -J$work/mods -I$mods"
for k in init_w0_kernel_mod helmholtz_apply_kernel_mod cell_mean_kernel_mod; do
  $fc "$here/kernels/$k.f90" -o "$k.o"
done
$fc model_alg_psy.f90 -o model_alg_psy.o
$fc model_alg.f90 -o model_alg.o
$fc "$here/model_ref_mod.f90" -o model_ref_mod.o
$fc "$here/model_main.f90" -o model_main.o
$link model_main.o model_alg.o model_alg_psy.o model_alg_psy_sched.o model_ref_mod.o \
  init_w0_kernel_mod.o helmholtz_apply_kernel_mod.o cell_mean_kernel_mod.o \
  "$build/lib/libPsyRuntimeFortran.a" "$build/lib/libPsyRuntime.a" $extra -lm -o model
./model
