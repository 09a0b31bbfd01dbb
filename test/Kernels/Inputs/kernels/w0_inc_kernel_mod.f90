! Increments a W0 field (continuous: vertices shared by neighbouring cells) from a W3 field,
! scaled by a real scalar and by the local dof number, so each cell's contribution differs.
module w0_inc_kernel_mod
  use argument_mod, only: arg_type, GH_SCALAR, GH_FIELD, GH_REAL, GH_READ, GH_INC, CELL_COLUMN
  use fs_continuity_mod, only: W0, W3
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: w0_inc_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                  &
         arg_type(GH_SCALAR, GH_REAL, GH_READ),          &
         arg_type(GH_FIELD,  GH_REAL, GH_INC,  W0),      &
         arg_type(GH_FIELD,  GH_REAL, GH_READ, W3)       &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: w0_inc_code
  end type w0_inc_kernel_type

  public :: w0_inc_code
contains
  subroutine w0_inc_code(nlayers, a, f_w0, g_w3, ndf_w0, undf_w0, map_w0, ndf_w3, &
                         undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w0, undf_w0, ndf_w3, undf_w3
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    real(kind=r_def), intent(in) :: a
    real(kind=r_def), intent(inout), dimension(undf_w0) :: f_w0
    real(kind=r_def), intent(in), dimension(undf_w3) :: g_w3
    integer(kind=i_def) :: k, df
    do k = 0, nlayers - 1
      do df = 1, ndf_w0
        f_w0(map_w0(df) + k) = f_w0(map_w0(df) + k) + a * g_w3(map_w3(1) + k) * real(df, r_def)
      end do
    end do
  end subroutine w0_inc_code
end module w0_inc_kernel_mod
