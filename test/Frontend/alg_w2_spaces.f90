! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! Kernel found in a subdirectory of the search path; the W2 family of spaces.
program w2_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use w2_spaces_mod, only: w2_spaces_type
  implicit none
  type(field_type) :: a, b, c, d, e, f, g

  call invoke(w2_spaces_type(a, b, c, d, e, f, g))
end program w2_alg

! CHECK: psy.kernel_meta @w2_spaces_type operates_on
! CHECK-LABEL: func.func @invoke_0_w2_spaces_type(%arg0: !psy.field<f64, "w2h">, %arg1: !psy.field<f64, "w2v">, %arg2: !psy.field<f64, "w2broken">, %arg3: !psy.field<f64, "w2trace">, %arg4: !psy.field<f64, "w2htrace">, %arg5: !psy.field<f64, "w2vtrace">, %arg6: !psy.field<f64, "any_w2">) attributes
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @w2_spaces_type(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6)
! CHECK: return

! ALG: use w2_alg_psy, only: invoke_0_w2_spaces_type
! ALG: call invoke_0_w2_spaces_type(a, b, c, d, e, f, g)
