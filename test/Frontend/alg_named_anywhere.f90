! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! name= first, in the middle and last, as PSyclone reads it: the label is trimmed, lower-cased,
! its blanks become underscores and invoke_ is prefixed unless it is already there. The comment
! inside the last invoke moves to a line of its own before its call.
program named_anywhere
  use constants_mod, only: r_def
  use field_mod
  use testkern_mod, only: testkern_type
  implicit none
  type(field_type) :: f1, f2, f3
  real(r_def) :: a

  call invoke(NAME="First", testkern_type(a, f1, f2, f3))
  call invoke(setval_c(f1, 0.0_r_def), name=" Middle  Step ", setval_c(f2, a))
  call invoke(testkern_type(a, f1, f2, f3), setval_c(f3, a), &
              ! the name on its own line
              name='invoke_Last')
end program named_anywhere

! CHECK-LABEL: func.func @invoke_first(
! CHECK: psy.kernel @testkern_type
! CHECK-LABEL: func.func @invoke_middle__step(
! CHECK: psy.builtin "setval_c"
! CHECK: psy.builtin "setval_c"
! CHECK-LABEL: func.func @invoke_last(
! CHECK: psy.kernel @testkern_type
! CHECK: psy.builtin "setval_c"

! ALG: use named_anywhere_psy, only: invoke_first, invoke_middle__step, invoke_last
! ALG: call invoke_first(a, f1, f2, f3)
! ALG: call invoke_middle__step(f1, f2, a)
! ALG-NEXT: {{^}}  ! the name on its own line
! ALG-NEXT: {{^}}  call invoke_last(a, f1, f2, f3)
! ALG-NEXT: end program named_anywhere
