! Two kernels every device can run: a field update through exp and a real power (math that
! the NVPTX back end selects only through the device math library), and one that calls a
! helper subroutine of its own module.
module device_kernels_mod
  use argument_mod,  only: arg_type, GH_FIELD, GH_SCALAR, GH_REAL, GH_READ, GH_READWRITE, &
                           CELL_COLUMN
  use fs_continuity_mod, only: W3
  use constants_mod, only: r_def, i_def
  use kernel_mod,    only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: grow_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                  &
         arg_type(GH_FIELD,  GH_REAL, GH_READWRITE, W3), &
         arg_type(GH_SCALAR, GH_REAL, GH_READ)           /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: grow_code
  end type

  type, public, extends(kernel_type) :: halve_kernel_type
    private
    type(arg_type) :: meta_args(1) = (/                  &
         arg_type(GH_FIELD,  GH_REAL, GH_READWRITE, W3) /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: halve_code
  end type

  public :: grow_code, halve_code
contains

  subroutine grow_code(nlayers, f, rate, ndf, undf, map)
    integer(kind=i_def), intent(in) :: nlayers, ndf, undf
    real(kind=r_def), intent(inout) :: f(undf)
    real(kind=r_def), intent(in) :: rate
    integer(kind=i_def), intent(in) :: map(ndf)
    integer(kind=i_def) :: k, df
    do k = 0, nlayers - 1
      do df = 1, ndf
        f(map(df) + k) = f(map(df) + k) * exp(rate) + 2.0_r_def ** rate
      end do
    end do
  end subroutine grow_code

  subroutine halve_code(nlayers, f, ndf, undf, map)
    integer(kind=i_def), intent(in) :: nlayers, ndf, undf
    real(kind=r_def), intent(inout) :: f(undf)
    integer(kind=i_def), intent(in) :: map(ndf)
    integer(kind=i_def) :: k, df
    do k = 0, nlayers - 1
      do df = 1, ndf
        call halve_one(f(map(df) + k))
      end do
    end do
  end subroutine halve_code

  subroutine halve_one(x)
    real(kind=r_def), intent(inout) :: x
    x = 0.5_r_def * x
  end subroutine halve_one

end module device_kernels_mod
