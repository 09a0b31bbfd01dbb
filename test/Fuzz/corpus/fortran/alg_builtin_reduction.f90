! Reductions are builtin results returned by the invoke.
program reduction_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod

  implicit none
  type(field_type) :: x, y
  real(r_def) :: total, norm

  call invoke(X_innerproduct_Y(total, x, y), sum_X(norm, x))
end program reduction_alg


