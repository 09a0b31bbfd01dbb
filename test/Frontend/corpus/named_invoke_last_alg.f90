! RUN: %S/check.sh %t %s %S/kernels | FileCheck %s
! The usual LFRic form: name= last, in a subroutine of an algorithm module, names in mixed
! case (the routine name is lower-cased).
module named_invoke_last_alg_mod

  use constants_mod,            only: r_def, l_def
  use field_mod,                only: field_type
  use theta_relax_kernel_mod,   only: theta_relax_kernel_type

  implicit none

contains

  subroutine relax_theta(theta, wind, relax_on, rate)
    implicit none
    type(field_type),    intent(inout) :: theta
    type(field_type),    intent(in)    :: wind
    logical(kind=l_def), intent(in)    :: relax_on
    real(kind=r_def),    intent(in)    :: rate

    call invoke( theta_relax_kernel_type(theta, wind, relax_on, rate), &
                 name="Relax_Theta_Profile" )
  end subroutine relax_theta

end module named_invoke_last_alg_mod

! CHECK: psy.kernel_meta @theta_relax_kernel_type
! CHECK-SAME: #psy.meta_arg<gh_field, gh_real, gh_readwrite, "wtheta">
! CHECK-SAME: #psy.meta_arg<gh_scalar, gh_logical, gh_read>
! CHECK-LABEL: func.func @invoke_relax_theta_profile(%arg0: !psy.field<f64, "wtheta">, %arg1: !psy.field<f64, "w2">, %arg2: i1, %arg3: f64)
! CHECK: psy.loop cells to ncells field(%arg0 : !psy.field<f64, "wtheta">)
! CHECK-NEXT: psy.kernel @theta_relax_kernel_type(%arg0, %arg1, %arg2, %arg3)
! CHECK: ---- rewritten algorithm ----
! CHECK: call invoke_relax_theta_profile(theta, wind, relax_on, rate)
