! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/../Inputs/kernels %s -o /dev/null 2>&1 | FileCheck %s
! A builtin given the wrong number of arguments.
program builtin_arg_count
  use field_mod
  implicit none
  call invoke(setval_c(f1))
end program builtin_arg_count

! CHECK: {{.*}}builtin_arg_count.f90:6:15: error: builtin 'setval_c' takes 2 arguments but is given 1
