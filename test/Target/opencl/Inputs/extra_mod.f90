! A GOcean kernel that uses what the shallow-water kernels do not: an if construct with else
! if and else, a counted do loop, a local, named constants, an integer scalar argument and
! intrinsic functions (the OpenCL execution test runs it against flang's build of it).
module extra_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  use grid_mod
  implicit none
  private
  public :: extra, extra_code

  type, extends(kernel_type) :: extra
    type(go_arg), dimension(5) :: meta_args = (/ &
        go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_STENCIL(000, 110, 000)), &
        go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE), &
        go_arg(GO_READ, GO_I_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => extra_code
  end type extra

contains

  subroutine extra_code(i, j, out, a, b, alpha, n)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: out
    real(go_wp), dimension(:,:), intent(in) :: a, b
    real(go_wp), intent(in) :: alpha
    integer, intent(in) :: n
    real(go_wp), parameter :: w_half = 0.5_go_wp
    integer, parameter :: two = 2
    real(go_wp) :: s
    integer :: k
    s = 0.0_go_wp
    do k = 1, n
      s = s + w_half * real(k, go_wp)
    end do
    if (a(i,j) > b(i,j) .and. .not. (i == 3)) then
      out(i,j) = sqrt(a(i,j)) * alpha + s / (1.0_go_wp + a(i,j)**2)
    else if (mod(i + j, two) == 0) then
      out(i,j) = max(a(i,j), b(i-1,j)) ** 1.5_go_wp - abs(b(i,j) - 1.0_go_wp) - (i + j) / two
    else
      out(i,j) = exp(-b(i,j)) + sign(1.0_go_wp, a(i,j) - 1.0_go_wp) * min(a(i,j), b(i,j)) &
                 / real(n, go_wp) + log(a(i,j)) * cos(b(i-1,j)) - sin(alpha) * floor(a(i,j) * 3)
    end if
  end subroutine extra_code

end module extra_mod
