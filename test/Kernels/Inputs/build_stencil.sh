#!/bin/sh
# build_stencil.sh DIR RT_MODS FFLAGS RT_LIBS [LINK]: build.sh for stencil_alg.x90 -- after
# psyc has written DIR/alg.f90, DIR/stencil_alg_psy.f90 and DIR/stencil_alg_psy_sched.o,
# compile the stencil kernels, the reference, the binding module and the algorithm with
# flang-new-22 and link them with the schedule object and the runtime into DIR/alg.
set -e
dir=$1; mods=$2; flags=$3; libs=$4; link=${5:-flang-new-22}
here=$(cd "$(dirname "$0")" && pwd)
cd "$dir"
fc="flang-new-22 -c $flags -J$dir/mods -I$mods"
for k in cross region x1d y1d xory1d cross2d wtheta; do
  $fc "$here/kernels/sten_${k}_kernel_mod.f90" -o "sten_${k}_kernel_mod.o"
done
$fc "$here/stencil_reference_mod.f90" -o stencil_reference_mod.o
$fc stencil_alg_psy.f90 -o stencil_alg_psy.o
$fc alg.f90 -o alg.o
$link alg.o stencil_alg_psy.o stencil_alg_psy_sched.o stencil_reference_mod.o \
  sten_*_kernel_mod.o $libs -o alg
