! GOcean 1.0 kernel compute_h of the shallow-water model (SW offset: u(i,j) west of T(i,j), v(i,j)
! south of it, f(i,j) on its south-west corner). The Bernoulli function h = p + (u^2 + v^2) / 2 on the T point.
module compute_h_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  use grid_mod
  implicit none
  private
  public :: compute_h, compute_h_code

  type, extends(kernel_type) :: compute_h
    type(go_arg), dimension(4) :: meta_args = (/ &
        go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CU, GO_STENCIL(000, 011, 000)), &
        go_arg(GO_READ, GO_CV, GO_STENCIL(010, 010, 000)) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => compute_h_code
  end type compute_h

contains

  subroutine compute_h_code(i, j, h, p, u, v)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: h
    real(go_wp), dimension(:,:), intent(in) :: p, u, v
    h(i,j) = p(i,j) + 0.25_go_wp * (u(i+1,j) * u(i+1,j) + u(i,j) * u(i,j) + &
                                    v(i,j+1) * v(i,j+1) + v(i,j) * v(i,j))
  end subroutine compute_h_code

end module compute_h_mod
