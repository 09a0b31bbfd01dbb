! dl_esm_inf's kinds: go_wp, the working precision of fields and grid metrics (double, as
! the C core stores them), and go_sp.
module kind_params_mod
  use iso_c_binding, only: c_double, c_float
  implicit none
  private
  integer, public, parameter :: go_wp = c_double
  integer, public, parameter :: go_sp = c_float
end module kind_params_mod
