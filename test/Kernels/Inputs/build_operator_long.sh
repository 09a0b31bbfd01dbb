#!/bin/sh
# build_operator_long.sh DIR RT_MODS FFLAGS RT_LIBS [LINK]: build_operator.sh for
# operator_long_alg.x90, the same program with 63-character names.
exec "$(dirname "$0")/build_program.sh" operator_long_alg "$1" "$2" "$3" "$4" "${5:-flang-new-22}" \
  kernels/w0_inc_kernel_mod.f90 \
  kernels/w1_w2_kernel_mod.f90 \
  kernels/wtheta_kernel_mod.f90 \
  kernels/vector_kernel_mod.f90 \
  kernels/dof_kernel_mod.f90 \
  kernels/domain_kernel_mod.f90 \
  kernels/op_assemble_kernel_mod.f90 \
  kernels/op_apply_kernel_mod.f90 \
  check_mod.f90 \
  reference_mod.f90 \
  operator_reference_mod.f90
