!> @brief Applies a table of coefficients and switches (scalar arrays) to a cell field.
!> Corpus: GH_SCALAR_ARRAY of real (rank 2), integer (rank 1) and logical (rank 1) data.
module scalar_array_kernel_mod

  use argument_mod,      only: arg_type, GH_FIELD,                   &
                               GH_SCALAR_ARRAY, GH_REAL, GH_INTEGER, &
                               GH_LOGICAL, GH_READWRITE, GH_READ,    &
                               CELL_COLUMN
  use constants_mod,     only: r_def, i_def, l_def
  use fs_continuity_mod, only: W3
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: scalar_array_kernel_type
    private
    type(arg_type) :: meta_args(4) = (/                          &
         arg_type(GH_FIELD,        GH_REAL,    GH_READWRITE, W3), &
         arg_type(GH_SCALAR_ARRAY, GH_REAL,    GH_READ, 2),       &
         arg_type(GH_SCALAR_ARRAY, GH_INTEGER, GH_READ, 1),       &
         arg_type(GH_SCALAR_ARRAY, GH_LOGICAL, GH_READ, 1)        &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: scalar_array_code
  end type scalar_array_kernel_type

  public :: scalar_array_code

contains

  subroutine scalar_array_code(nlayers, field_1_w3, dims_rscalar_array_2,  &
      rscalar_array_2, dims_iscalar_array_3, iscalar_array_3, dims_lscalar_array_4,  &
      lscalar_array_4, ndf_w3, undf_w3, map_w3)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_1_w3
    integer(kind=i_def), intent(in), dimension(2) :: dims_rscalar_array_2
    real(kind=r_def), intent(in), dimension(dims_rscalar_array_2(1), dims_rscalar_array_2(2)) :: rscalar_array_2
    integer(kind=i_def), intent(in), dimension(1) :: dims_iscalar_array_3
    integer(kind=i_def), intent(in), dimension(dims_iscalar_array_3(1)) :: iscalar_array_3
    integer(kind=i_def), intent(in), dimension(1) :: dims_lscalar_array_4
    logical(kind=l_def), intent(in), dimension(dims_lscalar_array_4(1)) :: lscalar_array_4
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
  end subroutine scalar_array_code

end module scalar_array_kernel_mod
