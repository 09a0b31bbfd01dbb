! A solver kind psy-mlir cannot lower.
module constants_mod
  implicit none
  integer, parameter :: r_solver = selected_real_kind(30)
end module constants_mod
