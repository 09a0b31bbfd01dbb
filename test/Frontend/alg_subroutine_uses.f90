! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! A use statement inside the subroutine holding the invoke: the PSy use goes there.
module alg_subroutine_uses
  implicit none
contains
  subroutine step()
    use constants_mod, only: r_def
    use field_mod
    use testkern_mod, only: testkern_type
    type(field_type) :: f1, f2, f3
    call invoke(testkern_type(1.0_r_def, f1, f2, f3))
  end subroutine step
end module alg_subroutine_uses

! CHECK: psy.kernel_meta @testkern_type operates_on
! CHECK-LABEL: func.func @invoke_0_testkern_type(%arg0: !psy.field<f64, "w1">, %arg1: !psy.field<f64, "w2">, %arg2: !psy.field<f64, "w3">) attributes
! CHECK: %cst = arith.constant {psy.alg_text = "1.0_r_def"} 1.000000e+00
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @testkern_type(%cst, %arg0, %arg1, %arg2)
! CHECK: return

! ALG: use alg_subroutine_uses_psy, only: invoke_0_testkern_type
! ALG: call invoke_0_testkern_type(f1, f2, f3)
