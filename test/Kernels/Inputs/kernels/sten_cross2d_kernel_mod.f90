! A weighted sum of the source field over a CROSS2D stencil, branch by branch (W, S, E, N,
! each starting at the cell): the weight depends on the branch and the position in it, so a
! wrong branch, position or cell shows.
module sten_cross2d_kernel_mod
  use argument_mod, only: arg_type, GH_FIELD, GH_REAL, GH_READ, GH_WRITE, CELL_COLUMN, &
                          STENCIL, CROSS2D
  use fs_continuity_mod, only: W3
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: sten_cross2d_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                            &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),                 &
         arg_type(GH_FIELD, GH_REAL, GH_READ,  W3, STENCIL(CROSS2D)) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: sten_cross2d_code
  end type sten_cross2d_kernel_type

  public :: sten_cross2d_code
contains
  subroutine sten_cross2d_code(nlayers, out, src, src_sizes, max_branch, src_map, ndf_w3, &
                               undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, max_branch, ndf_w3, undf_w3
    integer(kind=i_def), intent(in), dimension(4) :: src_sizes
    real(kind=r_def), intent(inout), dimension(undf_w3) :: out
    real(kind=r_def), intent(in), dimension(undf_w3) :: src
    integer(kind=i_def), intent(in), dimension(ndf_w3, max_branch, 4) :: src_map
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def) :: k, b, p
    real(kind=r_def) :: acc
    do k = 0, nlayers - 1
      acc = 0.0_r_def
      do b = 1, 4
        do p = 1, src_sizes(b)
          acc = acc + src(src_map(1, p, b) + k) * real(10 * b + p, r_def)
        end do
      end do
      out(map_w3(1) + k) = acc / real(max_branch, r_def)
    end do
  end subroutine sten_cross2d_code
end module sten_cross2d_kernel_mod
