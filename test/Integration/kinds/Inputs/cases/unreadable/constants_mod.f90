! A kind psyc cannot evaluate: it keeps precision_map's.
module constants_mod
  use some_mod, only: pick
  implicit none
  integer, parameter :: r_solver = pick(8)
end module constants_mod
