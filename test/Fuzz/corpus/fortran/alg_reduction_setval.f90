! A reduction builtin, then setval builtins on the summed field and on another field that
! reads it, then the sum read by a later call and reduced into again.
program reduction_setval
  use constants_mod, only: r_def
  use field_mod
  implicit none
  type(field_type) :: f1, f2
  real(r_def) :: s

  call invoke(sum_X(s, f1), setval_c(f1, 0.0_r_def), setval_X(f2, f1), setval_c(f1, s), &
              sum_X(s, f2))
end program reduction_setval


