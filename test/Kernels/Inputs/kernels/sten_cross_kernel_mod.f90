! A W3 field's weighted mean over a CROSS stencil of the source field.
! Every stencil cell contributes with a weight of its position in the stencil, so a stencil
! read from the wrong cell's map, or in another order, gives other values.
module sten_cross_kernel_mod
  use argument_mod, only: arg_type, GH_FIELD, GH_REAL, GH_READ, GH_WRITE, CELL_COLUMN, &
                          STENCIL, CROSS
  use fs_continuity_mod, only: W3
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: sten_cross_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                          &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),               &
         arg_type(GH_FIELD, GH_REAL, GH_READ,  W3, STENCIL(CROSS))   &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: sten_cross_code
  end type sten_cross_kernel_type

  public :: sten_cross_code
contains
  subroutine sten_cross_code(nlayers, avg, src, src_size, src_map, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, src_size, ndf_w3, undf_w3
    real(kind=r_def), intent(inout), dimension(undf_w3) :: avg
    real(kind=r_def), intent(in), dimension(undf_w3) :: src
    integer(kind=i_def), intent(in), dimension(ndf_w3, src_size) :: src_map
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def) :: k, p
    real(kind=r_def) :: acc
    do k = 0, nlayers - 1
      acc = 0.0_r_def
      do p = 1, src_size
        acc = acc + src(src_map(1, p) + k) * real(p, r_def)
      end do
      avg(map_w3(1) + k) = acc / real(src_size, r_def)
    end do
  end subroutine sten_cross_code
end module sten_cross_kernel_mod
