! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! Expressions as scalars are passed as arguments (their text is the argument).
program scalar_expr
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use scalars_kernel_mod, only: scalars_kernel_type
  implicit none
  type(field_type) :: f
  real(r_def) :: r
  integer(i_def) :: n
  logical(l_def) :: flag

  call invoke(scalars_kernel_type(r * 2.0_r_def + 1.0_r_def, f, n + 1, .not. flag))
end program scalar_expr

! CHECK: psy.kernel_meta @scalars_kernel_type operates_on
! CHECK-LABEL: func.func @invoke_0_scalars_kernel_type(%arg0: f64, %arg1: !psy.field<f64, "w1">, %arg2: i32, %arg3: i1) attributes
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @scalars_kernel_type(%arg0, %arg1, %arg2, %arg3)
! CHECK: return

! ALG: use scalar_expr_psy, only: invoke_0_scalars_kernel_type
! ALG: call invoke_0_scalars_kernel_type(r * 2.0_r_def + 1.0_r_def, f, n + 1, .not. flag)
