#!/bin/sh
# build_quadrature.sh DIR RT_MODS FFLAGS RT_LIBS [LINK]: builds and links quadrature_alg.x90's program with
# build_program.sh: the kernels, both references.
exec "$(dirname "$0")/build_program.sh" quadrature_alg "$1" "$2" "$3" "$4" "${5:-flang-new-22}" \
  kernels/w0_inc_kernel_mod.f90 \
  kernels/w1_w2_kernel_mod.f90 \
  kernels/wtheta_kernel_mod.f90 \
  kernels/vector_kernel_mod.f90 \
  kernels/dof_kernel_mod.f90 \
  kernels/domain_kernel_mod.f90 \
  kernels/face_flux_kernel_mod.f90 \
  kernels/edge_tangent_kernel_mod.f90 \
  kernels/nodal_w1_kernel_mod.f90 \
  kernels/face_normals_kernel_mod.f90 \
  kernels/nodal_targets_kernel_mod.f90 \
  check_mod.f90 \
  reference_mod.f90 \
  quadrature_reference_mod.f90
