! Basis and differential basis functions evaluated on an XYoZ quadrature rule.
module qr_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: qr_kernel_type
    private
    type(arg_type), dimension(3) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W1), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3) &
         /)
    type(func_type), dimension(3) :: meta_funcs = (/ &
         func_type(W1, GH_BASIS), &
         func_type(W2, GH_DIFF_BASIS), &
         func_type(W3, GH_BASIS, GH_DIFF_BASIS) &
         /)
    integer :: gh_shape = GH_QUADRATURE_XYoZ
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: qr_kernel_code
  end type qr_kernel_type

  public :: qr_kernel_code
contains
  subroutine qr_kernel_code()
  end subroutine qr_kernel_code
end module qr_kernel_mod
