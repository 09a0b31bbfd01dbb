! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/../Inputs/kernels %s -o /dev/null 2>&1 | FileCheck %s
! RUN: not psyc -nodm -d %S/../Inputs/kernels %s 2>&1 | FileCheck %s
! A field passed to one kernel twice, written (gh_inc) and read: the two dummies would alias.
program field_passed_twice
  use constants_mod, only: r_def
  use field_mod
  use testkern_mod, only: testkern_type
  implicit none
  type(field_type) :: f1, f2
  real(r_def) :: a
  call invoke(testkern_type(a, f1, f2, f1))
end program field_passed_twice

! CHECK: {{.*}}field_passed_twice.f90:11:40: error: field 'f1' is passed to kernel 'testkern_type' more than once: PSyclone refuses this too, since the two arguments would alias; pass it once (X_innerproduct_X, say, for a field's inner product with itself)
