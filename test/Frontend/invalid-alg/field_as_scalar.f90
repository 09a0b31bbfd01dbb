! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/../Inputs/kernels %s -o /dev/null 2>&1 | FileCheck %s
! A value used as a scalar and as a field.
program field_as_scalar
  use field_mod
  use testkern_mod, only: testkern_type
  implicit none
  call invoke(testkern_type(f1, f1, f2, f3))
end program field_as_scalar

! CHECK: {{.*}}field_as_scalar.f90:7:33: error: 'f1' is used as a field here but as a scalar earlier in the invoke
