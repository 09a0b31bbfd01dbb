! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/../Inputs/kernels %s -o /dev/null 2>&1 | FileCheck %s
! A reduction variable read by a call before the builtin that reduces into it: a located
! error (this used to crash in mlirOperationCreate on the invoke's missing result).
program reduction_read_first
  use constants_mod, only: r_def
  use field_mod
  implicit none
  type(field_type) :: f1, f2
  real(r_def) :: s
  call invoke(setval_c(f2, 1.0_r_def), setval_c(f1, s), sum_X(s, f1))
end program reduction_read_first

! CHECK: {{.*}}reduction_read_first.f90:10:40: error: 's' is read by 'setval_c' before a builtin of this invoke reduces into it: not supported (in psy IR a reduction variable is a result of its invoke, not an input); read it in a later invoke
! CHECK-NOT: internal error
