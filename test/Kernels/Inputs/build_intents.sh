#!/bin/sh
# build_intents.sh DIR RT_MODS FFLAGS RT_LIBS [LINK]: builds and links intents_alg.x90's program
# with build_program.sh: the kernels whose intents disagree with their metadata, the reference.
exec "$(dirname "$0")/build_program.sh" intents_alg "$1" "$2" "$3" "$4" "${5:-flang-new-22}" \
  intents/intents_kernel_mod.f90 \
  check_mod.f90 \
  intents/intents_reference_mod.f90
