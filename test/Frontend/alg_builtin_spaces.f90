! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels %s -o - | FileCheck %s
! All fields of a builtin share one function space: fields only builtins touch take the space
! of their partners, through chains of builtins (g from f1, then h from g).
program builtin_spaces
  use constants_mod, only: r_def
  use field_mod
  use testkern_mod, only: testkern_type
  implicit none
  type(field_type) :: f1, f2, f3, g, h, u, v
  real(r_def) :: a

  call invoke(inc_X_plus_Y(h, g), setval_X(g, f1), testkern_type(a, f1, f2, f3), &
              setval_X(u, v))
end program builtin_spaces

! CHECK-LABEL: func.func @invoke_0(%arg0: !psy.field<f64, "w1">, %arg1: !psy.field<f64, "w1">, %arg2: !psy.field<f64, "w1">, %arg3: f64, %arg4: !psy.field<f64, "w2">, %arg5: !psy.field<f64, "w3">, %arg6: !psy.field<f64, "any_space_1">, %arg7: !psy.field<f64, "any_space_1">)
! CHECK-SAME: psy.alg_args = ["h", "g", "f1", "a", "f2", "f3", "u", "v"]
