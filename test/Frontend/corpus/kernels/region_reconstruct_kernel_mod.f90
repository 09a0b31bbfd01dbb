!> @brief Reconstructs a Wtheta field from region stencils of itself and of a W3 field.
!> Corpus: two STENCIL(REGION) reads, GH_READWRITE on Wtheta, an integer scalar.
module region_reconstruct_kernel_mod

  use argument_mod,      only: arg_type, GH_FIELD, GH_SCALAR,    &
                               GH_REAL, GH_INTEGER,              &
                               GH_READWRITE, GH_READ, STENCIL,   &
                               REGION, CELL_COLUMN
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W3, Wtheta
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: region_reconstruct_kernel_type
    private
    type(arg_type) :: meta_args(4) = (/                                  &
         arg_type(GH_FIELD,  GH_REAL,    GH_READWRITE, Wtheta),          &
         arg_type(GH_FIELD,  GH_REAL,    GH_READ, Wtheta, STENCIL(REGION)), &
         arg_type(GH_FIELD,  GH_REAL,    GH_READ, W3,     STENCIL(REGION)), &
         arg_type(GH_SCALAR, GH_INTEGER, GH_READ)                        &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: region_reconstruct_code
  end type region_reconstruct_kernel_type

  public :: region_reconstruct_code

contains

  subroutine region_reconstruct_code(nlayers, field_1_wtheta, field_2_wtheta,  &
      field_2_stencil_size, field_2_stencil_map, field_3_w3, field_3_stencil_size,  &
      field_3_stencil_map, iscalar_4, ndf_wtheta, undf_wtheta, map_wtheta, ndf_w3,  &
      undf_w3, map_w3)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: field_2_stencil_size
    integer(kind=i_def), intent(in) :: field_3_stencil_size
    integer(kind=i_def), intent(in) :: iscalar_4
    integer(kind=i_def), intent(in) :: ndf_wtheta
    integer(kind=i_def), intent(in) :: undf_wtheta
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_1_wtheta
    real(kind=r_def), intent(in), dimension(undf_wtheta) :: field_2_wtheta
    integer(kind=i_def), intent(in), dimension(ndf_wtheta, field_2_stencil_size) :: field_2_stencil_map
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_3_w3
    integer(kind=i_def), intent(in), dimension(ndf_w3, field_3_stencil_size) :: field_3_stencil_map
    integer(kind=i_def), intent(in), dimension(ndf_wtheta) :: map_wtheta
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
  end subroutine region_reconstruct_code

end module region_reconstruct_kernel_mod
