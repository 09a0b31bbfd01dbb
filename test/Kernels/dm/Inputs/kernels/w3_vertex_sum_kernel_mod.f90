! Writes a W3 field (discontinuous) from the values of a W0 field at the cell's vertices,
! each weighted by its local number: an owned-cell loop that reads the W0 field's annexed dofs.
module w3_vertex_sum_kernel_mod
  use argument_mod, only: arg_type, GH_FIELD, GH_REAL, GH_READ, GH_WRITE, CELL_COLUMN
  use fs_continuity_mod, only: W0, W3
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: w3_vertex_sum_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/               &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),   &
         arg_type(GH_FIELD, GH_REAL, GH_READ,  W0)    &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: w3_vertex_sum_code
  end type w3_vertex_sum_kernel_type

  public :: w3_vertex_sum_code
contains
  subroutine w3_vertex_sum_code(nlayers, r, f, ndf_w3, undf_w3, map_w3, ndf_w0, undf_w0, &
                                map_w0)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3, ndf_w0, undf_w0
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
    real(kind=r_def), intent(inout), dimension(undf_w3) :: r
    real(kind=r_def), intent(in), dimension(undf_w0) :: f
    integer(kind=i_def) :: k, df
    do k = 0, nlayers - 1
      r(map_w3(1) + k) = 0.0_r_def
      do df = 1, ndf_w0
        r(map_w3(1) + k) = r(map_w3(1) + k) + real(df, r_def) * f(map_w0(df) + k)
      end do
    end do
  end subroutine w3_vertex_sum_code
end module w3_vertex_sum_kernel_mod
