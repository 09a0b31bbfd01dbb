! RUN: not psyc -api gocean -d %S/../Inputs %s 2>&1 | FileCheck %s
program alg
  use field_mod
  use alg_kernels_mod, only: step
  implicit none
  type(r2d_field) :: t, u
  ! CHECK: arg_count.f90:[[@LINE+1]]:15: error: kernel 'step' takes 3 arguments (its 4 meta_args entries less 1 grid properties), got 2
  call invoke(step(t, u))
end program alg
