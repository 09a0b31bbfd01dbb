! A one-dimensional difference of the source field along a X1D stencil.
! Every stencil cell contributes with a weight of its position in the stencil, so a stencil
! read from the wrong cell's map, or in another order, gives other values.
module sten_x1d_kernel_mod
  use argument_mod, only: arg_type, GH_FIELD, GH_REAL, GH_READ, GH_WRITE, CELL_COLUMN, &
                          STENCIL, X1D
  use fs_continuity_mod, only: W3
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: sten_x1d_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                          &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),               &
         arg_type(GH_FIELD, GH_REAL, GH_READ,  W3, STENCIL(X1D))   &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: sten_x1d_code
  end type sten_x1d_kernel_type

  public :: sten_x1d_code
contains
  subroutine sten_x1d_code(nlayers, out, src, src_size, src_map, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, src_size, ndf_w3, undf_w3
    real(kind=r_def), intent(inout), dimension(undf_w3) :: out
    real(kind=r_def), intent(in), dimension(undf_w3) :: src
    integer(kind=i_def), intent(in), dimension(ndf_w3, src_size) :: src_map
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def) :: k, p
    real(kind=r_def) :: acc
    do k = 0, nlayers - 1
      acc = 0.0_r_def
      do p = 1, src_size
        acc = acc + src(src_map(1, p) + k) * real(2 * p - 3, r_def)
      end do
      out(map_w3(1) + k) = acc
    end do
  end subroutine sten_x1d_code
end module sten_x1d_kernel_mod
