#!/bin/sh
# build_intergrid.sh DIR RT_MODS FFLAGS RT_LIBS [LINK]: build.sh for intergrid_alg.x90 --
# after psyc has written DIR/alg.f90, DIR/intergrid_alg_psy.f90 and
# DIR/intergrid_alg_psy_sched.o, compile the kernel, the reference, the binding module and
# the algorithm with flang-new-22 and link them with the schedule object and the runtime.
set -e
dir=$1; mods=$2; flags=$3; libs=$4; link=${5:-flang-new-22}
here=$(cd "$(dirname "$0")" && pwd)
cd "$dir"
fc="flang-new-22 -c $flags -J$dir/mods -I$mods"
$fc "$here/kernels/restrict_sum_kernel_mod.f90" -o restrict_sum_kernel_mod.o
$fc "$here/intergrid_reference_mod.f90" -o intergrid_reference_mod.o
$fc intergrid_alg_psy.f90 -o intergrid_alg_psy.o
$fc alg.f90 -o alg.o
$link alg.o intergrid_alg_psy.o intergrid_alg_psy_sched.o intergrid_reference_mod.o \
  restrict_sum_kernel_mod.o $libs -o alg
