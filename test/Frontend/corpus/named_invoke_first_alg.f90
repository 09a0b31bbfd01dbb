! RUN: %S/check.sh %t %s %S/kernels | FileCheck %s
! A named invoke whose name= comes first, before the kernel calls.
program named_invoke_first_alg

  use constants_mod,          only: r_def
  use field_mod,              only: field_type
  use split_wind_kernel_mod,  only: split_wind_kernel_type

  implicit none

  type(field_type) :: u_h, u_v, u

  call invoke( name="split_wind", split_wind_kernel_type(u_h, u_v, u), &
               setval_c(u, 0.0_r_def) )

end program named_invoke_first_alg

! CHECK: psy.kernel_meta @split_wind_kernel_type
! CHECK-SAME: #psy.meta_arg<gh_field, gh_real, gh_inc, "w2h">, #psy.meta_arg<gh_field, gh_real, gh_write, "w2v">, #psy.meta_arg<gh_field, gh_real, gh_read, "w2">
! CHECK-LABEL: func.func @invoke_split_wind(%arg0: !psy.field<f64, "w2h">, %arg1: !psy.field<f64, "w2v">, %arg2: !psy.field<f64, "w2">)
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @split_wind_kernel_type(%arg0, %arg1, %arg2)
! CHECK: psy.loop dofs to ndofs field(%arg2 : !psy.field<f64, "w2">)
! CHECK-NEXT: psy.builtin "setval_c"(%arg2, %{{.*}})
! CHECK: ---- rewritten algorithm ----
! CHECK: use named_invoke_first_alg_psy, only: invoke_split_wind
! CHECK: call invoke_split_wind(u_h, u_v, u)
