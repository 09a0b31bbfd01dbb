#!/bin/sh
# build_basis.sh DIR RT_MODS FFLAGS RT_LIBS [LINK]: build.sh for basis_alg.x90 -- after psyc has
# written DIR/alg.f90, DIR/basis_alg_psy.f90 and DIR/basis_alg_psy_sched.o, compile the
# kernels, both references, the binding module and the algorithm with flang-new-22 and link
# them with the schedule object and the runtime into DIR/alg.
set -e
dir=$1; mods=$2; flags=$3; libs=$4; link=${5:-flang-new-22}
here=$(cd "$(dirname "$0")" && pwd)
cd "$dir"
fc="flang-new-22 -c $flags -J$dir/mods -I$mods"
for k in w0_inc_kernel_mod w1_w2_kernel_mod wtheta_kernel_mod vector_kernel_mod \
         dof_kernel_mod domain_kernel_mod; do
  $fc "$here/kernels/$k.f90" -o "$k.o"
done
# The Helmholtz kernel is the model's (test/Examples/model/kernels), found there by psyc too.
$fc "$here/../../Examples/model/kernels/helmholtz_apply_kernel_mod.f90" -o helmholtz_apply_kernel_mod.o
$fc "$here/reference_mod.f90" -o reference_mod.o
$fc "$here/basis_reference_mod.f90" -o basis_reference_mod.o
$fc basis_alg_psy.f90 -o basis_alg_psy.o
$fc alg.f90 -o alg.o
$link alg.o basis_alg_psy.o basis_alg_psy_sched.o reference_mod.o basis_reference_mod.o \
  *_kernel_mod.o $libs -o alg
