! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! Literal scalars become constants, not invoke arguments.
program scalar_literals
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use scalars_kernel_mod, only: scalars_kernel_type
  implicit none
  type(field_type) :: f

  call invoke(scalars_kernel_type(2.5d0, f, 3, .true.))
end program scalar_literals

! CHECK: psy.kernel_meta @scalars_kernel_type operates_on
! CHECK-LABEL: func.func @invoke_0_scalars_kernel_type(%arg0: !psy.field<f64, "w1">) attributes
! CHECK: %cst = arith.constant {psy.alg_text = "2.5d0"} 2.500000e+00
! CHECK: %c3_i32 = arith.constant {psy.alg_text = "3"} 3
! CHECK: %true = arith.constant {psy.alg_text = ".true."} true
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @scalars_kernel_type(%cst, %arg0, %c3_i32, %true)
! CHECK: return

! ALG: use scalar_literals_psy, only: invoke_0_scalars_kernel_type
! ALG: call invoke_0_scalars_kernel_type(f)
