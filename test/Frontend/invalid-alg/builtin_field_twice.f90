! RUN: not psyc -nodm %s 2>&1 | FileCheck %s
! A builtin given one field for two of its field arguments: X_innerproduct_X takes it once.
program builtin_field_twice
  use constants_mod, only: r_def
  use field_mod
  implicit none
  type(field_type) :: f
  real(r_def) :: s
  call invoke(X_innerproduct_Y(s, f, f))
end program builtin_field_twice

! CHECK: {{.*}}builtin_field_twice.f90:9:38: error: field 'f' is passed to builtin 'X_innerproduct_Y' more than once
