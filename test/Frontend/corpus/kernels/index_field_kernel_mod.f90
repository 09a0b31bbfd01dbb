!> @brief Computes an integer index field from a real field and an integer mask.
!> Corpus: integer-valued fields written and read next to a real field.
module index_field_kernel_mod

  use argument_mod,      only: arg_type, GH_FIELD, GH_REAL,  &
                               GH_INTEGER, GH_WRITE, GH_READ, &
                               ANY_DISCONTINUOUS_SPACE_1,     &
                               CELL_COLUMN
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W3
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: index_field_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                                          &
         arg_type(GH_FIELD, GH_INTEGER, GH_WRITE, W3),                           &
         arg_type(GH_FIELD, GH_INTEGER, GH_READ,  ANY_DISCONTINUOUS_SPACE_1),    &
         arg_type(GH_FIELD, GH_REAL,    GH_READ,  W3)                            &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: index_field_code
  end type index_field_kernel_type

  public :: index_field_code

contains

  subroutine index_field_code(nlayers, field_1_w3, field_2_any_discontinuous_space_1,  &
      field_3_w3, ndf_w3, undf_w3, map_w3, ndf_any_discontinuous_space_1,  &
      undf_any_discontinuous_space_1, map_any_discontinuous_space_1)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    integer(kind=i_def), intent(in) :: ndf_any_discontinuous_space_1
    integer(kind=i_def), intent(in) :: undf_any_discontinuous_space_1
    integer(kind=i_def), intent(inout), dimension(undf_w3) :: field_1_w3
    integer(kind=i_def), intent(in), dimension(undf_any_discontinuous_space_1) :: field_2_any_discontinuous_space_1
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_3_w3
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def), intent(in), dimension(ndf_any_discontinuous_space_1) :: map_any_discontinuous_space_1
  end subroutine index_field_code

end module index_field_kernel_mod
