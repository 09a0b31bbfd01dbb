! Builtins only (names are case-insensitive); builtin-only fields live on any_space_1.
program builtins_only
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod

  implicit none
  type(field_type) :: x, y, z
  real(r_def) :: a

  call invoke(setval_c(x, 0.0_r_def), X_plus_Y(z, x, y), inc_aX_plus_Y(a, x, y), Setval_X(y, x))
end program builtins_only


