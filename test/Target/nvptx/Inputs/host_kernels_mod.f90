! Kernels that only the host can run: one prints, one stops, one keeps a count in a module
! variable. A fourth can run on the device.
module host_kernels_mod
  use argument_mod,  only: arg_type, GH_FIELD, GH_REAL, GH_READWRITE, CELL_COLUMN
  use fs_continuity_mod, only: W3
  use constants_mod, only: r_def, i_def
  use kernel_mod,    only: kernel_type
  implicit none
  private

  integer(kind=i_def), public :: calls = 0

  type, public, extends(kernel_type) :: print_kernel_type
    private
    type(arg_type) :: meta_args(1) = (/ arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3) /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: print_code
  end type

  type, public, extends(kernel_type) :: stop_kernel_type
    private
    type(arg_type) :: meta_args(1) = (/ arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3) /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: stop_code
  end type

  type, public, extends(kernel_type) :: count_kernel_type
    private
    type(arg_type) :: meta_args(1) = (/ arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3) /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: count_code
  end type

  type, public, extends(kernel_type) :: zero_kernel_type
    private
    type(arg_type) :: meta_args(1) = (/ arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3) /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: zero_code
  end type

  public :: print_code, stop_code, count_code, zero_code
contains

  subroutine print_code(nlayers, f, ndf, undf, map)
    integer(kind=i_def), intent(in) :: nlayers, ndf, undf
    real(kind=r_def), intent(inout) :: f(undf)
    integer(kind=i_def), intent(in) :: map(ndf)
    if (nlayers > 0) then
      write(*, *) 'first value', f(map(1))
    end if
  end subroutine print_code

  subroutine stop_code(nlayers, f, ndf, undf, map)
    integer(kind=i_def), intent(in) :: nlayers, ndf, undf
    real(kind=r_def), intent(inout) :: f(undf)
    integer(kind=i_def), intent(in) :: map(ndf)
    if (f(map(1)) < 0.0_r_def) stop 'negative'
    f(map(1) + nlayers - 1) = 1.0_r_def
  end subroutine stop_code

  subroutine count_code(nlayers, f, ndf, undf, map)
    integer(kind=i_def), intent(in) :: nlayers, ndf, undf
    real(kind=r_def), intent(inout) :: f(undf)
    integer(kind=i_def), intent(in) :: map(ndf)
    calls = calls + 1
    f(map(ndf) + nlayers - 1) = real(calls, r_def)
  end subroutine count_code

  subroutine zero_code(nlayers, f, ndf, undf, map)
    integer(kind=i_def), intent(in) :: nlayers, ndf, undf
    real(kind=r_def), intent(inout) :: f(undf)
    integer(kind=i_def), intent(in) :: map(ndf)
    f(map(1):map(ndf) + nlayers - 1) = 0.0_r_def
  end subroutine zero_code

end module host_kernels_mod
