! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! Derived-type components and array elements as arguments.
program component_alg
  use constants_mod, only: r_def, i_def, l_def, r_solver
  use field_mod
  use testkern_mod, only: testkern_type
  implicit none
  type(state_type) :: state
  type(field_type) :: f(2)
  real(r_def) :: a

  call invoke(testkern_type(a, state%fields(1), f(2), state%fields(3)))
end program component_alg

! CHECK: psy.kernel_meta @testkern_type operates_on
! CHECK-LABEL: func.func @invoke_0_testkern_type(%arg0: f64, %arg1: !psy.field<f64, "w1">, %arg2: !psy.field<f64, "w2">, %arg3: !psy.field<f64, "w3">) attributes
! CHECK: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @testkern_type(%arg0, %arg1, %arg2, %arg3)
! CHECK: return

! ALG: use component_alg_psy, only: invoke_0_testkern_type
! ALG: call invoke_0_testkern_type(a, state%fields(1), f(2), state%fields(3))
