! An infrastructure whose solver runs in double precision.
module constants_mod
  use, intrinsic :: iso_c_binding, only: c_double, c_int
  implicit none
  integer, parameter :: r_double = c_double
  integer, parameter :: r_solver = r_double
  integer, parameter :: i_def = c_int
end module constants_mod
