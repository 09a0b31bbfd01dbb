! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/../Inputs/kernels %s -o /dev/null 2>&1 | FileCheck %s
! Two invokes with one name.
program duplicate_invoke_name
  use field_mod
  implicit none
  call invoke(setval_c(f1, 0.0), name="zero")
  call invoke(setval_c(f2, 0.0), name="zero")
end program duplicate_invoke_name

! CHECK: {{.*}}duplicate_invoke_name.f90:7:3: error: two invokes are named 'invoke_zero'
