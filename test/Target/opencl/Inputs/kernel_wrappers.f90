! bind(c) wrappers that run each kernel compiled by flang over a region of the grid, as the
! CPU PSy layer's loops do: the reference the OpenCL execution test (run-kernel.c) compares
! the translated kernels with. d = nx, ny, xstart, xstop, ystart, ystop; f = the arrays,
! r = the real scalars, n = the integer scalars, each in argument order.
module kernel_wrappers_mod
  use iso_c_binding
  use kind_params_mod, only: go_wp
  use compute_cu_mod, only: compute_cu_code
  use compute_cv_mod, only: compute_cv_code
  use compute_h_mod, only: compute_h_code
  use compute_pnew_mod, only: compute_pnew_code
  use compute_unew_mod, only: compute_unew_code
  use compute_vnew_mod, only: compute_vnew_code
  use compute_z_mod, only: compute_z_code
  use time_smooth_mod, only: time_smooth_code
  use extra_mod, only: extra_code
  implicit none

  type :: array_ptr
    real(go_wp), pointer :: a(:,:) => null()
  end type array_ptr

contains

  subroutine bind_arrays(d, f, p)
    integer(c_int), intent(in) :: d(6)
    type(c_ptr), intent(in) :: f(8)
    type(array_ptr), intent(out) :: p(8)
    integer :: k
    do k = 1, 8
      if (c_associated(f(k))) call c_f_pointer(f(k), p(k)%a, [d(1), d(2)])
    end do
  end subroutine bind_arrays

  subroutine compute_cu_c(d, f, r, n) bind(c)
    integer(c_int), intent(in) :: d(6), n(*)
    type(c_ptr), intent(in) :: f(8)
    real(c_double), intent(in) :: r(*)
    type(array_ptr) :: p(8)
    integer :: i, j
    call bind_arrays(d, f, p)
    do j = d(5), d(6)
      do i = d(3), d(4)
        call compute_cu_code(i, j, p(1)%a, p(2)%a, p(3)%a)
      end do
    end do
  end subroutine compute_cu_c

  subroutine compute_cv_c(d, f, r, n) bind(c)
    integer(c_int), intent(in) :: d(6), n(*)
    type(c_ptr), intent(in) :: f(8)
    real(c_double), intent(in) :: r(*)
    type(array_ptr) :: p(8)
    integer :: i, j
    call bind_arrays(d, f, p)
    do j = d(5), d(6)
      do i = d(3), d(4)
        call compute_cv_code(i, j, p(1)%a, p(2)%a, p(3)%a)
      end do
    end do
  end subroutine compute_cv_c

  subroutine compute_h_c(d, f, r, n) bind(c)
    integer(c_int), intent(in) :: d(6), n(*)
    type(c_ptr), intent(in) :: f(8)
    real(c_double), intent(in) :: r(*)
    type(array_ptr) :: p(8)
    integer :: i, j
    call bind_arrays(d, f, p)
    do j = d(5), d(6)
      do i = d(3), d(4)
        call compute_h_code(i, j, p(1)%a, p(2)%a, p(3)%a, p(4)%a)
      end do
    end do
  end subroutine compute_h_c

  subroutine compute_pnew_c(d, f, r, n) bind(c)
    integer(c_int), intent(in) :: d(6), n(*)
    type(c_ptr), intent(in) :: f(8)
    real(c_double), intent(in) :: r(*)
    type(array_ptr) :: p(8)
    integer :: i, j
    call bind_arrays(d, f, p)
    do j = d(5), d(6)
      do i = d(3), d(4)
        call compute_pnew_code(i, j, p(1)%a, p(2)%a, p(3)%a, p(4)%a, r(1), r(2), r(3))
      end do
    end do
  end subroutine compute_pnew_c

  subroutine compute_unew_c(d, f, r, n) bind(c)
    integer(c_int), intent(in) :: d(6), n(*)
    type(c_ptr), intent(in) :: f(8)
    real(c_double), intent(in) :: r(*)
    type(array_ptr) :: p(8)
    integer :: i, j
    call bind_arrays(d, f, p)
    do j = d(5), d(6)
      do i = d(3), d(4)
        call compute_unew_code(i, j, p(1)%a, p(2)%a, p(3)%a, p(4)%a, p(5)%a, r(1), r(2))
      end do
    end do
  end subroutine compute_unew_c

  subroutine compute_vnew_c(d, f, r, n) bind(c)
    integer(c_int), intent(in) :: d(6), n(*)
    type(c_ptr), intent(in) :: f(8)
    real(c_double), intent(in) :: r(*)
    type(array_ptr) :: p(8)
    integer :: i, j
    call bind_arrays(d, f, p)
    do j = d(5), d(6)
      do i = d(3), d(4)
        call compute_vnew_code(i, j, p(1)%a, p(2)%a, p(3)%a, p(4)%a, p(5)%a, r(1), r(2))
      end do
    end do
  end subroutine compute_vnew_c

  subroutine compute_z_c(d, f, r, n) bind(c)
    integer(c_int), intent(in) :: d(6), n(*)
    type(c_ptr), intent(in) :: f(8)
    real(c_double), intent(in) :: r(*)
    type(array_ptr) :: p(8)
    integer :: i, j
    call bind_arrays(d, f, p)
    do j = d(5), d(6)
      do i = d(3), d(4)
        call compute_z_code(i, j, p(1)%a, p(2)%a, p(3)%a, p(4)%a, r(1), r(2))
      end do
    end do
  end subroutine compute_z_c

  subroutine time_smooth_c(d, f, r, n) bind(c)
    integer(c_int), intent(in) :: d(6), n(*)
    type(c_ptr), intent(in) :: f(8)
    real(c_double), intent(in) :: r(*)
    type(array_ptr) :: p(8)
    integer :: i, j
    call bind_arrays(d, f, p)
    do j = d(5), d(6)
      do i = d(3), d(4)
        call time_smooth_code(i, j, p(1)%a, p(2)%a, p(3)%a, r(1))
      end do
    end do
  end subroutine time_smooth_c

  subroutine extra_c(d, f, r, n) bind(c)
    integer(c_int), intent(in) :: d(6), n(*)
    type(c_ptr), intent(in) :: f(8)
    real(c_double), intent(in) :: r(*)
    type(array_ptr) :: p(8)
    integer :: i, j
    call bind_arrays(d, f, p)
    do j = d(5), d(6)
      do i = d(3), d(4)
        call extra_code(i, j, p(1)%a, p(2)%a, p(3)%a, r(1), n(1))
      end do
    end do
  end subroutine extra_c

end module kernel_wrappers_mod
