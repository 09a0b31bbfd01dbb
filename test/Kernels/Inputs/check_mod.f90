! Filling fields with known values and comparing them dof by dof, for the execution tests'
! programs (reference_mod and stencil_reference_mod re-export fill and compare).
module check_mod
  use constants_mod, only: r_def, i_def
  use field_mod, only: field_type, field_proxy_type
  use psy_device_mod, only: psy_device_update_host
  implicit none
  private
  public :: fill, compare
contains

  !> The initial value of dof `i` of the field set up with `seed`: varied, and inexact (so
  !> that computing anything in another order or with a fused multiply-add shows).
  real(r_def) function initial(i, seed)
    integer(i_def), intent(in) :: i, seed
    initial = real(mod(7 * i + 3 * seed, 23) - 11, r_def) / 7.0_r_def + real(seed, r_def) / 3.0_r_def
  end function initial

  subroutine fill(f, seed)
    type(field_type), intent(in) :: f
    integer(i_def), intent(in) :: seed
    type(field_proxy_type) :: p
    integer(i_def) :: i
    p = f%get_proxy()
    do i = 1, size(p%data)
      p%data(i) = initial(i, seed)
    end do
  end subroutine fill

  !> The relative tolerance of compare: $PSY_CHECK_RTOL when set (a program whose schedule
  !> adds increments in another order than the reference, such as a coloured one, is
  !> compared to 1e-12), else 0: equal to the bit.
  real(r_def) function tolerance()
    character(64) :: text
    integer :: length, status
    tolerance = 0.0_r_def
    call get_environment_variable('PSY_CHECK_RTOL', text, length, status)
    if (status == 0 .and. length > 0) read(text, *) tolerance
  end function tolerance

  !> Whether `x` and `y` differ beyond `tol` relative; a NaN always differs.
  logical function differs(x, y, tol)
    real(r_def), intent(in) :: x, y, tol
    if (tol == 0.0_r_def) then
      differs = .not. (x == y)
    else
      differs = .not. (abs(x - y) <= tol * max(abs(x), abs(y), 1.0_r_def))
    end if
  end function differs

  !> Counts the dofs where the two fields differ (into `bad`) and those no longer equal to
  !> their initial value (to show that the invoke did something).
  subroutine compare(what, f, g, seed, bad)
    character(*), intent(in) :: what
    type(field_type), intent(in) :: f, g
    integer(i_def), intent(in) :: seed
    integer(i_def), intent(inout) :: bad
    type(field_proxy_type) :: p, q
    integer(i_def) :: i, differ, changed
    real(r_def) :: tol
    tol = tolerance()
    p = f%get_proxy()
    q = g%get_proxy()
    call psy_device_update_host(p%data) ! psyc --target=nvptx: the device may hold it
    differ = 0
    changed = 0
    do i = 1, size(p%data)
      if (differs(p%data(i), q%data(i), tol)) differ = differ + 1
      if (p%data(i) /= initial(i, seed)) changed = changed + 1
    end do
    write(*, '(a, a, i0, a, i0, a, i0)') what, ': dofs=', size(p%data), ' differ=', differ, &
      ' changed=', changed
    bad = bad + differ
  end subroutine compare

end module check_mod
