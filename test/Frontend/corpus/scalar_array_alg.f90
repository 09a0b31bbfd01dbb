! RUN: %S/check.sh %t %s %S/kernels | FileCheck %s
! Scalar arrays (GH_SCALAR_ARRAY) of real, integer and logical data passed from the algorithm.
program scalar_array_alg

  use constants_mod,              only: r_def, i_def, l_def
  use field_mod,                  only: field_type
  use scalar_array_kernel_mod,    only: scalar_array_kernel_type

  implicit none

  type(field_type)    :: q
  real(kind=r_def)    :: coeffs(4, 3)
  integer(kind=i_def) :: levels(10)
  logical(kind=l_def) :: switches(5)

  coeffs = 0.0_r_def
  levels = 1_i_def
  switches = .false.
  call invoke( scalar_array_kernel_type(q, coeffs, levels, switches) )

end program scalar_array_alg

! CHECK: psy.kernel_meta @scalar_array_kernel_type
! CHECK-LABEL: func.func @invoke_0_scalar_array_kernel_type(%arg0: !psy.field<f64, "w3">, %arg1: memref<?x?xf64>, %arg2: memref<?xi32>, %arg3: memref<?xi1>)
! CHECK: psy.kernel @scalar_array_kernel_type(%arg0, %arg1, %arg2, %arg3)
! CHECK: ---- rewritten algorithm ----
! CHECK: call invoke_0_scalar_array_kernel_type(q, coeffs, levels, switches)
