#!/bin/sh
# build_program.sh NAME DIR RT_MODS FFLAGS RT_LIBS LINK SOURCE...: the user's side of an
# execution test in tests/Kernels, as a Makefile would do it after psyc has written
# DIR/alg.f90, DIR/NAME_psy.f90 and DIR/NAME_psy_sched.o: compile each SOURCE (kernel and
# reference modules, paths relative to this directory, in the order given so that modules
# come before their users), the binding module and the rewritten algorithm with flang-new-22,
# then link them with the schedule object and the runtime into DIR/alg with LINK (the tests
# pass their C compiler and flang's runtime library, as a sanitizer build needs). Module
# files go to DIR/mods. The build_*.sh scripts name the sources of each test.
set -e
name=$1; dir=$2; mods=$3; flags=$4; libs=$5; link=$6
shift 6
here=$(cd "$(dirname "$0")" && pwd)
cd "$dir"
fc="flang-new-22 -c $flags -J$dir/mods -I$mods"
objs=
for src in "$@"; do
  obj=$(basename "$src" .f90).o
  $fc "$here/$src" -o "$obj"
  objs="$objs $obj"
done
$fc "${name}_psy.f90" -o "${name}_psy.o"
$fc alg.f90 -o alg.o
# shellcheck disable=SC2086
$link alg.o "${name}_psy.o" "${name}_psy_sched.o" $objs $libs -o alg
