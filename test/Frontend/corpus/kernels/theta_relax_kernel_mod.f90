!> @brief Relaxes potential temperature towards a reference profile where a switch is on.
!> Corpus: GH_READWRITE on Wtheta (discontinuous), logical and real scalars.
module theta_relax_kernel_mod

  use argument_mod,      only: arg_type,                   &
                               GH_FIELD, GH_SCALAR,        &
                               GH_REAL, GH_LOGICAL,        &
                               GH_READWRITE, GH_READ,      &
                               CELL_COLUMN
  use constants_mod,     only: r_def, i_def, l_def
  use fs_continuity_mod, only: W2, Wtheta
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: theta_relax_kernel_type
    private
    type(arg_type) :: meta_args(4) = (/                        &
         arg_type(GH_FIELD,  GH_REAL,    GH_READWRITE, Wtheta), &
         arg_type(GH_FIELD,  GH_REAL,    GH_READ,      W2),     &
         arg_type(GH_SCALAR, GH_LOGICAL, GH_READ),              &
         arg_type(GH_SCALAR, GH_REAL,    GH_READ)               &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: theta_relax_code
  end type theta_relax_kernel_type

  public :: theta_relax_code

contains

  subroutine theta_relax_code(nlayers, field_1_wtheta, field_2_w2, lscalar_3,  &
      rscalar_4, ndf_wtheta, undf_wtheta, map_wtheta, ndf_w2, undf_w2, map_w2)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_wtheta
    integer(kind=i_def), intent(in) :: undf_wtheta
    integer(kind=i_def), intent(in) :: ndf_w2
    integer(kind=i_def), intent(in) :: undf_w2
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_1_wtheta
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_2_w2
    logical(kind=l_def), intent(in) :: lscalar_3
    real(kind=r_def), intent(in) :: rscalar_4
    integer(kind=i_def), intent(in), dimension(ndf_wtheta) :: map_wtheta
    integer(kind=i_def), intent(in), dimension(ndf_w2) :: map_w2
  end subroutine theta_relax_code

end module theta_relax_kernel_mod
