! Kinds and constants under the names of LFRic's constants_mod (docs/runtime.md lists the
! subset). r_solver and r_tran are 64-bit, LFRic's default precisions.
module constants_mod

  use, intrinsic :: iso_fortran_env, only: real32, real64, int32, int64

  implicit none

  private

  real, private :: r_val
  double precision, private :: dp_val
  integer, private :: i_val
  logical, private :: l_val
  character, private :: c_val

  integer, public, parameter :: r_def = real64
  integer, public, parameter :: r_single = real32
  integer, public, parameter :: r_double = real64
  integer, public, parameter :: r_solver = real64
  integer, public, parameter :: r_tran = real64
  integer, public, parameter :: r_bl = real64
  integer, public, parameter :: r_phys = real64
  integer, public, parameter :: r_second = real64
  integer, public, parameter :: r_native = kind(r_val)
  integer, public, parameter :: dp_native = kind(dp_val)

  integer, public, parameter :: i_def = int32
  integer, public, parameter :: i_long = int64
  integer, public, parameter :: i_halo_index = int64
  integer, public, parameter :: i_native = kind(i_val)

  integer, public, parameter :: l_def = kind(l_val)
  integer, public, parameter :: l_native = kind(l_val)
  integer, public, parameter :: c_def = kind(c_val)
  integer, public, parameter :: c_native = kind(c_val)

  integer, public, parameter :: str_short = 16
  integer, public, parameter :: str_def = 128
  integer, public, parameter :: str_long = 255
  integer, public, parameter :: str_max_filename = 512

  real(r_def), public, parameter :: PI = 4.0_r_def * atan(1.0_r_def)
  real(r_def), public, parameter :: EPS = 3.0e-15_r_def
  real(r_def), public, parameter :: LARGE_REAL = huge(0.0_r_def)
  real(r_def), public, parameter :: RMDI = -huge(0.0_r_def)
  integer(i_def), public, parameter :: IMDI = -huge(0_i_def)
  character(len=*), public, parameter :: CMDI = 'unset'

  ! Depth of halo a field gets when none is asked for.
  integer(i_def), public, parameter :: default_halo_depth = 1

end module constants_mod
