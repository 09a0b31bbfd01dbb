! RUN: not psyc -api gocean -d %S/../Inputs %s 2>&1 | FileCheck %s
! A declared scalar where a field is expected, a field where a scalar is, a real literal for an
! integer scalar, and one name passed as scalars of both types.
program alg
  use field_mod
  use alg_kernels_mod, only: step, copy
  implicit none
  type(r2d_field) :: t, u
  real(go_wp) :: a
  ! CHECK: scalar_field.f90:[[@LINE+2]]:23: error: argument 2 of kernel 'step' is a real scalar ('a'), but its meta_args entry 2 is a field (an r2d_field variable)
  ! CHECK: scalar_field.f90:[[@LINE+1]]:26: error: argument 3 of kernel 'step' is an r2d_field ('u'), but its meta_args entry 3 is a go_r_scalar
  call invoke(step(t, a, u))
  ! CHECK: scalar_field.f90:[[@LINE+1]]:26: error: argument 3 of kernel 'copy' is a real literal ('1.5'), but its meta_args entry 3 is a go_i_scalar
  call invoke(copy(u, t, 1.5))
  ! CHECK: scalar_field.f90:[[@LINE+1]]:41: error: 'a' is passed as a go_i_scalar here but as a go_r_scalar before in this invoke
  call invoke(step(t, u, a), copy(u, t, a))
end program alg
