! dl_esm_inf's kind module as far as GOcean kernel stubs need it.
module kind_params_mod
  implicit none
  integer, parameter :: go_wp = kind(1.0d0)
end module kind_params_mod
