!> @brief Blends a cell-volume field into a vertex field, weighted by a real scalar.
!> Corpus: a general cell_column kernel with GH_INC on W0 (continuous).
module vertex_blend_kernel_mod

  use argument_mod,      only: arg_type,            &
                               GH_FIELD, GH_SCALAR, &
                               GH_REAL, GH_INC,     &
                               GH_READ, CELL_COLUMN
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W0, W3
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: vertex_blend_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                &
         arg_type(GH_FIELD,  GH_REAL, GH_INC,  W0),    &
         arg_type(GH_FIELD,  GH_REAL, GH_READ, W3),    &
         arg_type(GH_SCALAR, GH_REAL, GH_READ)         &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: vertex_blend_code
  end type vertex_blend_kernel_type

  public :: vertex_blend_code

contains

  subroutine vertex_blend_code(nlayers, field_1_w0, field_2_w3, rscalar_3, ndf_w0,  &
      undf_w0, map_w0, ndf_w3, undf_w3, map_w3)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w0
    integer(kind=i_def), intent(in) :: undf_w0
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    real(kind=r_def), intent(inout), dimension(undf_w0) :: field_1_w0
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_2_w3
    real(kind=r_def), intent(in) :: rscalar_3
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
  end subroutine vertex_blend_code

end module vertex_blend_kernel_mod
