!> @brief Writes W0 nodes from W3 values; every cell writes the same value to a shared node (GH_WRITE on a continuous space).
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module w0_write_kernel_mod

  use argument_mod, only: arg_type, CELL_COLUMN, GH_FIELD, GH_READ, GH_REAL, GH_SCALAR, &
                          GH_WRITE
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W0, W3
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: w0_write_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W0), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3), &
         arg_type(GH_SCALAR, GH_REAL, GH_READ)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: w0_write_code
  end type w0_write_kernel_type

  public :: w0_write_code

contains

  subroutine w0_write_code(nlayers, field_1_w0, field_2_w3, rscalar_3, ndf_w0, undf_w0,  &
      map_w0, ndf_w3, undf_w3, map_w3)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w0
    integer(kind=i_def), intent(in) :: undf_w0
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    real(kind=r_def), intent(inout), dimension(undf_w0) :: field_1_w0
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_2_w3
    real(kind=r_def), intent(in) :: rscalar_3
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
  end subroutine w0_write_code

end module w0_write_kernel_mod
