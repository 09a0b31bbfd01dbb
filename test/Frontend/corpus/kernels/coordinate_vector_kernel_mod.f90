!> @brief Moves the vertices of a mesh by a displacement computed from the cell heights.
!> Corpus: field vectors (GH_FIELD*3) written on W0 and read on Wchi.
module coordinate_vector_kernel_mod

  use argument_mod,      only: arg_type, GH_FIELD, GH_REAL,  &
                               GH_INC, GH_READ, CELL_COLUMN
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W0, W3, Wchi
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: coordinate_vector_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                  &
         arg_type(GH_FIELD*3, GH_REAL, GH_INC,  W0),     &
         arg_type(GH_FIELD*3, GH_REAL, GH_READ, Wchi),   &
         arg_type(GH_FIELD,   GH_REAL, GH_READ, W3)      &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: coordinate_vector_code
  end type coordinate_vector_kernel_type

  public :: coordinate_vector_code

contains

  subroutine coordinate_vector_code(nlayers, field_1_w0_v1, field_1_w0_v2,  &
      field_1_w0_v3, field_2_wchi_v1, field_2_wchi_v2, field_2_wchi_v3, field_3_w3,  &
      ndf_w0, undf_w0, map_w0, ndf_wchi, undf_wchi, map_wchi, ndf_w3, undf_w3, map_w3)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w0
    integer(kind=i_def), intent(in) :: undf_w0
    integer(kind=i_def), intent(in) :: ndf_wchi
    integer(kind=i_def), intent(in) :: undf_wchi
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    real(kind=r_def), intent(inout), dimension(undf_w0) :: field_1_w0_v1
    real(kind=r_def), intent(inout), dimension(undf_w0) :: field_1_w0_v2
    real(kind=r_def), intent(inout), dimension(undf_w0) :: field_1_w0_v3
    real(kind=r_def), intent(in), dimension(undf_wchi) :: field_2_wchi_v1
    real(kind=r_def), intent(in), dimension(undf_wchi) :: field_2_wchi_v2
    real(kind=r_def), intent(in), dimension(undf_wchi) :: field_2_wchi_v3
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_3_w3
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
    integer(kind=i_def), intent(in), dimension(ndf_wchi) :: map_wchi
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
  end subroutine coordinate_vector_code

end module coordinate_vector_kernel_mod
