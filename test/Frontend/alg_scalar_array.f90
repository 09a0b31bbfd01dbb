! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! Scalar arrays become ranked memrefs.
program scalar_array_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use scalar_array_mod, only: scalar_array_type
  implicit none
  type(field_type) :: f
  real(r_def) :: table(3, 4)
  integer(i_def) :: ids(5)

  call invoke(scalar_array_type(f, table, ids))
end program scalar_array_alg

! CHECK: psy.kernel_meta @scalar_array_type operates_on
! CHECK-LABEL: func.func @invoke_0_scalar_array_type(%arg0: !psy.field<f64, "w1">, %arg1: memref<?x?xf64>, %arg2: memref<?xi32>) attributes
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @scalar_array_type(%arg0, %arg1, %arg2)
! CHECK: return

! ALG: use scalar_array_alg_psy, only: invoke_0_scalar_array_type
! ALG: call invoke_0_scalar_array_type(f, table, ids)
