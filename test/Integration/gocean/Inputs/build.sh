#!/bin/sh
# build.sh ALG DIR FC MODS LINK LIBS [PSYC OPTIONS...]: the program of ALG.x90 (forms_sw or
# forms_ne) in DIR. psyc -api gocean, with the options given, writes the rewritten algorithm
# DIR/ALG.f90 and the PSy layer DIR/ALG_psy.f90 (and what it writes beside it: the schedule
# object, or the OpenCL kernels); then FC compiles the kernels, the helpers, the reference, the
# PSy layer and the algorithm against the runtime's module files in MODS, and LINK links every
# object in DIR (the schedule object included) with LIBS into DIR/ALG.
set -e
alg=$1 dir=$2 fc=$3 mods=$4 link=$5 libs=$6
shift 6
in=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$dir"
cd "$dir"
psyc -api gocean -d "$in/kernels" "$@" -oalg "$alg.f90" -opsy "${alg}_psy.f90" "$in/$alg.x90"
for f in "$in"/kernels/*.f90 "$in/forms_util_mod.f90" "$in/forms_ref_mod.f90" \
         "${alg}_psy.f90" "$alg.f90"; do
  $fc -O2 -c -I "$mods" -I . "$f" -o "$(basename "$f" .f90).o"
done
$link -o "$alg" ./*.o $libs
