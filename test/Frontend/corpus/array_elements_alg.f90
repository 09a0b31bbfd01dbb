! RUN: %S/check.sh %t %s %S/kernels | FileCheck %s
! Array elements as kernel arguments: fields of a bundle indexed by named constants and by
! literals, as LFRic's state arrays (state(igh_u), rhs(igh_t)) are used, and an element that
! a builtin updates in place (an element passed twice to one call is refused).
module array_elements_alg_mod

  use constants_mod,          only: r_def, i_def
  use field_mod,              only: field_type
  use face_flux_kernel_mod,   only: face_flux_kernel_type
  use lma_apply_kernel_mod,   only: lma_apply_kernel_type
  use operator_mod,           only: operator_type

  implicit none

  integer(kind=i_def), parameter :: igh_u = 1, igh_p = 2, igh_t = 3, igh_d = 4

contains

  subroutine update_state(state, rhs, ops)
    implicit none
    type(field_type),    intent(inout) :: state(4), rhs(4)
    type(operator_type), intent(in)    :: ops(2)

    call invoke( face_flux_kernel_type(rhs(igh_u), state(igh_d), state(igh_t)), &
                 lma_apply_kernel_type(rhs(1), state(igh_u), ops(2)),            &
                 inc_X_plus_Y(state(igh_p), rhs(igh_p)) )
  end subroutine update_state

end module array_elements_alg_mod

! CHECK-LABEL: func.func @invoke_0(
! CHECK-SAME: psy.alg_args = ["rhs(igh_u)", "state(igh_d)", "state(igh_t)", "rhs(1)", "state(igh_u)", "ops(2)", "state(igh_p)", "rhs(igh_p)"]
! CHECK: psy.kernel @face_flux_kernel_type(%arg0, %arg1, %arg2)
! CHECK: psy.kernel @lma_apply_kernel_type(%arg3, %arg4, %arg5)
! CHECK: psy.builtin "inc_X_plus_Y"(%arg6, %arg7)
! CHECK: ---- rewritten algorithm ----
! CHECK: call invoke_0(rhs(igh_u), state(igh_d), state(igh_t), rhs(1), state(igh_u), ops(2),
! CHECK: rhs(igh_p))
