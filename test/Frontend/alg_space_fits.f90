! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels %s -o - | FileCheck %s
! A field one kernel puts on a continuous space (W1) and another on ANY_DISCONTINUOUS_SPACE_1
! is known only at run time (any_space_1), as PSyclone checks no field across kernels; so are
! its builtin partners.
program space_fits
  use constants_mod, only: r_def
  use field_mod
  use testkern_mod, only: testkern_type
  use adspace_kernel_mod, only: adspace_kernel_type
  implicit none
  type(field_type) :: f1, f2, f3, g, h
  real(r_def) :: a

  call invoke(name="kernels", testkern_type(a, f1, f2, f3), adspace_kernel_type(f1))
  call invoke(name="partner", testkern_type(a, f1, f2, f3), setval_X(g, f1), &
              adspace_kernel_type(g), setval_X(h, g))
end program space_fits

! CHECK-LABEL: func.func @invoke_kernels(%arg0: f64, %arg1: !psy.field<f64, "any_space_1">, %arg2: !psy.field<f64, "w2">, %arg3: !psy.field<f64, "w3">)
! CHECK: psy.kernel @adspace_kernel_type(%arg1)
! CHECK-LABEL: func.func @invoke_partner(%arg0: f64, %arg1: !psy.field<f64, "any_space_1">, %arg2: !psy.field<f64, "w2">, %arg3: !psy.field<f64, "w3">, %arg4: !psy.field<f64, "any_space_1">, %arg5: !psy.field<f64, "any_space_1">)
