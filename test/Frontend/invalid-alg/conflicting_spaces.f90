! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/../Inputs/kernels %s -o /dev/null 2>&1 | FileCheck %s
! One field on two different spaces in one invoke.
program conflicting_spaces
  use field_mod
  use testkern_mod, only: testkern_type
  implicit none
  call invoke(testkern_type(a, f1, f2, f3), testkern_type(a, f2, f1, f3))
end program conflicting_spaces

! CHECK: {{.*}}conflicting_spaces.f90:7:62: error: field 'f2' is on function space 'w1' here but on 'w2' earlier in the invoke
