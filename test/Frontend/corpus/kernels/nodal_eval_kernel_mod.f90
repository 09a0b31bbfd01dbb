!> @brief Evaluates a cell field at the nodes of W0 and of W2.
!> Corpus: gh_shape = GH_EVALUATOR with two gh_evaluator_targets.
module nodal_eval_kernel_mod

  use argument_mod,      only: arg_type, func_type,              &
                               GH_FIELD, GH_REAL, GH_INC,        &
                               GH_READ, GH_BASIS, GH_EVALUATOR,  &
                               CELL_COLUMN
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W0, W2, W3
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: nodal_eval_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/              &
         arg_type(GH_FIELD, GH_REAL, GH_INC,  W0),   &
         arg_type(GH_FIELD, GH_REAL, GH_INC,  W2),   &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3)    &
         /)
    type(func_type) :: meta_funcs(1) = (/            &
         func_type(W3, GH_BASIS)                     &
         /)
    integer :: gh_shape = GH_EVALUATOR
    integer :: gh_evaluator_targets(2) = (/ W0, W2 /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: nodal_eval_code
  end type nodal_eval_kernel_type

  public :: nodal_eval_code

contains

  subroutine nodal_eval_code(nlayers, field_1_w0, field_2_w2, field_3_w3, ndf_w0,  &
      undf_w0, map_w0, ndf_w2, undf_w2, map_w2, ndf_w3, undf_w3, map_w3, basis_w3_on_w0,  &
      basis_w3_on_w2)
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
    real(kind=r_def), intent(in), dimension(1, ndf_w3, ndf_w0) :: basis_w3_on_w0
    real(kind=r_def), intent(in), dimension(1, ndf_w3, ndf_w2) :: basis_w3_on_w2
  end subroutine nodal_eval_code

end module nodal_eval_kernel_mod
