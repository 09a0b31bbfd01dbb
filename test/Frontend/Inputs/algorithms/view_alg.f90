program view_alg
  use constants_mod, only: r_def
  use field_mod, only: field_type
  use testkern_mod, only: testkern_type
  implicit none
  type(field_type) :: f1, f2, f3
  real(r_def) :: a, s
  call invoke(setval_c(f1, 0.0), testkern_type(a, f1, f2, f3))
  call invoke(X_innerproduct_X(s, f1), name="norm")
end program view_alg
