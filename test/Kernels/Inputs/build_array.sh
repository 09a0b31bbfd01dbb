#!/bin/sh
# build_array.sh DIR RT_MODS FFLAGS RT_LIBS [LINK]: build.sh for array_alg.x90 -- after psyc
# has written DIR/alg.f90, DIR/array_alg_psy.f90 and DIR/array_alg_psy_sched.o, compile the
# kernels, the references, the binding module and the algorithm with flang-new-22 and link
# them with the schedule object and the runtime into DIR/alg.
set -e
dir=$1; mods=$2; flags=$3; libs=$4; link=${5:-flang-new-22}
here=$(cd "$(dirname "$0")" && pwd)
cd "$dir"
fc="flang-new-22 -c $flags -J$dir/mods -I$mods"
for k in w0_inc_kernel_mod w1_w2_kernel_mod wtheta_kernel_mod vector_kernel_mod \
         dof_kernel_mod domain_kernel_mod array_kernel_mod; do
  $fc "$here/kernels/$k.f90" -o "$k.o"
done
$fc "$here/reference_mod.f90" -o reference_mod.o
$fc "$here/array_reference_mod.f90" -o array_reference_mod.o
$fc array_alg_psy.f90 -o array_alg_psy.o
$fc alg.f90 -o alg.o
$link alg.o array_alg_psy.o array_alg_psy_sched.o reference_mod.o array_reference_mod.o \
  *_kernel_mod.o $libs -o alg
