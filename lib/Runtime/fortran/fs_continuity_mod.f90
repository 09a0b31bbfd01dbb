! LFRic's function space enumerators (fs_continuity_mod), with the same values, so that
! code compiled against either infrastructure passes the same integers.
module fs_continuity_mod

  use constants_mod, only: i_def, str_short

  implicit none

  private
  public :: name_from_functionspace

  integer(i_def), public, parameter :: W0 = 173
  integer(i_def), public, parameter :: W1 = 194
  integer(i_def), public, parameter :: W2 = 889
  integer(i_def), public, parameter :: W2V = 857
  integer(i_def), public, parameter :: W2H = 884
  integer(i_def), public, parameter :: W2broken = 211
  integer(i_def), public, parameter :: W2trace = 213
  integer(i_def), public, parameter :: W2Vtrace = 666
  integer(i_def), public, parameter :: W2Htrace = 777
  integer(i_def), public, parameter :: W3 = 424
  integer(i_def), public, parameter :: Wtheta = 274
  integer(i_def), public, parameter :: Wchi = 869

contains

  !> The name of a function space enumerator ("W0", ...), or "unknown".
  function name_from_functionspace(fs) result(name)
    integer(i_def), intent(in) :: fs
    character(str_short) :: name
    select case (fs)
    case (W0); name = 'W0'
    case (W1); name = 'W1'
    case (W2); name = 'W2'
    case (W2V); name = 'W2V'
    case (W2H); name = 'W2H'
    case (W2broken); name = 'W2broken'
    case (W2trace); name = 'W2trace'
    case (W2Vtrace); name = 'W2Vtrace'
    case (W2Htrace); name = 'W2Htrace'
    case (W3); name = 'W3'
    case (Wtheta); name = 'Wtheta'
    case (Wchi); name = 'Wchi'
    case default; name = 'unknown'
    end select
  end function name_from_functionspace

end module fs_continuity_mod
