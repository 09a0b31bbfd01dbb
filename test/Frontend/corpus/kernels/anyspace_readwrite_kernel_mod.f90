!> @brief Applies a pointwise limiter in place to a field on any space and to a W2H field.
!> Corpus: GH_READWRITE on ANY_SPACE_1 and on W2H (both continuous in the horizontal).
module anyspace_readwrite_kernel_mod

  use argument_mod,      only: arg_type,                      &
                               GH_FIELD, GH_SCALAR, GH_REAL,  &
                               GH_READWRITE, GH_READ,         &
                               ANY_SPACE_1, ANY_SPACE_2,      &
                               CELL_COLUMN
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W2H
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: anyspace_readwrite_kernel_type
    private
    type(arg_type) :: meta_args(4) = (/                             &
         arg_type(GH_FIELD,  GH_REAL, GH_READWRITE, ANY_SPACE_1),   &
         arg_type(GH_FIELD,  GH_REAL, GH_READWRITE, W2H),           &
         arg_type(GH_FIELD,  GH_REAL, GH_READ,      ANY_SPACE_2),   &
         arg_type(GH_SCALAR, GH_REAL, GH_READ)                      &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: anyspace_readwrite_code
  end type anyspace_readwrite_kernel_type

  public :: anyspace_readwrite_code

contains

  subroutine anyspace_readwrite_code(nlayers, field_1_any_space_1, field_2_w2h,  &
      field_3_any_space_2, rscalar_4, ndf_any_space_1, undf_any_space_1, map_any_space_1,  &
      ndf_w2h, undf_w2h, map_w2h, ndf_any_space_2, undf_any_space_2, map_any_space_2)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_any_space_1
    integer(kind=i_def), intent(in) :: undf_any_space_1
    integer(kind=i_def), intent(in) :: ndf_w2h
    integer(kind=i_def), intent(in) :: undf_w2h
    integer(kind=i_def), intent(in) :: ndf_any_space_2
    integer(kind=i_def), intent(in) :: undf_any_space_2
    real(kind=r_def), intent(inout), dimension(undf_any_space_1) :: field_1_any_space_1
    real(kind=r_def), intent(inout), dimension(undf_w2h) :: field_2_w2h
    real(kind=r_def), intent(in), dimension(undf_any_space_2) :: field_3_any_space_2
    real(kind=r_def), intent(in) :: rscalar_4
    integer(kind=i_def), intent(in), dimension(ndf_any_space_1) :: map_any_space_1
    integer(kind=i_def), intent(in), dimension(ndf_w2h) :: map_w2h
    integer(kind=i_def), intent(in), dimension(ndf_any_space_2) :: map_any_space_2
  end subroutine anyspace_readwrite_code

end module anyspace_readwrite_kernel_mod
