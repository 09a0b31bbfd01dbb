! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! Builtins only (names are case-insensitive); builtin-only fields live on any_space_1.
program builtins_only
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod

  implicit none
  type(field_type) :: x, y, z
  real(r_def) :: a

  call invoke(setval_c(x, 0.0_r_def), X_plus_Y(z, x, y), inc_aX_plus_Y(a, x, y), Setval_X(y, x))
end program builtins_only

! CHECK-LABEL: func.func @invoke_0(%arg0: !psy.field<f64, "any_space_1">, %arg1: !psy.field<f64, "any_space_1">, %arg2: !psy.field<f64, "any_space_1">, %arg3: f64) attributes
! CHECK: %cst = arith.constant {psy.alg_text = "0.0_r_def"} 0.000000e+00
! CHECK: psy.loop dofs to ndofs
! CHECK-NEXT: psy.builtin "setval_c"(%arg0, %cst)
! CHECK: psy.loop dofs to ndofs
! CHECK-NEXT: psy.builtin "X_plus_Y"(%arg1, %arg0, %arg2)
! CHECK: psy.loop dofs to ndofs
! CHECK-NEXT: psy.builtin "inc_aX_plus_Y"(%arg3, %arg0, %arg2)
! CHECK: psy.loop dofs to ndofs
! CHECK-NEXT: psy.builtin "setval_X"(%arg2, %arg0)
! CHECK: return

! ALG: use builtins_only_psy, only: invoke_0
! ALG: call invoke_0(x, z, y, a)
