!> @brief Adds fresh snow to a layered snow pack held as multi-data fields on W3 and Wtheta.
!> Corpus: NDATA= in upper case on concrete spaces, a continuous (W2) multi-data increment.
module snow_layers_kernel_mod

  use argument_mod,      only: arg_type, GH_FIELD, GH_REAL,    &
                               GH_READWRITE, GH_INC, GH_READ,  &
                               CELL_COLUMN
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W2, W3, Wtheta
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: snow_layers_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                                &
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3,     NDATA=4),   &
         arg_type(GH_FIELD, GH_REAL, GH_INC,       W2,     NDATA=2),   &
         arg_type(GH_FIELD, GH_REAL, GH_READ,      Wtheta)             &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: snow_layers_code
  end type snow_layers_kernel_type

  public :: snow_layers_code

contains

  subroutine snow_layers_code(nlayers, snow_mass, drift, snowfall, &
                              ndf_w3, undf_w3, map_w3,             &
                              ndf_w2, undf_w2, map_w2,             &
                              ndf_wt, undf_wt, map_wt)
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w3, undf_w3, ndf_w2, undf_w2, ndf_wt, undf_wt
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def), intent(in), dimension(ndf_w2) :: map_w2
    integer(kind=i_def), intent(in), dimension(ndf_wt) :: map_wt
    real(kind=r_def), intent(inout), dimension(undf_w3) :: snow_mass
    real(kind=r_def), intent(inout), dimension(undf_w2) :: drift
    real(kind=r_def), intent(in),    dimension(undf_wt) :: snowfall
    integer(kind=i_def) :: layer

    do layer = 0, 3
      snow_mass(map_w3(1) + layer) = snow_mass(map_w3(1) + layer) + snowfall(map_wt(1))
    end do
    drift(map_w2(1)) = drift(map_w2(1)) + 0.0_r_def * real(nlayers, r_def)
  end subroutine snow_layers_code

end module snow_layers_kernel_mod
