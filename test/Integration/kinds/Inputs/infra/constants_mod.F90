! The kinds of an LFRic infrastructure's constants_mod, as LFRic writes them: chosen by the
! preprocessor when the infrastructure is configured. psyc reads this source (it is on its -I
! path) to learn the widths; the build itself uses the runtime's compiled constants_mod,
! whose r_solver is 64-bit too.
module constants_mod
  use, intrinsic :: iso_fortran_env, only: real32, real64, real128, int32, int64
  implicit none
  private
  real :: r_val
#if (R_SOLVER_PRECISION == 32)
  integer, public, parameter :: r_solver = real32
#else
  integer, public, parameter :: r_solver = real64
#endif
  integer, public, parameter :: r_double = real64, r_single = real32
  integer, public, parameter :: r_def = r_double
  integer, public, parameter :: r_tran = selected_real_kind(15, 307)
  integer, public, parameter :: r_quad = real128
  integer, public, parameter :: r_native = kind(r_val)
  integer, public, parameter :: i_def = int32, i_long = int64
  integer, public, parameter :: l_def = kind(.true.)
  integer, public, parameter :: str_def = 128
end module constants_mod
