#!/bin/sh
# build_intergrid.sh DIR RT_MODS FFLAGS RT_LIBS [LINK]: builds and links intergrid_alg.x90's program with
# build_program.sh: the restriction kernel, the reference.
exec "$(dirname "$0")/build_program.sh" intergrid_alg "$1" "$2" "$3" "$4" "${5:-flang-new-22}" \
  kernels/restrict_sum_kernel_mod.f90 \
  intergrid_reference_mod.f90
