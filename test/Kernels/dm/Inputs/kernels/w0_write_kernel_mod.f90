! Writes a W0 field (continuous) by GH_WRITE from another W0 field: every cell gives each of
! its dofs the same value, from the input at that dof alone, so an owned-cell loop writes its
! annexed dofs too -- right only where the input's annexed dofs are right.
module w0_write_kernel_mod
  use argument_mod, only: arg_type, GH_FIELD, GH_REAL, GH_READ, GH_WRITE, CELL_COLUMN
  use fs_continuity_mod, only: W0
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: w0_write_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/               &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W0),   &
         arg_type(GH_FIELD, GH_REAL, GH_READ,  W0)    &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: w0_write_code
  end type w0_write_kernel_type

  public :: w0_write_code
contains
  subroutine w0_write_code(nlayers, f, g, ndf_w0, undf_w0, map_w0)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w0, undf_w0
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
    real(kind=r_def), intent(inout), dimension(undf_w0) :: f
    real(kind=r_def), intent(in), dimension(undf_w0) :: g
    integer(kind=i_def) :: k, df
    do k = 0, nlayers - 1
      do df = 1, ndf_w0
        f(map_w0(df) + k) = 2.0_r_def * g(map_w0(df) + k) + 1.0_r_def
      end do
    end do
  end subroutine w0_write_code
end module w0_write_kernel_mod
