#!/bin/sh
# build_enforce_bc.sh DIR RT_MODS FFLAGS RT_LIBS [LINK]: builds and links enforce_bc_alg.x90's
# program with build_program.sh: the boundary-condition kernels, the reference.
exec "$(dirname "$0")/build_program.sh" enforce_bc_alg "$1" "$2" "$3" "$4" "${5:-flang-new-22}" \
  kernels/enforce_bc_kernel_mod.f90 \
  kernels/enforce_operator_bc_kernel_mod.f90 \
  check_mod.f90 \
  enforce_bc_reference_mod.f90
