!> @brief Applies a local W2-to-W1 operator to a W2 field, incrementing a W1 field.
!> Corpus: an LMA operator read, its from/to spaces matching two fields.
module lma_apply_kernel_mod

  use argument_mod,      only: arg_type, GH_FIELD, GH_OPERATOR, &
                               GH_REAL, GH_INC, GH_READ,        &
                               CELL_COLUMN
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W1, W2
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: lma_apply_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                      &
         arg_type(GH_FIELD,    GH_REAL, GH_INC,  W1),        &
         arg_type(GH_FIELD,    GH_REAL, GH_READ, W2),        &
         arg_type(GH_OPERATOR, GH_REAL, GH_READ, W1, W2)     &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: lma_apply_code
  end type lma_apply_kernel_type

  public :: lma_apply_code

contains

  subroutine lma_apply_code(nlayers, field_1_w1, field_2_w2, op_3_ncell_3d, op_3,  &
      ndf_w1, undf_w1, map_w1, ndf_w2, undf_w2, map_w2)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: op_3_ncell_3d
    integer(kind=i_def), intent(in) :: ndf_w1
    integer(kind=i_def), intent(in) :: undf_w1
    integer(kind=i_def), intent(in) :: ndf_w2
    integer(kind=i_def), intent(in) :: undf_w2
    real(kind=r_def), intent(inout), dimension(undf_w1) :: field_1_w1
    real(kind=r_def), intent(in), dimension(undf_w2) :: field_2_w2
    real(kind=r_def), intent(in), dimension(ndf_w1, ndf_w2, op_3_ncell_3d) :: op_3
    integer(kind=i_def), intent(in), dimension(ndf_w1) :: map_w1
    integer(kind=i_def), intent(in), dimension(ndf_w2) :: map_w2
  end subroutine lma_apply_code

end module lma_apply_kernel_mod
