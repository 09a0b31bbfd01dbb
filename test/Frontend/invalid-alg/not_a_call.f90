! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/../Inputs/kernels %s -o /dev/null 2>&1 | FileCheck %s
! An invoke argument that is not a kernel or builtin call.
program not_a_call
  use field_mod
  implicit none
  call invoke(f1)
end program not_a_call

! CHECK: {{.*}}not_a_call.f90:6:15: error: invoke argument 'f1' is not a kernel or builtin call
