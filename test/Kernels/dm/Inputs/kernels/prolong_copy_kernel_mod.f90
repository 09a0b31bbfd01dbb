! Prolongs a coarse discontinuous field (W3 in the tests) to the fine mesh: every fine cell a
! coarse cell covers gets the coarse value times its position in the cell map (1, 2, ...),
! layer by layer, so a fine cell given another coarse cell's value, or another position's,
! shows.
module prolong_copy_kernel_mod
  use argument_mod, only: arg_type, GH_FIELD, GH_REAL, GH_READ, GH_WRITE, GH_COARSE, GH_FINE, &
                          CELL_COLUMN, ANY_DISCONTINUOUS_SPACE_1, ANY_DISCONTINUOUS_SPACE_2
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: prolong_copy_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                                                  &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, ANY_DISCONTINUOUS_SPACE_1, mesh_arg=GH_FINE),  &
         arg_type(GH_FIELD, GH_REAL, GH_READ,  ANY_DISCONTINUOUS_SPACE_2, mesh_arg=GH_COARSE) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: prolong_copy_code
  end type prolong_copy_kernel_type

  public :: prolong_copy_code
contains
  subroutine prolong_copy_code(nlayers, cell_map, ncell_f_per_c_x, ncell_f_per_c_y, ncell_f, &
                               fine, coarse, ndf_f, undf_f, map_f, undf_c, map_c)
    integer(kind=i_def), intent(in) :: nlayers, ncell_f_per_c_x, ncell_f_per_c_y, ncell_f
    integer(kind=i_def), intent(in) :: ndf_f, undf_f, undf_c
    integer(kind=i_def), intent(in) :: cell_map(ncell_f_per_c_x, ncell_f_per_c_y)
    integer(kind=i_def), intent(in) :: map_f(ndf_f, ncell_f)
    integer(kind=i_def), intent(in) :: map_c(*)
    real(kind=r_def), intent(inout) :: fine(undf_f)
    real(kind=r_def), intent(in) :: coarse(undf_c)
    integer(kind=i_def) :: k, i, j
    do k = 0, nlayers - 1
      do j = 1, ncell_f_per_c_y
        do i = 1, ncell_f_per_c_x
          fine(map_f(1, cell_map(i, j)) + k) = coarse(map_c(1) + k) * &
                                               real((j - 1) * ncell_f_per_c_x + i, r_def)
        end do
      end do
    end do
  end subroutine prolong_copy_code
end module prolong_copy_kernel_mod
