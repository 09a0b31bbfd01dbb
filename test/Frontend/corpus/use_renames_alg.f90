! RUN: %S/check.sh %t %s %S/kernels | FileCheck %s
! Kernel types imported under local names (use ..., only: local => remote): the kernel is
! found through the rename and keeps its own name in the IR.
program use_renames_alg

  use constants_mod,                 only: r_def
  use field_mod,                     only: field_type
  use directional_diff_kernel_mod,   only: ddiff => directional_diff_kernel_type
  use cross_smooth_kernel_mod,       only: smoother_type => cross_smooth_kernel_type, &
                                           cross_smooth_code

  implicit none

  type(field_type) :: dxy, q, q_smooth

  call invoke( smoother_type(q_smooth, q, 2), &
               ddiff(dxy, q_smooth, 1, q, 1) )

end program use_renames_alg

! CHECK-DAG: psy.kernel_meta @cross_smooth_kernel_type operates_on "cell_column" procedure "cross_smooth_code"
! CHECK-DAG: psy.kernel_meta @directional_diff_kernel_type operates_on "cell_column" procedure "directional_diff_code"
! CHECK-LABEL: func.func @invoke_0(%arg0: !psy.field<f64, "w3">, %arg1: !psy.field<f64, "w3">, %arg2: !psy.field<f64, "w3">)
! CHECK: psy.kernel @cross_smooth_kernel_type(%arg0, %arg1, %c2_i32)
! CHECK: psy.kernel @directional_diff_kernel_type(%arg2, %arg0, %c1_i32{{.*}}, %arg1, %c1_i32{{.*}})
! CHECK: ---- rewritten algorithm ----
! CHECK: call invoke_0(q_smooth, q, dxy)
