! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/../Inputs/kernels %s -o /dev/null 2>&1 | FileCheck %s
! Only name= is accepted as an invoke keyword.
program unknown_keyword
  use field_mod
  implicit none
  call invoke(setval_c(f1, 0.0), label="x")
end program unknown_keyword

! CHECK: {{.*}}unknown_keyword.f90:6:34: error: unknown keyword 'label' in invoke; valid: name
