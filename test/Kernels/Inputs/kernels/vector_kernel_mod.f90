! Reads a three-component W0 field (coordinates, as LFRic's chi) and writes a W3 field:
! one array per component.
module vector_kernel_mod
  use argument_mod, only: arg_type, GH_FIELD, GH_REAL, GH_READ, GH_WRITE, CELL_COLUMN
  use fs_continuity_mod, only: W0, W3
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: vector_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                  &
         arg_type(GH_FIELD*3, GH_REAL, GH_READ,  W0),    &
         arg_type(GH_FIELD,   GH_REAL, GH_WRITE, W3)     &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: vector_code
  end type vector_kernel_type

  public :: vector_code
contains
  subroutine vector_code(nlayers, x, y, z, vol, ndf_w0, undf_w0, map_w0, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w0, undf_w0, ndf_w3, undf_w3
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    real(kind=r_def), intent(in), dimension(undf_w0) :: x, y, z
    real(kind=r_def), intent(inout), dimension(undf_w3) :: vol
    integer(kind=i_def) :: k, df
    real(kind=r_def) :: s
    do k = 0, nlayers - 1
      s = 0.0_r_def
      do df = 1, ndf_w0
        s = s + x(map_w0(df) + k) * y(map_w0(df) + k) - z(map_w0(df) + k)
      end do
      vol(map_w3(1) + k) = s
    end do
  end subroutine vector_code
end module vector_kernel_mod
