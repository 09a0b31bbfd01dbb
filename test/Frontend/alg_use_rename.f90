! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o - | FileCheck %s
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: FileCheck --check-prefix=ALG %s < %t/alg.f90
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! Kernel types imported under other names (`local => remote` in an only list and in a rename
! list), and a kernel module used without an only list: the IR names the real kernel types.
! The rewritten algorithm drops the kernel types it no longer names: the only-list left empty
! takes its use statement with it, the rename list left empty leaves `use scalars_kernel_mod`,
! and the use statement without a list stays.
program use_rename
  use constants_mod, only: r_def, i_def, l_def
  use field_mod
  use testkern_mod, only: Step_Kern => testkern_type
  use scalars_kernel_mod, scal => scalars_kernel_type
  use multi_kernel_mod
  implicit none
  type(field_type) :: f1, f2, f3, f4
  real(r_def) :: a
  integer(i_def) :: n
  logical(l_def) :: flag

  call invoke(step_kern(a, f1, f2, f3))
  call invoke(STEP_KERN(a, f1, f2, f3), setval_c(f3, a))
  call invoke(scal(a, f1, n, flag), first_kernel_type(f3, f4))
end program use_rename

! CHECK-DAG: psy.kernel_meta @testkern_type operates_on
! CHECK-DAG: psy.kernel_meta @scalars_kernel_type operates_on
! CHECK-DAG: psy.kernel_meta @first_kernel_type operates_on
! CHECK-LABEL: func.func @invoke_0_testkern_type(%arg0: f64, %arg1: !psy.field<f64, "w1">, %arg2: !psy.field<f64, "w2">, %arg3: !psy.field<f64, "w3">) attributes
! CHECK-NEXT: psy.loop cells to ncells
! CHECK-NEXT: psy.kernel @testkern_type(%arg0, %arg1, %arg2, %arg3)
! CHECK-LABEL: func.func @invoke_1(
! CHECK: psy.kernel @testkern_type(%arg0, %arg1, %arg2, %arg3)
! CHECK: psy.builtin "setval_c"(%arg3, %arg0)
! CHECK-LABEL: func.func @invoke_2(%arg0: f64, %arg1: !psy.field<f64, "w1">, %arg2: i32, %arg3: i1, %arg4: !psy.field<f64, "w3">, %arg5: !psy.field<f64, "wtheta">)
! CHECK: psy.kernel @scalars_kernel_type(%arg0, %arg1, %arg2, %arg3)
! CHECK: psy.kernel @first_kernel_type(%arg4, %arg5)

! ALG: use use_rename_psy, only: invoke_0_testkern_type, invoke_1, invoke_2
! ALG-NEXT: use constants_mod, only: r_def, i_def, l_def
! ALG-NEXT: use field_mod
! ALG-NEXT: use scalars_kernel_mod{{$}}
! ALG-NEXT: use multi_kernel_mod
! ALG-NEXT: implicit none
! ALG: call invoke_0_testkern_type(a, f1, f2, f3)
! ALG: call invoke_1(a, f1, f2, f3)
! ALG: call invoke_2(a, f1, n, flag, f3, f4)
