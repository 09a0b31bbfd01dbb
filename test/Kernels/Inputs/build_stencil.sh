#!/bin/sh
# build_stencil.sh DIR RT_MODS FFLAGS RT_LIBS [LINK]: builds and links stencil_alg.x90's program with
# build_program.sh: the stencil kernels, the reference.
exec "$(dirname "$0")/build_program.sh" stencil_alg "$1" "$2" "$3" "$4" "${5:-flang-new-22}" \
  kernels/sten_cross_kernel_mod.f90 \
  kernels/sten_region_kernel_mod.f90 \
  kernels/sten_x1d_kernel_mod.f90 \
  kernels/sten_y1d_kernel_mod.f90 \
  kernels/sten_xory1d_kernel_mod.f90 \
  kernels/sten_cross2d_kernel_mod.f90 \
  kernels/sten_wtheta_kernel_mod.f90 \
  check_mod.f90 \
  stencil_reference_mod.f90
