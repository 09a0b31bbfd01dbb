! Corpus stand-in for LFRic's fs_continuity_mod: the function-space names kernels import.
module fs_continuity_mod
  implicit none
  integer, parameter :: W0 = 101
  integer, parameter :: W1 = 102
  integer, parameter :: W2 = 103
  integer, parameter :: W2H = 104
  integer, parameter :: W2V = 105
  integer, parameter :: W2broken = 106
  integer, parameter :: W2trace = 107
  integer, parameter :: W2Htrace = 108
  integer, parameter :: W2Vtrace = 109
  integer, parameter :: W3 = 110
  integer, parameter :: Wtheta = 111
  integer, parameter :: Wchi = 112
end module fs_continuity_mod
