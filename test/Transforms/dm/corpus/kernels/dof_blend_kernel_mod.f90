!> @brief Blends two W2 fields at one dof.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module dof_blend_kernel_mod

  use argument_mod, only: arg_type, DOF, GH_FIELD, GH_READ, GH_REAL, GH_SCALAR, GH_WRITE
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W2
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: dof_blend_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W2), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2), &
         arg_type(GH_SCALAR, GH_REAL, GH_READ)  &
         /)
    integer :: operates_on = DOF
  contains
    procedure, nopass :: dof_blend_code
  end type dof_blend_kernel_type

  public :: dof_blend_code

contains

  subroutine dof_blend_code(field_1_w2, field_2_w2, rscalar_3)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    real(kind=r_def), intent(inout) :: field_1_w2
    real(kind=r_def), intent(in) :: field_2_w2
    real(kind=r_def), intent(in) :: rscalar_3
  end subroutine dof_blend_code

end module dof_blend_kernel_mod
