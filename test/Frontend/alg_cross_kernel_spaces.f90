! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub -mllvm -psy-oalg=%t/alg.f90 %s -o %t/psy.f90 2>&1 | count 0
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! Kernels of one invoke may name one field's space differently (W1 and W2 here, ANY_W2 and W2):
! the spaces in meta_args describe the kernels, and PSyclone checks nothing across them. The
! invoke is accepted without a diagnostic; alg_cross_kernel_spaces_ir.f90 checks its IR.
program cross_kernel_spaces
  use constants_mod, only: r_def
  use field_mod
  use testkern_mod, only: testkern_type
  use anyw2_kernel_mod, only: anyw2_kernel_type
  implicit none
  type(field_type) :: f1, f2, f3
  real(r_def) :: a

  call invoke(testkern_type(a, f1, f2, f3), testkern_type(a, f2, f1, f3))
  call invoke(anyw2_kernel_type(f2), testkern_type(a, f1, f2, f3))
end program cross_kernel_spaces

! ALG: use cross_kernel_spaces_psy, only: invoke_0, invoke_1
! ALG: call invoke_0(a, f1, f2, f3)
! ALG: call invoke_1(f2, a, f1, f3)
