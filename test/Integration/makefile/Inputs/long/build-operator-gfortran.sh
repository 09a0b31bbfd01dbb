#!/bin/sh
# build-operator-gfortran.sh DIR RT KINPUTS RTLIB: test/Kernels' operator program
# (KINPUTS/build_operator_long.sh's sources) built with gfortran in DIR, after psyc wrote
# DIR/alg.f90, DIR/operator_long_alg_psy.f90 and its schedule object: RT holds the runtime's
# modules and libgfrt.a compiled by gfortran (gfortran-runtime.sh), RTLIB the runtime's core.
set -e
dir=$1; rt=$2; k=$3; core=$4
cd "$dir"
for f in kernels/w0_inc_kernel_mod kernels/w1_w2_kernel_mod kernels/wtheta_kernel_mod \
         kernels/vector_kernel_mod kernels/dof_kernel_mod kernels/domain_kernel_mod \
         kernels/op_assemble_kernel_mod kernels/op_apply_kernel_mod check_mod reference_mod \
         operator_reference_mod; do
  gfortran -c -O2 -I"$rt" "$k/$f.f90" -o "$(basename "$f").o"
done
gfortran -c -O2 -I"$rt" operator_long_alg_psy.f90
gfortran -c -O2 -I"$rt" alg.f90
gfortran -o alg alg.o operator_long_alg_psy.o operator_long_alg_psy_sched.o ./*_mod.o \
  "$rt/libgfrt.a" "$core" -lm
