! Writes a Wtheta field's bottom and top dofs from a W3 field, the sign chosen by a logical.
module theta_kernel_mod
  use argument_mod, only: arg_type, GH_SCALAR, GH_FIELD, GH_REAL, GH_LOGICAL, GH_READ, &
                          GH_WRITE, CELL_COLUMN
  use fs_continuity_mod, only: W3, Wtheta
  use constants_mod, only: r_def, i_def, l_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: theta_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                    &
         arg_type(GH_FIELD,  GH_REAL,    GH_WRITE, Wtheta), &
         arg_type(GH_FIELD,  GH_REAL,    GH_READ,  W3),    &
         arg_type(GH_SCALAR, GH_LOGICAL, GH_READ)          &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: theta_code
  end type theta_kernel_type

  public :: theta_code
contains
  subroutine theta_code(nlayers, t, x, up, ndf_wt, undf_wt, map_wt, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, ndf_wt, undf_wt, ndf_w3, undf_w3
    integer(kind=i_def), intent(in), dimension(ndf_wt) :: map_wt
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    real(kind=r_def), intent(inout), dimension(undf_wt) :: t
    real(kind=r_def), intent(in), dimension(undf_w3) :: x
    logical(kind=l_def), intent(in) :: up
    real(kind=r_def) :: s
    integer(kind=i_def) :: k
    s = -1.0_r_def
    if (up) s = 1.0_r_def
    do k = 0, nlayers - 1
      t(map_wt(1) + k) = s * x(map_w3(1) + k)
      t(map_wt(2) + k) = s * x(map_w3(1) + k) + 0.5_r_def
    end do
  end subroutine theta_code
end module theta_kernel_mod
