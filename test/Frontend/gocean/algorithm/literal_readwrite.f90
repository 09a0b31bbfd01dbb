! RUN: not psyc -api gocean -d %S/../../../Integration/gocean/Inputs/scalars %s 2>&1 | FileCheck %s
! A go_readwrite scalar is updated in place: the algorithm must pass a variable.
program alg
  use field_mod
  use ct_accum_mod, only: ct_accum
  implicit none
  type(r2d_field) :: t
  integer :: n
  ! CHECK: literal_readwrite.f90:[[@LINE+1]]:27: error: argument 2 of kernel 'ct_accum' is a literal ('0.5'), but its meta_args entry 2 is a go_r_scalar the kernel updates (go_readwrite): pass a variable
  call invoke(ct_accum(t, 0.5, n))
end program alg
