! Calls array_intents_kernel_type, whose scalar array's dummy is intent(inout).
module array_intents_alg
  use constants_mod, only: r_def
  use field_mod, only: field_type
  use array_intents_kernel_mod, only: array_intents_kernel_type
  implicit none
contains
  subroutine run(a, coef)
    type(field_type), intent(inout) :: a
    real(r_def), intent(inout) :: coef(:)
    call invoke(array_intents_kernel_type(a, coef))
  end subroutine run
end module array_intents_alg
