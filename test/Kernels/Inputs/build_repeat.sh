#!/bin/sh
# build_repeat.sh DIR RT_MODS FFLAGS RT_LIBS [LINK]: builds and links repeat_alg.x90's program
# with build_program.sh: the model's Helmholtz kernel.
exec "$(dirname "$0")/build_program.sh" repeat_alg "$1" "$2" "$3" "$4" "${5:-flang-new-22}" \
  ../../Examples/model/kernels/helmholtz_apply_kernel_mod.f90
