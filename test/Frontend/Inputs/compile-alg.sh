#!/bin/sh
# compile-alg.sh DIR PSY_STUB ALG: compiles a rewritten algorithm with flang-new-22 against the
# stub modules here, the kernel modules it uses (from Inputs/kernels) and its PSy stub module.
set -e
dir=$1; psy=$2; alg=$3
here=$(dirname "$0")
cd "$dir"
for m in constants_mod argument_mod kernel_mod field_mod; do
  flang-new-22 -c -J. -o $m.o "$here/stubs/$m.f90"
done
for m in $(grep -io '^ *use  *[a-z0-9_]*' "$alg" | awk '{print tolower($2)}'); do
  k=$(find "$here/kernels" -name "$m.f90" | head -n 1)
  if [ -n "$k" ]; then flang-new-22 -c -J. -o $m.o "$k"; fi
done
flang-new-22 -c -J. -o psy.o "$psy"
flang-new-22 -c -J. -o alg.o "$alg"
