! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels %s -o - | FileCheck %s
! A field two kernels put on different concrete spaces is on any_space_1 (known at run time
! only); a concrete space wins over ANY_* (ANY_W2 included).
program cross_kernel_spaces_ir
  use constants_mod, only: r_def
  use field_mod
  use testkern_mod, only: testkern_type
  use anyw2_kernel_mod, only: anyw2_kernel_type
  implicit none
  type(field_type) :: f1, f2, f3
  real(r_def) :: a

  call invoke(testkern_type(a, f1, f2, f3), testkern_type(a, f2, f1, f3))
  call invoke(anyw2_kernel_type(f2), testkern_type(a, f1, f2, f3))
end program cross_kernel_spaces_ir

! CHECK-LABEL: func.func @invoke_0(%arg0: f64, %arg1: !psy.field<f64, "any_space_1">, %arg2: !psy.field<f64, "any_space_1">, %arg3: !psy.field<f64, "w3">)
! CHECK: psy.kernel @testkern_type(%arg0, %arg1, %arg2, %arg3)
! CHECK: psy.kernel @testkern_type(%arg0, %arg2, %arg1, %arg3)
! CHECK-LABEL: func.func @invoke_1(%arg0: !psy.field<f64, "w2">, %arg1: f64, %arg2: !psy.field<f64, "w1">, %arg3: !psy.field<f64, "w3">)
! CHECK: psy.kernel @anyw2_kernel_type(%arg0)
! CHECK: psy.kernel @testkern_type(%arg1, %arg2, %arg0, %arg3)
