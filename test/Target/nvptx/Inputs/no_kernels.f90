module no_kernels
  implicit none
contains
  subroutine s(x)
    real, intent(inout) :: x
    x = 1.0
  end subroutine s
end module no_kernels
