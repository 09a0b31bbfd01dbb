! A mixed-precision kernel: no binding, a generic interface over a 32-bit and a 64-bit
! specific. Both specifics are compiled for the device.
module mixed_kernel_mod
  use argument_mod,  only: arg_type, GH_FIELD, GH_REAL, GH_READWRITE, CELL_COLUMN
  use fs_continuity_mod, only: W3
  use constants_mod, only: r_single, r_double, i_def
  use kernel_mod,    only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: mixed_kernel_type
    private
    type(arg_type) :: meta_args(1) = (/ arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3) /)
    integer :: operates_on = CELL_COLUMN
  end type

  public :: mixed_code
  interface mixed_code
    module procedure mixed_code_r_single, mixed_code_r_double
  end interface
contains

  subroutine mixed_code_r_single(nlayers, f, ndf, undf, map)
    integer(kind=i_def), intent(in) :: nlayers, ndf, undf
    real(kind=r_single), intent(inout) :: f(undf)
    integer(kind=i_def), intent(in) :: map(ndf)
    integer(kind=i_def) :: k
    do k = 0, nlayers - 1
      f(map(1) + k) = sqrt(abs(f(map(1) + k))) + log(2.0_r_single)
    end do
  end subroutine mixed_code_r_single

  subroutine mixed_code_r_double(nlayers, f, ndf, undf, map)
    integer(kind=i_def), intent(in) :: nlayers, ndf, undf
    real(kind=r_double), intent(inout) :: f(undf)
    integer(kind=i_def), intent(in) :: map(ndf)
    integer(kind=i_def) :: k
    do k = 0, nlayers - 1
      f(map(1) + k) = sqrt(abs(f(map(1) + k))) + tanh(f(map(ndf) + k))
    end do
  end subroutine mixed_code_r_double

end module mixed_kernel_mod
