! RUN: psyc -api gocean -nodm -d %S/../Inputs %s | FileCheck %s
! A kernel type imported under another name (`use m, only: local => kernel`) is found by its
! own name, which also names the invoke by default (as for LFRic).
program alg
  use field_mod
  use alg_kernels_mod, only: advance => step
  implicit none
  type(r2d_field) :: t, u
  real(go_wp) :: a

  ! CHECK: psy.go_kernel_meta @step
  ! CHECK-LABEL: func.func @invoke_0_step(
  ! CHECK: psy.go_kernel @step(%arg0, %arg1, %arg2)
  call invoke(advance(t, u, a))
end program alg
