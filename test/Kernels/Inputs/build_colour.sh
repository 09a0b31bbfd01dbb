#!/bin/sh
# build_colour.sh DIR RT_MODS FFLAGS RT_LIBS [LINK]: builds and links colour_alg.x90's program with
# build_program.sh: the two GH_INC kernels, the reference.
exec "$(dirname "$0")/build_program.sh" colour_alg "$1" "$2" "$3" "$4" "${5:-flang-new-22}" \
  kernels/w0_inc_kernel_mod.f90 \
  kernels/w2_inc_kernel_mod.f90 \
  colour_reference_mod.f90
