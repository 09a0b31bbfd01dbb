#!/bin/sh
# build_colour.sh DIR RT_MODS FFLAGS RT_LIBS [LINK]: build.sh for colour_alg.x90 -- after
# psyc has written DIR/alg.f90, DIR/colour_alg_psy.f90 and DIR/colour_alg_psy_sched.o,
# compile the kernels, the reference, the binding module and the algorithm with
# flang-new-22 and link them with the schedule object and the runtime into DIR/alg.
set -e
dir=$1; mods=$2; flags=$3; libs=$4; link=${5:-flang-new-22}
here=$(cd "$(dirname "$0")" && pwd)
cd "$dir"
fc="flang-new-22 -c $flags -J$dir/mods -I$mods"
for k in w0_inc_kernel_mod w2_inc_kernel_mod; do
  $fc "$here/kernels/$k.f90" -o "$k.o"
done
$fc "$here/colour_reference_mod.f90" -o colour_reference_mod.o
$fc colour_alg_psy.f90 -o colour_alg_psy.o
$fc alg.f90 -o alg.o
$link alg.o colour_alg_psy.o colour_alg_psy_sched.o colour_reference_mod.o *_kernel_mod.o \
  $libs -o alg
