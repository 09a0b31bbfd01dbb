! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/../Inputs/kernels %s -o /dev/null 2>&1 | FileCheck %s
! An invoke has one name at most (PSyclone refuses a second name=).
program two_invoke_names
  use field_mod
  implicit none
  call invoke(name="a", setval_c(f1, 0.0), name="b")
end program two_invoke_names

! CHECK: {{.*}}two_invoke_names.f90:6:44: error: an invoke takes at most one name= argument
