! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels-mixed %s -o - | FileCheck %s
! RUN: echo "r_solver = f64" > %t.cfg
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels-mixed -mllvm -psy-precision-config=%t.cfg %s -o - | FileCheck --check-prefix=CFG %s
! A mixed-precision kernel (generic interface, no binding) called on single- and on
! double-precision data: each call gets the specific procedure whose dummy arguments have the
! precision of its actual arguments, and each (kernel, specific) pair its own kernel_meta.
! With r_solver mapped to f64 by the precision config, both calls take the double specific.
program mixed_precision_alg
  use constants_mod, only: r_def, r_solver, i_def
  use field_mod
  use mp_update_kernel_mod, only: mp_update_kernel_type
  implicit none
  type(r_solver_field_type) :: ws, ts
  type(field_type) :: wd, td
  real(r_solver) :: as
  real(r_def) :: ad
  integer(i_def) :: n

  call invoke(mp_update_kernel_type(ws, ts, as, n), &
              mp_update_kernel_type(wd, td, ad, n), &
              mp_update_kernel_type(wd, td, 0.5_r_def, 3))
end program mixed_precision_alg

! CHECK: psy.kernel_meta @mp_update_kernel_type.mp_update_code_r_single operates_on "cell_column" procedure "mp_update_code_r_single" args [#psy.meta_arg<gh_field, gh_real, gh_readwrite, "w2">, #psy.meta_arg<gh_field, gh_real, gh_read, "w3", ndata = "3">, #psy.meta_arg<gh_scalar, gh_real, gh_read>, #psy.meta_arg<gh_scalar, gh_integer, gh_read>] {generic = "mp_update_code", kernel_type = "mp_update_kernel_type", module = "mp_update_kernel_mod"}
! CHECK-NEXT: psy.kernel_meta @mp_update_kernel_type.mp_update_code_r_double operates_on "cell_column" procedure "mp_update_code_r_double"
! CHECK-NOT: psy.kernel_meta
! CHECK-LABEL: func.func @invoke_0(
! CHECK: psy.kernel @mp_update_kernel_type.mp_update_code_r_single(%arg0, %arg1, %arg2, %arg3) : !psy.field<f32, "w2">, !psy.field<f32, "w3">, f32, i32
! CHECK: psy.kernel @mp_update_kernel_type.mp_update_code_r_double(%arg4, %arg5, %arg6, %arg3) : !psy.field<f64, "w2">, !psy.field<f64, "w3">, f64, i32
! CHECK: psy.kernel @mp_update_kernel_type.mp_update_code_r_double(%arg4, %arg5, %{{.*}}, %{{.*}}) : !psy.field<f64, "w2">, !psy.field<f64, "w3">, f64, i32

! CFG-NOT: r_single
! CFG: psy.kernel_meta @mp_update_kernel_type.mp_update_code_r_double
! CFG-NOT: r_single
