#!/bin/sh
# build_fallback.sh DIR RT_MODS RT_LIBS LINK: compiles host_kernels_mod, the binding and the
# algorithm psyc wrote into DIR and links DIR/alg with the schedule object and the runtime.
set -e
dir=$1; mods=$2; libs=$3; link=$4
here=$(cd "$(dirname "$0")" && pwd)
cd "$dir"
mkdir -p mods
fc="flang-new-22 -c -O2 -ffp-contract=off -Jmods -I$mods"
$fc "$here/host_kernels_mod.f90" -o host_kernels_mod.o
$fc fallback_alg_psy.f90 -o fallback_alg_psy.o
$fc alg.f90 -o alg.o
# shellcheck disable=SC2086
$link alg.o fallback_alg_psy.o fallback_alg_psy_sched.o host_kernels_mod.o $libs -o alg
