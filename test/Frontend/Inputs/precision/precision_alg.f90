! Fields and scalars of several LFRic kinds, for test/Frontend/precision-config.test.
program precision_alg
  use constants_mod, only: r_def, r_solver
  use field_mod
  use testkern_mod, only: testkern_type
  implicit none
  type(r_solver_field_type) :: fs
  type(field_type) :: fd, fw
  real(kind=r_solver) :: a
  real(kind=r_um) :: b

  call invoke(testkern_type(a, fs, fd, fw), setval_c(fw, b), setval_c(fs, 0.5_r_solver))
end program precision_alg
