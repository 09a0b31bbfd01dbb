!> @brief A .F90 kernel whose metadata depends on preprocessor conditions, as LFRic physics
!> kernels do for optional diagnostics. The macro is set in the file itself, so every host
!> sees the same metadata.
!> Corpus: #define, #ifdef/#else, #if 0 (a dead branch with invalid metadata) and #endif.
#define IFDEF_CHOICE_WITH_DIAG
module ifdef_choice_kernel_mod

  use argument_mod,      only: arg_type, GH_FIELD, GH_REAL, &
                               GH_WRITE, GH_READ, CELL_COLUMN
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W3, Wtheta
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: ifdef_choice_kernel_type
    private
#ifdef IFDEF_CHOICE_WITH_DIAG
    type(arg_type) :: meta_args(3) = (/                  &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),      &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, Wtheta),  &
         arg_type(GH_FIELD, GH_REAL, GH_READ,  W3)       &
         /)
#else
    type(arg_type) :: meta_args(2) = (/                  &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),      &
         arg_type(GH_FIELD, GH_REAL, GH_READ,  W3)       &
         /)
#endif
#if 0
    type(arg_type) :: meta_args(1) = (/ arg_type(GH_BOGUS, GH_REAL, GH_READ, W9) /)
#endif
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: ifdef_choice_code
  end type ifdef_choice_kernel_type

  public :: ifdef_choice_code

contains

  subroutine ifdef_choice_code(nlayers, field_1_w3, field_2_wtheta, field_3_w3, ndf_w3,  &
      undf_w3, map_w3, ndf_wtheta, undf_wtheta, map_wtheta)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    integer(kind=i_def), intent(in) :: ndf_wtheta
    integer(kind=i_def), intent(in) :: undf_wtheta
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_1_w3
    real(kind=r_def), intent(inout), dimension(undf_wtheta) :: field_2_wtheta
    real(kind=r_def), intent(in), dimension(undf_w3) :: field_3_w3
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def), intent(in), dimension(ndf_wtheta) :: map_wtheta
  end subroutine ifdef_choice_code

end module ifdef_choice_kernel_mod
#undef IFDEF_CHOICE_WITH_DIAG
