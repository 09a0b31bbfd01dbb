!> @brief Calls an i-first column physics scheme on the whole horizontal domain at once.
!> Corpus: operates_on = DOMAIN, discontinuous fields only, an integer scalar.
module column_physics_kernel_mod

  use argument_mod,      only: arg_type, GH_FIELD, GH_SCALAR,  &
                               GH_REAL, GH_INTEGER,            &
                               GH_READWRITE, GH_READ, DOMAIN
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W3, Wtheta
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: column_physics_kernel_type
    private
    type(arg_type) :: meta_args(4) = (/                          &
         arg_type(GH_FIELD,  GH_REAL,    GH_READWRITE, W3),      &
         arg_type(GH_FIELD,  GH_REAL,    GH_READ,      Wtheta),  &
         arg_type(GH_FIELD,  GH_REAL,    GH_READWRITE, Wtheta),  &
         arg_type(GH_SCALAR, GH_INTEGER, GH_READ)                &
         /)
    integer :: operates_on = DOMAIN
  contains
    procedure, nopass :: column_physics_code
  end type column_physics_kernel_type

  public :: column_physics_code

contains

  subroutine column_physics_code(nlayers, ncell_2d_no_halos, field_1_w3,  &
      field_2_wtheta, field_3_wtheta, iscalar_4, ndf_w3, undf_w3, map_w3, ndf_wtheta,  &
      undf_wtheta, map_wtheta)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ncell_2d_no_halos
    integer(kind=i_def), intent(in) :: iscalar_4
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    integer(kind=i_def), intent(in) :: ndf_wtheta
    integer(kind=i_def), intent(in) :: undf_wtheta
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_1_w3
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_2_wtheta
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_3_wtheta
    integer(kind=i_def), intent(in), dimension(ndf_w3, ncell_2d_no_halos) :: map_w3
    integer(kind=i_def), intent(in), dimension(ndf_wtheta, ncell_2d_no_halos) :: map_wtheta
  end subroutine column_physics_code

end module column_physics_kernel_mod
