#!/bin/sh
# build_dm.sh NAME DIR RT_MODS FFLAGS MPI_LIBS SERIAL_LIBS LINK REF [SOURCE...]: builds a
# distributed-memory execution test's programs after psyc has written DIR/alg.f90,
# DIR/NAME_psy.f90 and DIR/NAME_psy_sched.o. The kernels every test shares, dm_check_mod and
# dm_ref_mod, then each SOURCE (more kernels, helper modules; paths relative to this
# directory, modules before their users) are compiled with flang-new-22 and FFLAGS, then
#   DIR/alg        the algorithm, binding and schedule object over libPsyRuntimeMpi (MPI_LIBS;
#                  not built when MPI_LIBS is "none", for a machine without MPI),
#   DIR/alg_serial the same objects over the serial libPsyRuntime (SERIAL_LIBS), and
#   DIR/ref        the plain-loop reference REF (a main program) over the serial runtime,
# each linked with LINK (the tests pass their C compiler and flang's runtime library).
set -e
name=$1; dir=$2; mods=$3; flags=$4; mpilibs=$5; serlibs=$6; link=$7; ref=$8
shift 8
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$dir/mods"
cd "$dir"
fc="flang-new-22 -c $flags -J$dir/mods -I$mods"
objs=
k=../../Inputs/kernels
for src in $k/w0_inc_kernel_mod.f90 $k/w2_inc_kernel_mod.f90 $k/wtheta_kernel_mod.f90 \
    $k/sten_cross_kernel_mod.f90 $k/sten_region_kernel_mod.f90 dm_check_mod.f90 \
    dm_ref_mod.f90 "$@"; do
  obj=$(basename "$src" .f90).o
  $fc "$here/$src" -o "$obj"
  objs="$objs $obj"
done
$fc "${name}_psy.f90" -o "${name}_psy.o"
$fc alg.f90 -o alg.o
$fc "$here/$ref" -o ref.o
if [ "$mpilibs" != none ]; then
  # shellcheck disable=SC2086
  $link alg.o "${name}_psy.o" "${name}_psy_sched.o" $objs $mpilibs -o alg
fi
# shellcheck disable=SC2086
$link alg.o "${name}_psy.o" "${name}_psy_sched.o" $objs $serlibs -o alg_serial
# shellcheck disable=SC2086
$link ref.o $objs $serlibs -o ref
