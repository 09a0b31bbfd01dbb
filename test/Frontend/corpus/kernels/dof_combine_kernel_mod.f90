!> @brief Pointwise combination of two fields at one degree of freedom.
!> Corpus: operates_on = DOF, every field on the same space, a real scalar.
module dof_combine_kernel_mod

  use argument_mod,      only: arg_type, GH_FIELD, GH_SCALAR, &
                               GH_REAL, GH_WRITE, GH_READ,    &
                               DOF
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W2
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: dof_combine_kernel_type
    private
    type(arg_type) :: meta_args(4) = (/                 &
         arg_type(GH_FIELD,  GH_REAL, GH_WRITE, W2),    &
         arg_type(GH_FIELD,  GH_REAL, GH_READ,  W2),    &
         arg_type(GH_FIELD,  GH_REAL, GH_READ,  W2),    &
         arg_type(GH_SCALAR, GH_REAL, GH_READ)          &
         /)
    integer :: operates_on = DOF
  contains
    procedure, nopass :: dof_combine_code
  end type dof_combine_kernel_type

  public :: dof_combine_code

contains

  subroutine dof_combine_code(field_1_w2, field_2_w2, field_3_w2, rscalar_4)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    real(kind=r_def), intent(inout) :: field_1_w2
    real(kind=r_def), intent(in) :: field_2_w2
    real(kind=r_def), intent(in) :: field_3_w2
    real(kind=r_def), intent(in) :: rscalar_4
  end subroutine dof_combine_code

end module dof_combine_kernel_mod
