! LFRic's operator_mod: the locally assembled operators of each kind under one module, as
! LFRic's PSy layers import them. The types come from the modules CMake configures from
! operator_mod.f90.in (r_def_operator_mod, r_solver_operator_mod, r_tran_operator_mod); the
! last two are also LFRic's own module names.
module operator_mod

  use r_def_operator_mod, only: operator_type, operator_proxy_type
  use r_solver_operator_mod, only: r_solver_operator_type, r_solver_operator_proxy_type
  use r_tran_operator_mod, only: r_tran_operator_type, r_tran_operator_proxy_type

  implicit none

  private
  public :: operator_type, operator_proxy_type, r_solver_operator_type, &
            r_solver_operator_proxy_type, r_tran_operator_type, r_tran_operator_proxy_type

end module operator_mod
