// The GOcean schedule ops round-trip: a loop nest with its kernel call (grid properties in
// the call's grid dictionary) and a halo exchange.
// RUN: psy-opt %s -split-input-file | psy-opt -split-input-file | FileCheck %s

psy.go_kernel_meta @compute_z iterates_over "go_internal_pts" index_offset "go_offset_sw"
    procedure "compute_z_code"
    args [["go_write", "go_cf", "go_pointwise"], ["go_read", "go_ct", "go_stencil(000,110,110)"],
          ["go_read", "go_grid_dx_const"]]

// CHECK-LABEL: func.func @invoke_0
// CHECK-NEXT: psy.go_halo_exchange %arg1 depth 1 : memref<?x?xf64>
// CHECK-NEXT: psy.go_loop "outer" %arg0 : memref<?x?xf64> field_space "go_cf" iteration_space "go_internal_pts" index_offset "go_offset_sw" {
// CHECK-NEXT: psy.go_loop "inner" %arg0 : memref<?x?xf64> field_space "go_cf" iteration_space "go_internal_pts" index_offset "go_offset_sw" {
// CHECK-NEXT: psy.go_kernel @compute_z(%arg0, %arg1) grid {go_grid_dx_const = "p%grid%dx"} : memref<?x?xf64>, memref<?x?xf64>
func.func @invoke_0(%z: memref<?x?xf64>, %p: memref<?x?xf64>) attributes {psy.go_invoke} {
  psy.go_halo_exchange %p depth 1 : memref<?x?xf64>
  psy.go_loop "outer" %z : memref<?x?xf64> field_space "go_cf" iteration_space "go_internal_pts"
      index_offset "go_offset_sw" {
    psy.go_loop "inner" %z : memref<?x?xf64> field_space "go_cf" iteration_space "go_internal_pts"
        index_offset "go_offset_sw" {
      psy.go_kernel @compute_z(%z, %p) grid {go_grid_dx_const = "p%grid%dx"}
          : memref<?x?xf64>, memref<?x?xf64>
    }
  }
  return
}

// -----

psy.go_kernel_meta @smooth iterates_over "go_all_pts" index_offset "go_offset_any"
    procedure "smooth_code"
    args [["go_readwrite", "go_ct", "go_pointwise"], ["go_read", "go_r_scalar", "go_pointwise"],
          ["go_read", "go_i_scalar", "go_pointwise"]]

// CHECK-LABEL: func.func @invoke_scalars
// CHECK: psy.go_kernel @smooth(%arg0, %arg1, %{{.*}}) : memref<?x?xf64>, f64, i32
func.func @invoke_scalars(%f: memref<?x?xf64>, %a: f64) attributes {psy.go_invoke} {
  %n = arith.constant 3 : i32
  psy.go_loop "outer" %f : memref<?x?xf64> field_space "go_ct" iteration_space "go_all_pts"
      index_offset "go_offset_any" {
    psy.go_loop "inner" %f : memref<?x?xf64> field_space "go_ct" iteration_space "go_all_pts"
        index_offset "go_offset_any" {
      psy.go_kernel @smooth(%f, %a, %n) : memref<?x?xf64>, f64, i32
    }
  }
  return
}
