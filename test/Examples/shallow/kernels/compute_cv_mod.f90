! GOcean 1.0 kernel compute_cv of the shallow-water model (SW offset: u(i,j) west of T(i,j), v(i,j)
! south of it, f(i,j) on its south-west corner). The mass flux in y: cv = p v, p averaged onto the V point.
module compute_cv_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  use grid_mod
  implicit none
  private
  public :: compute_cv, compute_cv_code

  type, extends(kernel_type) :: compute_cv
    type(go_arg), dimension(3) :: meta_args = (/ &
        go_arg(GO_WRITE, GO_CV, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_STENCIL(000, 010, 010)), &
        go_arg(GO_READ, GO_CV, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => compute_cv_code
  end type compute_cv

contains

  subroutine compute_cv_code(i, j, cv, p, v)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: cv
    real(go_wp), dimension(:,:), intent(in) :: p, v
    cv(i,j) = 0.5_go_wp * (p(i,j) + p(i,j-1)) * v(i,j)
  end subroutine compute_cv_code

end module compute_cv_mod
