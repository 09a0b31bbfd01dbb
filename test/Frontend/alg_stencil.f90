! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! Stencil extents (a variable and a literal) and an XORY1D direction follow their fields.
program stencil_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use stencil_kernel_mod, only: stencil_kernel_type
  implicit none
  type(field_type) :: f1, f2, f3, f4
  integer(i_def) :: extent, dir

  call invoke(stencil_kernel_type(f1, f2, extent, f3, 2, dir, f4))
end program stencil_alg

! CHECK: psy.kernel_meta @stencil_kernel_type operates_on
! CHECK-LABEL: func.func @invoke_0_stencil_kernel_type(%arg0: !psy.field<f64, "w1">, %arg1: !psy.field<f64, "w2">, %arg2: i32, %arg3: !psy.field<f64, "w3">, %arg4: i32, %arg5: !psy.field<f64, "w0">) attributes
! CHECK: %c2_i32 = arith.constant {psy.alg_text = "2"} 2
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @stencil_kernel_type(%arg0, %arg1, %arg2, %arg3, %c2_i32, %arg4, %arg5)
! CHECK: return

! ALG: use stencil_alg_psy, only: invoke_0_stencil_kernel_type
! ALG: call invoke_0_stencil_kernel_type(f1, f2, extent, f3, dir, f4)
