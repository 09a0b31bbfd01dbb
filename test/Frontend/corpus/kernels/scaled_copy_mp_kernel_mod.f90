!> @brief y = a * x at one degree of freedom, in single or double precision.
!> Corpus: a mixed-precision DOF kernel; the interface block comes before the type.
module scaled_copy_mp_kernel_mod

  use argument_mod,  only: arg_type, GH_FIELD, GH_SCALAR, &
                           GH_REAL, GH_WRITE, GH_READ,    &
                           ANY_SPACE_1, DOF
  use constants_mod, only: r_single, r_double
  use kernel_mod,    only: kernel_type

  implicit none

  private

  public :: scaled_copy_mp_code

  interface scaled_copy_mp_code
    module procedure scaled_copy_mp_code_r_double, scaled_copy_mp_code_r_single
  end interface scaled_copy_mp_code

  type, public, extends(kernel_type) :: scaled_copy_mp_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                         &
         arg_type(GH_FIELD,  GH_REAL, GH_WRITE, ANY_SPACE_1),   &
         arg_type(GH_FIELD,  GH_REAL, GH_READ,  ANY_SPACE_1),   &
         arg_type(GH_SCALAR, GH_REAL, GH_READ)                  &
         /)
    integer :: operates_on = DOF
  end type scaled_copy_mp_kernel_type

contains

  subroutine scaled_copy_mp_code_r_single(y, x, a)
    implicit none
    real(kind=r_single), intent(out) :: y
    real(kind=r_single), intent(in) :: x, a
    y = a * x
  end subroutine scaled_copy_mp_code_r_single

  subroutine scaled_copy_mp_code_r_double(y, x, a)
    implicit none
    real(kind=r_double), intent(out) :: y
    real(kind=r_double), intent(in) :: x, a
    y = a * x
  end subroutine scaled_copy_mp_code_r_double

end module scaled_copy_mp_kernel_mod
