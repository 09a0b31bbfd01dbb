! Writes a Wtheta field (discontinuous: its bottom and top faces) from a W3 field and the
! mean of a W0 field's vertices, choosing the sign with a logical scalar.
module wtheta_kernel_mod
  use argument_mod, only: arg_type, GH_SCALAR, GH_FIELD, GH_REAL, GH_LOGICAL, GH_READ, &
                          GH_WRITE, CELL_COLUMN
  use fs_continuity_mod, only: W0, W3, Wtheta
  use constants_mod, only: r_def, i_def, l_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: wtheta_kernel_type
    private
    type(arg_type) :: meta_args(4) = (/                  &
         arg_type(GH_FIELD,  GH_REAL,    GH_WRITE, Wtheta), &
         arg_type(GH_FIELD,  GH_REAL,    GH_READ,  W3),  &
         arg_type(GH_FIELD,  GH_REAL,    GH_READ,  W0),  &
         arg_type(GH_SCALAR, GH_LOGICAL, GH_READ)        &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: wtheta_code
  end type wtheta_kernel_type

  public :: wtheta_code
contains
  subroutine wtheta_code(nlayers, t, r, v, up, ndf_wt, undf_wt, map_wt, ndf_w3, undf_w3, &
                         map_w3, ndf_w0, undf_w0, map_w0)
    integer(kind=i_def), intent(in) :: nlayers, ndf_wt, undf_wt, ndf_w3, undf_w3, ndf_w0, undf_w0
    integer(kind=i_def), intent(in), dimension(ndf_wt) :: map_wt
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
    real(kind=r_def), intent(inout), dimension(undf_wt) :: t
    real(kind=r_def), intent(in), dimension(undf_w3) :: r
    real(kind=r_def), intent(in), dimension(undf_w0) :: v
    logical(kind=l_def), intent(in) :: up
    integer(kind=i_def) :: k, df
    real(kind=r_def) :: mean
    do k = 0, nlayers - 1
      mean = 0.0_r_def
      do df = 1, ndf_w0
        mean = mean + v(map_w0(df) + k)
      end do
      mean = mean / real(ndf_w0, r_def)
      do df = 1, ndf_wt
        if (up) then
          t(map_wt(df) + k) = r(map_w3(1) + k) + mean * real(df, r_def)
        else
          t(map_wt(df) + k) = r(map_w3(1) + k) - mean * real(df, r_def)
        end if
      end do
    end do
  end subroutine wtheta_code
end module wtheta_kernel_mod
