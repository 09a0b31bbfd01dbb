! Restricts a fine discontinuous field (W3 in the test) to the coarse mesh by summing, in each coarse cell, the fine cells
! it covers (the cell map's ncell_f_per_c_x by ncell_f_per_c_y cells), layer by layer.
module restrict_sum_kernel_mod
  use argument_mod, only: arg_type, GH_FIELD, GH_REAL, GH_READ, GH_WRITE, GH_COARSE, GH_FINE, &
                          CELL_COLUMN, ANY_DISCONTINUOUS_SPACE_1, ANY_DISCONTINUOUS_SPACE_2
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: restrict_sum_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                                                  &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, ANY_DISCONTINUOUS_SPACE_1, mesh_arg=GH_COARSE), &
         arg_type(GH_FIELD, GH_REAL, GH_READ,  ANY_DISCONTINUOUS_SPACE_2, mesh_arg=GH_FINE)    &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: restrict_sum_code
  end type restrict_sum_kernel_type

  public :: restrict_sum_code
contains
  subroutine restrict_sum_code(nlayers, cell_map, ncell_f_per_c_x, ncell_f_per_c_y, ncell_f, &
                               coarse, fine, undf_c, map_c, ndf_f, undf_f, map_f)
    integer(kind=i_def), intent(in) :: nlayers, ncell_f_per_c_x, ncell_f_per_c_y, ncell_f
    integer(kind=i_def), intent(in) :: undf_c, ndf_f, undf_f
    integer(kind=i_def), intent(in) :: cell_map(ncell_f_per_c_x, ncell_f_per_c_y)
    integer(kind=i_def), intent(in) :: map_c(*)
    integer(kind=i_def), intent(in) :: map_f(ndf_f, ncell_f)
    real(kind=r_def), intent(inout) :: coarse(undf_c)
    real(kind=r_def), intent(in) :: fine(undf_f)
    integer(kind=i_def) :: k, i, j
    do k = 0, nlayers - 1
      coarse(map_c(1) + k) = 0.0_r_def
      do j = 1, ncell_f_per_c_y
        do i = 1, ncell_f_per_c_x
          coarse(map_c(1) + k) = coarse(map_c(1) + k) + fine(map_f(1, cell_map(i, j)) + k)
        end do
      end do
    end do
  end subroutine restrict_sum_code
end module restrict_sum_kernel_mod
