! RUN: not psyc -api gocean -d %S/../Inputs %s 2>&1 | FileCheck %s
! One field passed to two arguments of one kernel that writes one of them: the kernel's two
! dummies would alias, which Fortran forbids and the compiled kernel assumes away; reported at
! the second use, whichever of the two is written. A field passed to two kernels of one
! invoke is fine (CHECK-NOT below).
program alg
  use field_mod
  use alg_kernels_mod, only: step, copy
  implicit none
  type(r2d_field) :: t, u
  real(go_wp) :: a
  integer :: n
  ! CHECK: aliased_field.f90:[[@LINE+1]]:23: error: 't' is passed to kernel 'step' as arguments 1 and 2, and the kernel writes argument 1: the two would alias, which Fortran forbids; pass a copy as one of them
  call invoke(step(t, t, a))
  ! CHECK: aliased_field.f90:[[@LINE+1]]:23: error: 'u' is passed to kernel 'copy' as arguments 1 and 2, and the kernel writes argument 1: the two would alias
  call invoke(copy(u, u, n))
  ! CHECK-NOT: aliased_field.f90:{{[0-9]+}}
  ! CHECK: psyc: error: the front end failed
  call invoke(step(t, u, a), copy(u, t, n))
end program alg
