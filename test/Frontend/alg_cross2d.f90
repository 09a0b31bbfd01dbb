! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! cross2d and region stencils sharing one extent variable.
program cross2d_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use cross2d_kernel_mod, only: cross2d_kernel_type
  implicit none
  type(field_type) :: out, a, t
  integer(i_def) :: depth

  call invoke(cross2d_kernel_type(out, a, depth, t, depth))
end program cross2d_alg

! CHECK: psy.kernel_meta @cross2d_kernel_type operates_on
! CHECK-LABEL: func.func @invoke_0_cross2d_kernel_type(%arg0: !psy.field<f64, "w3">, %arg1: !psy.field<f64, "w3">, %arg2: i32, %arg3: !psy.field<f64, "wtheta">) attributes
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @cross2d_kernel_type(%arg0, %arg1, %arg2, %arg3, %arg2)
! CHECK: return

! ALG: use cross2d_alg_psy, only: invoke_0_cross2d_kernel_type
! ALG: call invoke_0_cross2d_kernel_type(out, a, depth, t)
