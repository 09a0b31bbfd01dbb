! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/../Inputs/kernels %s -o /dev/null 2>&1 | FileCheck %s
! Kernel arguments are matched to meta_args by position: a keyword there is refused.
program kernel_keyword_arg
  use field_mod
  use testkern_mod, only: testkern_type
  implicit none
  call invoke(testkern_type(a, f1, f2, &
                            field3=f3))
end program kernel_keyword_arg

! CHECK: {{.*}}kernel_keyword_arg.f90:8:29: error: keyword argument 'field3=' in the call of 'testkern_type': kernel and builtin arguments are matched to their metadata by position
