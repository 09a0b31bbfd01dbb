! A W3 kernel with LFRic's ScalarArray arguments: a real array of rank 2 and an integer array
! of rank 1, each passed with its extents (dims_*) before its data.
module array_kernel_mod
  use argument_mod, only: arg_type, GH_FIELD, GH_SCALAR_ARRAY, GH_REAL, GH_INTEGER, GH_READ, &
                          GH_READWRITE, CELL_COLUMN
  use fs_continuity_mod, only: W3
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: array_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                        &
         arg_type(GH_FIELD,        GH_REAL,    GH_READWRITE, W3), &
         arg_type(GH_SCALAR_ARRAY, GH_REAL,    GH_READ,      2),  &
         arg_type(GH_SCALAR_ARRAY, GH_INTEGER, GH_READ,      1)   &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: array_code
  end type array_kernel_type

  public :: array_code
contains
  subroutine array_code(nlayers, y, dims_coef, coef, dims_idx, idx, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def), intent(in), dimension(2) :: dims_coef
    integer(kind=i_def), intent(in), dimension(1) :: dims_idx
    real(kind=r_def), intent(in), dimension(dims_coef(1), dims_coef(2)) :: coef
    integer(kind=i_def), intent(in), dimension(dims_idx(1)) :: idx
    real(kind=r_def), intent(inout), dimension(undf_w3) :: y
    integer(kind=i_def) :: k, c
    c = map_w3(1) / nlayers
    do k = 0, nlayers - 1
      y(map_w3(1) + k) = y(map_w3(1) + k) * coef(1 + mod(k, dims_coef(1)), 1 + mod(c, dims_coef(2))) &
                         + real(idx(1 + mod(k + c, dims_idx(1))), r_def)
    end do
  end subroutine array_code
end module array_kernel_mod
