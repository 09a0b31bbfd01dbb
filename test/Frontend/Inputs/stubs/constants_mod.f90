! Stand-in for LFRic's constants_mod: the kinds algorithm and kernel code use.
module constants_mod
  implicit none
  integer, parameter :: r_def = selected_real_kind(12), r_double = r_def, r_tran = r_def
  integer, parameter :: r_solver = selected_real_kind(6), r_single = r_solver
  integer, parameter :: i_def = selected_int_kind(8), l_def = kind(.true.)
end module constants_mod
