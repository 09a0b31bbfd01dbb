!> @brief Scales a field on any discontinuous space by another, in place.
!> Corpus: GH_READWRITE on ANY_DISCONTINUOUS_SPACE_1, read on ANY_DISCONTINUOUS_SPACE_2.
module dg_scale_kernel_mod

  use argument_mod,  only: arg_type,                       &
                           GH_FIELD, GH_SCALAR, GH_REAL,   &
                           GH_READWRITE, GH_READ,          &
                           ANY_DISCONTINUOUS_SPACE_1,      &
                           ANY_DISCONTINUOUS_SPACE_2,      &
                           CELL_COLUMN
  use constants_mod, only: r_def, i_def
  use kernel_mod,    only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: dg_scale_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                                        &
         arg_type(GH_FIELD,  GH_REAL, GH_READWRITE, ANY_DISCONTINUOUS_SPACE_1), &
         arg_type(GH_FIELD,  GH_REAL, GH_READ,      ANY_DISCONTINUOUS_SPACE_2), &
         arg_type(GH_SCALAR, GH_REAL, GH_READ)                                  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: dg_scale_code
  end type dg_scale_kernel_type

  public :: dg_scale_code

contains

  subroutine dg_scale_code(nlayers, field_1_any_discontinuous_space_1,  &
      field_2_any_discontinuous_space_2, rscalar_3, ndf_any_discontinuous_space_1,  &
      undf_any_discontinuous_space_1, map_any_discontinuous_space_1,  &
      ndf_any_discontinuous_space_2, undf_any_discontinuous_space_2,  &
      map_any_discontinuous_space_2)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_any_discontinuous_space_1
    integer(kind=i_def), intent(in) :: undf_any_discontinuous_space_1
    integer(kind=i_def), intent(in) :: ndf_any_discontinuous_space_2
    integer(kind=i_def), intent(in) :: undf_any_discontinuous_space_2
    real(kind=r_def), intent(inout), dimension(undf_any_discontinuous_space_1) :: field_1_any_discontinuous_space_1
    real(kind=r_def), intent(in), dimension(undf_any_discontinuous_space_2) :: field_2_any_discontinuous_space_2
    real(kind=r_def), intent(in) :: rscalar_3
    integer(kind=i_def), intent(in), dimension(ndf_any_discontinuous_space_1) :: map_any_discontinuous_space_1
    integer(kind=i_def), intent(in), dimension(ndf_any_discontinuous_space_2) :: map_any_discontinuous_space_2
  end subroutine dg_scale_code

end module dg_scale_kernel_mod
