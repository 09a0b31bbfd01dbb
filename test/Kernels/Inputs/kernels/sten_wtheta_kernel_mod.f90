! A W3 field from a Wtheta field (two dofs per cell: bottom and top) read through a CROSS
! stencil: with ndf = 2, a stencil map that skips a cell's ndf gives other values. Every dof
! of every stencil cell contributes with a weight of its place.
module sten_wtheta_kernel_mod
  use argument_mod, only: arg_type, GH_FIELD, GH_REAL, GH_READ, GH_WRITE, CELL_COLUMN, &
                          STENCIL, CROSS
  use fs_continuity_mod, only: W3, Wtheta
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: sten_wtheta_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                              &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),                   &
         arg_type(GH_FIELD, GH_REAL, GH_READ,  Wtheta, STENCIL(CROSS)) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: sten_wtheta_code
  end type sten_wtheta_kernel_type

  public :: sten_wtheta_code
contains
  subroutine sten_wtheta_code(nlayers, out, theta, theta_size, theta_map, ndf_w3, undf_w3, &
                              map_w3, ndf_wtheta, undf_wtheta, map_wtheta)
    integer(kind=i_def), intent(in) :: nlayers, theta_size, ndf_w3, undf_w3, ndf_wtheta, &
                                       undf_wtheta
    real(kind=r_def), intent(inout), dimension(undf_w3) :: out
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: theta
    integer(kind=i_def), intent(in), dimension(ndf_wtheta, theta_size) :: theta_map
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def), intent(in), dimension(ndf_wtheta) :: map_wtheta
    integer(kind=i_def) :: k, p, df
    real(kind=r_def) :: acc
    do k = 0, nlayers - 1
      acc = theta(map_wtheta(2) + k)
      do p = 1, theta_size
        do df = 1, ndf_wtheta
          acc = acc + theta(theta_map(df, p) + k) * real(3 * p + df, r_def)
        end do
      end do
      out(map_w3(1) + k) = acc
    end do
  end subroutine sten_wtheta_code
end module sten_wtheta_kernel_mod
