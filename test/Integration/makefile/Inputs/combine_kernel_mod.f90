! Writes a W3 field from two others and an integer count: y = x * z + n.
module combine_kernel_mod
  use argument_mod, only: arg_type, GH_SCALAR, GH_FIELD, GH_REAL, GH_INTEGER, GH_READ, &
                          GH_WRITE, CELL_COLUMN
  use fs_continuity_mod, only: W3
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: combine_kernel_type
    private
    type(arg_type) :: meta_args(4) = (/                   &
         arg_type(GH_FIELD,  GH_REAL,    GH_WRITE, W3),   &
         arg_type(GH_FIELD,  GH_REAL,    GH_READ,  W3),   &
         arg_type(GH_FIELD,  GH_REAL,    GH_READ,  W3),   &
         arg_type(GH_SCALAR, GH_INTEGER, GH_READ)         &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: combine_code
  end type combine_kernel_type

  public :: combine_code
contains
  subroutine combine_code(nlayers, y, x, z, n, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3, n
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    real(kind=r_def), intent(out), dimension(undf_w3) :: y
    real(kind=r_def), intent(in), dimension(undf_w3) :: x, z
    integer(kind=i_def) :: k
    do k = 0, nlayers - 1
      y(map_w3(1) + k) = x(map_w3(1) + k) * z(map_w3(1) + k) + real(n, r_def)
    end do
  end subroutine combine_code
end module combine_kernel_mod
