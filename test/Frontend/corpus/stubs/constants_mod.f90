! Corpus stand-in for LFRic's constants_mod: the kinds kernels and algorithms name. Single and
! double precision are distinct kinds here, so a generic interface with r_single and r_double
! specifics is legal Fortran.
module constants_mod
  use, intrinsic :: iso_fortran_env, only: real32, real64, int32
  implicit none
  integer, parameter :: r_single = real32, r_double = real64
  integer, parameter :: r_def = r_double, r_solver = r_single, r_tran = r_double
  integer, parameter :: r_bl = r_double, r_phys = r_double, r_um = r_double
  integer, parameter :: i_def = int32, l_def = kind(.true.)
  real(kind=r_def), parameter :: pi = 3.141592653589793_r_def
end module constants_mod
