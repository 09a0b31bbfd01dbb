! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/../Inputs/kernels %s -o /dev/null 2>&1 | FileCheck %s
! The fields of a builtin must be on one space (PSyclone's rule for builtins); here a kernel puts
! f1 on W1 and f3 on W3.
program builtin_two_spaces
  use constants_mod, only: r_def
  use field_mod
  use testkern_mod, only: testkern_type
  implicit none
  type(field_type) :: f1, f2, f3
  real(r_def) :: a
  call invoke(testkern_type(a, f1, f2, f3), setval_X(f1, f3))
end program builtin_two_spaces

! CHECK: {{.*}}builtin_two_spaces.f90:11:45: error: the fields of builtin 'setval_X' must be on one function space, but 'f3' is on 'w3' and another on 'w1'
