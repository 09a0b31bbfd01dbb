#!/bin/sh
# build.sh DIR RT_MODS FFLAGS RT_LIBS [LINK]: the user's side of tests/Kernels, as a Makefile would do
# it after psyc has written DIR/alg.f90, DIR/kernels_alg_psy.f90 and DIR/kernels_alg_psy_sched.o:
# compile the kernel modules (the algorithm uses them), the reference, the binding module and
# the rewritten algorithm with flang-new-22, then link them with the schedule object and the
# runtime into DIR/alg with LINK (default flang-new-22; the tests pass their C compiler and
# flang's runtime library, as a sanitizer build needs). Module files go to DIR/mods.
set -e
dir=$1; mods=$2; flags=$3; libs=$4; link=${5:-flang-new-22}
here=$(cd "$(dirname "$0")" && pwd)
cd "$dir"
fc="flang-new-22 -c $flags -J$dir/mods -I$mods"
for k in w0_inc_kernel_mod w1_w2_kernel_mod wtheta_kernel_mod vector_kernel_mod \
         dof_kernel_mod domain_kernel_mod; do
  $fc "$here/kernels/$k.f90" -o "$k.o"
done
$fc "$here/reference_mod.f90" -o reference_mod.o
$fc kernels_alg_psy.f90 -o kernels_alg_psy.o
$fc alg.f90 -o alg.o
$link alg.o kernels_alg_psy.o kernels_alg_psy_sched.o reference_mod.o *_kernel_mod.o \
  $libs -o alg
