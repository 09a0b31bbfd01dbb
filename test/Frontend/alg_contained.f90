! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! Invokes in a module subroutine (two of them) and in a procedure contained in it; arguments
! that are components and array elements of derived types, split over continuation lines
! with comments between them. The rewritten calls keep their text (blanks dropped) and the
! use of the PSy module goes to the module, which holds the only use statements.
module alg_contained_mod
  use constants_mod, only: r_def
  use field_mod
  use testkern_mod, only: testkern_type
  implicit none
  type :: model_type
    type(field_type) :: prognostic(2)
    type(state_type) :: state
  end type model_type
contains
  subroutine step(model, fs, a)
    type(model_type), intent(inout) :: model
    type(state_type), intent(inout) :: fs(2)
    real(r_def), intent(in) :: a
    integer :: i
    i = 2
    call invoke(testkern_type(a, model%prognostic(1), &  ! updated
                              ! two reads follow
                              model%state%fields( 2 ),  &
                              fs(i)%fields(3)))
    call invoke(setval_c(model % prognostic(2), a), &
                setval_X(model%prognostic(1), model%prognostic(2)))
    call finish()
  contains
    subroutine finish()
      call invoke(name="finish", setval_c(fs(1)%fields(1), 0.0_r_def))
    end subroutine finish
  end subroutine step
end module alg_contained_mod

! CHECK-LABEL: func.func @invoke_0_testkern_type(%arg0: f64, %arg1: !psy.field<f64, "w1">, %arg2: !psy.field<f64, "w2">, %arg3: !psy.field<f64, "w3">) attributes {psy.alg_args = ["a", "model%prognostic(1)", "model%state%fields(2)", "fs(i)%fields(3)"]
! CHECK-LABEL: func.func @invoke_1(%arg0: !psy.field<f64, "any_space_1">, %arg1: f64, %arg2: !psy.field<f64, "any_space_1">) attributes {psy.alg_args = ["model%prognostic(2)", "a", "model%prognostic(1)"]
! CHECK: psy.builtin "setval_X"(%arg2, %arg0)
! CHECK-LABEL: func.func @invoke_finish(%arg0: !psy.field<f64, "any_space_1">) attributes {psy.alg_args = ["fs(1)%fields(1)"]

! ALG: module alg_contained_mod
! ALG-NEXT: use alg_contained_mod_psy, only: invoke_0_testkern_type, invoke_1, invoke_finish
! ALG-NEXT: use constants_mod, only: r_def
! ALG: call invoke_0_testkern_type(a, model%prognostic(1), model%state%fields(2), fs(i)%fields(3))
! ALG-NEXT: call invoke_1(model%prognostic(2), a, model%prognostic(1))
! ALG-NEXT: call finish()
! ALG: call invoke_finish(fs(1)%fields(1))
