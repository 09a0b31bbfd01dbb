#!/bin/sh
# build_cma.sh DIR RT_MODS FFLAGS RT_LIBS [LINK]: build_operator.sh for cma_alg.x90
# -- after psyc has written DIR/alg.f90, DIR/cma_alg_psy.f90 and
# DIR/cma_alg_psy_sched.o, compile the kernels, the references, the binding module and
# the algorithm with flang-new-22 and link them with the schedule object and the runtime.
set -e
dir=$1; mods=$2; flags=$3; libs=$4; link=${5:-flang-new-22}
here=$(cd "$(dirname "$0")" && pwd)
cd "$dir"
fc="flang-new-22 -c $flags -J$dir/mods -I$mods"
for k in w0_inc_kernel_mod w1_w2_kernel_mod wtheta_kernel_mod vector_kernel_mod \
         dof_kernel_mod domain_kernel_mod op_assemble_kernel_mod op_apply_kernel_mod \
         lma_w3w2v_kernel_mod cma_asm_kernel_mod cma_apply_kernel_mod cma_scale_kernel_mod; do
  $fc "$here/kernels/$k.f90" -o "$k.o"
done
$fc "$here/reference_mod.f90" -o reference_mod.o
$fc "$here/operator_reference_mod.f90" -o operator_reference_mod.o
$fc "$here/cma_reference_mod.f90" -o cma_reference_mod.o
$fc cma_alg_psy.f90 -o cma_alg_psy.o
$fc alg.f90 -o alg.o
$link alg.o cma_alg_psy.o cma_alg_psy_sched.o reference_mod.o \
  operator_reference_mod.o cma_reference_mod.o *_kernel_mod.o $libs -o alg
