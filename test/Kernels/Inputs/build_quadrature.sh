#!/bin/sh
# build_quadrature.sh DIR RT_MODS FFLAGS RT_LIBS [LINK]: build.sh for quadrature_alg.x90 --
# after psyc has written DIR/alg.f90, DIR/quadrature_alg_psy.f90 and
# DIR/quadrature_alg_psy_sched.o, compile the kernels, both references, the binding module
# and the algorithm with flang-new-22 and link them with the schedule object and the runtime
# into DIR/alg.
set -e
dir=$1; mods=$2; flags=$3; libs=$4; link=${5:-flang-new-22}
here=$(cd "$(dirname "$0")" && pwd)
cd "$dir"
fc="flang-new-22 -c $flags -J$dir/mods -I$mods"
for k in w0_inc_kernel_mod w1_w2_kernel_mod wtheta_kernel_mod vector_kernel_mod \
         dof_kernel_mod domain_kernel_mod face_flux_kernel_mod edge_tangent_kernel_mod \
         nodal_w1_kernel_mod face_normals_kernel_mod \
         nodal_targets_kernel_mod; do
  $fc "$here/kernels/$k.f90" -o "$k.o"
done
$fc "$here/reference_mod.f90" -o reference_mod.o
$fc "$here/quadrature_reference_mod.f90" -o quadrature_reference_mod.o
$fc quadrature_alg_psy.f90 -o quadrature_alg_psy.o
$fc alg.f90 -o alg.o
$link alg.o quadrature_alg_psy.o quadrature_alg_psy_sched.o reference_mod.o \
  quadrature_reference_mod.o *_kernel_mod.o $libs -o alg
