! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! Invokes in the subroutines of a module: the use statement goes to the module.
module alg_module_subroutines
  use constants_mod, only: r_def
  use field_mod
  use testkern_mod, only: testkern_type
  implicit none
contains
  subroutine first(f1, f2, f3, a)
    type(field_type), intent(inout) :: f1, f2, f3
    real(r_def), intent(in) :: a
    call invoke(testkern_type(a, f1, f2, f3))
  end subroutine first
  subroutine second(x)
    type(field_type), intent(inout) :: x
    call invoke(name="zero", setval_c(x, 0.0_r_def))
  end subroutine second
end module alg_module_subroutines

! CHECK: psy.kernel_meta @testkern_type operates_on
! CHECK-LABEL: func.func @invoke_0_testkern_type(%arg0: f64, %arg1: !psy.field<f64, "w1">, %arg2: !psy.field<f64, "w2">, %arg3: !psy.field<f64, "w3">) attributes
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @testkern_type(%arg0, %arg1, %arg2, %arg3)
! CHECK: return
! CHECK-LABEL: func.func @invoke_zero(%arg0: !psy.field<f64, "any_space_1">) attributes
! CHECK: %cst = arith.constant {psy.alg_text = "0.0_r_def"} 0.000000e+00
! CHECK: psy.loop dofs to ndofs
! CHECK-NEXT: psy.builtin "setval_c"(%arg0, %cst)
! CHECK: return

! ALG: use alg_module_subroutines_psy, only: invoke_0_testkern_type, invoke_zero
! ALG: call invoke_0_testkern_type(a, f1, f2, f3)
! ALG: call invoke_zero(x)
