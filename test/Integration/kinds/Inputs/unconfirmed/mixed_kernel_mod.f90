! A mixed-precision kernel as LFRic writes them: no procedure binding in the type, a public
! generic interface over private specifics, one per width. x = a * x + k on a W3 field.
module mixed_kernel_mod
  use argument_mod, only: arg_type, GH_SCALAR, GH_FIELD, GH_REAL, GH_READ, GH_READWRITE, &
                          CELL_COLUMN
  use fs_continuity_mod, only: W3
  use constants_mod, only: i_def
  use, intrinsic :: iso_fortran_env, only: real32, real64
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: mixed_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                   &
         arg_type(GH_SCALAR, GH_REAL, GH_READ),           &
         arg_type(GH_FIELD,  GH_REAL, GH_READWRITE, W3)   &
         /)
    integer :: operates_on = CELL_COLUMN
  end type mixed_kernel_type

  public :: mixed_code
  private :: mixed_code_32, mixed_code_64

  interface mixed_code
    module procedure mixed_code_32, mixed_code_64
  end interface mixed_code

contains

  subroutine mixed_code_32(nlayers, a, x, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    real(kind=real32), intent(in) :: a
    real(kind=real32), intent(inout), dimension(undf_w3) :: x
    integer(kind=i_def) :: k
    do k = 0, nlayers - 1
      x(map_w3(1) + k) = a * x(map_w3(1) + k) + real(k, real32)
    end do
  end subroutine mixed_code_32

  subroutine mixed_code_64(nlayers, a, x, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    real(kind=real64), intent(in) :: a
    real(kind=real64), intent(inout), dimension(undf_w3) :: x
    integer(kind=i_def) :: k
    do k = 0, nlayers - 1
      x(map_w3(1) + k) = a * x(map_w3(1) + k) + real(k, real64)
    end do
  end subroutine mixed_code_64
end module mixed_kernel_mod
