!> @brief A one-dimensional sweep whose direction the algorithm chooses at run time.
!> Corpus: STENCIL(XORY1D) on a W2 read field, GH_READWRITE on W3, an integer scalar.
module sweep_kernel_mod

  use argument_mod,      only: arg_type, GH_FIELD, GH_SCALAR,  &
                               GH_REAL, GH_INTEGER,            &
                               GH_READWRITE, GH_READ, STENCIL, &
                               XORY1D, CELL_COLUMN
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W2, W3
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: sweep_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                               &
         arg_type(GH_FIELD,  GH_REAL,    GH_READWRITE, W3),           &
         arg_type(GH_FIELD,  GH_REAL,    GH_READ, W2, STENCIL(XORY1D)), &
         arg_type(GH_SCALAR, GH_INTEGER, GH_READ)                     &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: sweep_code
  end type sweep_kernel_type

  public :: sweep_code

contains

  subroutine sweep_code(nlayers, field_1_w3, field_2_w2, field_2_stencil_size,  &
      field_2_direction, field_2_stencil_map, iscalar_3, ndf_w3, undf_w3, map_w3, ndf_w2,  &
      undf_w2, map_w2)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: field_2_stencil_size
    integer(kind=i_def), intent(in) :: field_2_direction
    integer(kind=i_def), intent(in) :: iscalar_3
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    integer(kind=i_def), intent(in) :: ndf_w2
    integer(kind=i_def), intent(in) :: undf_w2
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_1_w3
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_2_w2
    integer(kind=i_def), intent(in), dimension(ndf_w2, field_2_stencil_size) :: field_2_stencil_map
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def), intent(in), dimension(ndf_w2) :: map_w2
  end subroutine sweep_code

end module sweep_kernel_mod
