! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! A named invoke (name is lower-cased into invoke_<name>).
program named_invoke
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use testkern_mod, only: testkern_type
  implicit none
  type(field_type) :: f1, f2, f3
  real(r_def) :: a

  call invoke(name="Compute_Update", testkern_type(a, f1, f2, f3), setval_c(f2, 1.0_r_def))
end program named_invoke

! CHECK: psy.kernel_meta @testkern_type operates_on
! CHECK-LABEL: func.func @invoke_compute_update(%arg0: f64, %arg1: !psy.field<f64, "w1">, %arg2: !psy.field<f64, "w2">, %arg3: !psy.field<f64, "w3">) attributes
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @testkern_type(%arg0, %arg1, %arg2, %arg3)
! CHECK: %cst = arith.constant {psy.alg_text = "1.0_r_def"} 1.000000e+00
! CHECK: psy.loop dofs to ndofs
! CHECK-NEXT: psy.builtin "setval_c"(%arg2, %cst)
! CHECK: return

! ALG: use named_invoke_psy, only: invoke_compute_update
! ALG: call invoke_compute_update(a, f1, f2, f3)
