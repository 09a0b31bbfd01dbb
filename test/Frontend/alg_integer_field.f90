! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! Integer fields are i32.
program integer_field
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use int_field_mod, only: int_field_type
  implicit none
  type(integer_field_type) :: i1, i2

  call invoke(int_field_type(i1, i2))
end program integer_field

! CHECK: psy.kernel_meta @int_field_type operates_on
! CHECK-LABEL: func.func @invoke_0_int_field_type(%arg0: !psy.field<i32, "w3">, %arg1: !psy.field<i32, "any_discontinuous_space_1">) attributes
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @int_field_type(%arg0, %arg1)
! CHECK: return

! ALG: use integer_field_psy, only: invoke_0_int_field_type
! ALG: call invoke_0_int_field_type(i1, i2)
