! RUN: psyc -api gocean -d %S/../Inputs %s | FileCheck %s
! RUN: psyc -api gocean -nodm -d %S/../Inputs %s | FileCheck --check-prefix=NODM %s
! RUN: psyc -api gocean -d %S/../Inputs %s | psy-opt | FileCheck %s
! The schedule IR of GOcean invokes: names, arguments (plain, components, literals), the loop
! nest over the written field, grid properties from the first read-only field, and halo
! exchanges of dirty fields read with a stencil (docs/gocean.md).
program alg
  use field_mod
  use alg_kernels_mod, only: step, copy
  implicit none
  type(r2d_field) :: t, u
  type(model_type) :: model
  real(go_wp) :: a

  ! CHECK: psy.go_kernel_meta @step
  ! CHECK: psy.go_kernel_meta @copy
  ! CHECK-LABEL: func.func @invoke_my_step(%arg0: memref<?x?xf64>, %arg1: memref<?x?xf64>, %arg2: f64) attributes {psy.alg_args = ["t", "u", "a"], psy.go_invoke}
  ! CHECK-NEXT: psy.go_halo_exchange %arg1 depth 1 : memref<?x?xf64>
  ! CHECK-NEXT: psy.go_loop "outer" %arg0 : memref<?x?xf64> field_space "go_ct" iteration_space "go_internal_pts" index_offset "go_offset_sw" {
  ! CHECK-NEXT: psy.go_loop "inner" %arg0 : memref<?x?xf64> field_space "go_ct" iteration_space "go_internal_pts" index_offset "go_offset_sw" {
  ! CHECK-NEXT: psy.go_kernel @step(%arg0, %arg1, %arg2) grid {go_grid_dx_const = "u%grid%dx"} : memref<?x?xf64>, memref<?x?xf64>, f64
  ! The second step reads u again: still clean, no second exchange.
  ! CHECK-NOT: psy.go_halo_exchange
  ! CHECK: psy.go_kernel @step(%arg0, %arg1, %arg2)
  ! NODM-LABEL: func.func @invoke_my_step
  ! NODM-NOT: psy.go_halo_exchange
  ! NODM: return
  call invoke(step(t, u, a), step(t, u, a), name="My Step")

  ! copy writes model%u, so step's stencil read of it needs a new exchange.
  ! CHECK-LABEL: func.func @invoke_1(%arg0: memref<?x?xf64>, %arg1: memref<?x?xf64>) attributes {psy.alg_args = ["model%u", "t"], psy.go_invoke}
  ! CHECK-NEXT: %[[N:.*]] = arith.constant {psy.alg_text = "3"} 3 : i32
  ! CHECK-NEXT: %[[H:.*]] = arith.constant {psy.alg_text = "0.5_go_wp"} 5.000000e-01 : f64
  ! CHECK-NEXT: psy.go_loop "outer" %arg0 : memref<?x?xf64> field_space "go_cu" iteration_space "go_all_pts" index_offset "go_offset_any"
  ! CHECK: psy.go_kernel @copy(%arg0, %arg1, %[[N]])
  ! CHECK: psy.go_halo_exchange %arg0 depth 1
  ! CHECK-NEXT: psy.go_loop "outer" %arg1
  ! CHECK: psy.go_kernel @step(%arg1, %arg0, %[[H]]) grid {go_grid_dx_const = "model%u%grid%dx"}
  call invoke(copy(model%u, t, 3), step(t, model%u, 0.5_go_wp))

  ! CHECK-LABEL: func.func @invoke_2_copy
  call invoke(copy(u, t, 1))
end program alg
