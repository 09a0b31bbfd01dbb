! RUN: not psyc -api gocean -d %S/../Inputs %s 2>&1 | FileCheck %s
program alg
  use field_mod
  use alg_kernels_mod, only: step
  implicit none
  type(r2d_field) :: t
  ! CHECK: literal_field.f90:[[@LINE+1]]:23: error: argument 2 of kernel 'step' is a literal ('1.0'), but its meta_args entry 2 is a field (an r2d_field variable)
  call invoke(step(t, 1.0, 2.0))
end program alg
