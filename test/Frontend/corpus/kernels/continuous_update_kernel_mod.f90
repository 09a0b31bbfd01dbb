!> @brief Updates a vertex field and a face field in place from a cell field.
!> Corpus: GH_READWRITE on continuous spaces (W0 and W2), as the current LFRic API allows.
module continuous_update_kernel_mod

  use argument_mod,      only: arg_type, GH_FIELD, GH_REAL, &
                               GH_READWRITE, GH_READ,       &
                               CELL_COLUMN
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W0, W2, W3
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: continuous_update_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                  &
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W0),  &
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W2),  &
         arg_type(GH_FIELD, GH_REAL, GH_READ,      W3)   &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: continuous_update_code
  end type continuous_update_kernel_type

  public :: continuous_update_code

contains

  subroutine continuous_update_code(nlayers, field_1_w0, field_2_w2, field_3_w3,  &
      ndf_w0, undf_w0, map_w0, ndf_w2, undf_w2, map_w2, ndf_w3, undf_w3, map_w3)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w0
    integer(kind=i_def), intent(in) :: undf_w0
    integer(kind=i_def), intent(in) :: ndf_w2
    integer(kind=i_def), intent(in) :: undf_w2
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    real(kind=r_def), intent(inout), dimension(undf_w0) :: field_1_w0
    real(kind=r_def), intent(inout), dimension(undf_w2) :: field_2_w2
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_3_w3
    integer(kind=i_def), intent(in), dimension(ndf_w0) :: map_w0
    integer(kind=i_def), intent(in), dimension(ndf_w2) :: map_w2
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
  end subroutine continuous_update_code

end module continuous_update_kernel_mod
