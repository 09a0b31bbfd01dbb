! GOcean 1.0 kernel compute_cu of the shallow-water model (SW offset: u(i,j) west of T(i,j), v(i,j)
! south of it, f(i,j) on its south-west corner). The mass flux in x: cu = p u, p averaged onto the U point.
module compute_cu_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  use grid_mod
  implicit none
  private
  public :: compute_cu, compute_cu_code

  type, extends(kernel_type) :: compute_cu
    type(go_arg), dimension(3) :: meta_args = (/ &
        go_arg(GO_WRITE, GO_CU, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_STENCIL(000, 110, 000)), &
        go_arg(GO_READ, GO_CU, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => compute_cu_code
  end type compute_cu

contains

  subroutine compute_cu_code(i, j, cu, p, u)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: cu
    real(go_wp), dimension(:,:), intent(in) :: p, u
    cu(i,j) = 0.5_go_wp * (p(i,j) + p(i-1,j)) * u(i,j)
  end subroutine compute_cu_code

end module compute_cu_mod
