#!/bin/sh
# build_array.sh DIR RT_MODS FFLAGS RT_LIBS [LINK]: builds and links array_alg.x90's program with
# build_program.sh: the kernels, the references.
exec "$(dirname "$0")/build_program.sh" array_alg "$1" "$2" "$3" "$4" "${5:-flang-new-22}" \
  kernels/w0_inc_kernel_mod.f90 \
  kernels/w1_w2_kernel_mod.f90 \
  kernels/wtheta_kernel_mod.f90 \
  kernels/vector_kernel_mod.f90 \
  kernels/dof_kernel_mod.f90 \
  kernels/domain_kernel_mod.f90 \
  kernels/array_kernel_mod.f90 \
  check_mod.f90 \
  reference_mod.f90 \
  array_reference_mod.f90
