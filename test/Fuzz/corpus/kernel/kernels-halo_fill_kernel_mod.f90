! Fills the halo cells of a W3 field from a W2 field it reads through a cross stencil, with
! basis functions on an XYoZ rule: a kernel on halo cells only, given its halo depth last.
module halo_fill_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: halo_fill_kernel_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2, STENCIL(CROSS)) &
         /)
    type(func_type), dimension(1) :: meta_funcs = (/ func_type(W3, GH_BASIS) /)
    integer :: gh_shape = GH_QUADRATURE_XYoZ
    integer :: operates_on = HALO_CELL_COLUMN
  contains
    procedure, nopass :: halo_fill_kernel_code
  end type halo_fill_kernel_type

  public :: halo_fill_kernel_code
contains
  subroutine halo_fill_kernel_code()
  end subroutine halo_fill_kernel_code
end module halo_fill_kernel_mod
