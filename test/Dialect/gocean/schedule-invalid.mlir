// Every rule of the GOcean schedule ops' verifiers (lib/Dialect/GOceanScheduleOps.c and
// lib/Dialect/PsyOps.cpp), one case each.
// RUN: psy-opt %s -split-input-file -verify-diagnostics

func.func @f(%f: memref<?x?xf64>) {
  // expected-error@+1 {{'psy.go_loop' op unknown loop_type 'middle'; valid: outer, inner}}
  psy.go_loop "middle" %f : memref<?x?xf64> field_space "go_ct" iteration_space "go_internal_pts"
      index_offset "go_offset_ne" {
    psy.go_halo_exchange %f depth 1 : memref<?x?xf64>
  }
  return
}

// -----

func.func @f(%f: memref<?x?xf64>) {
  // expected-error@+1 {{'psy.go_loop' op unknown field_space 'w3'; valid: go_ct, go_cu, go_cv, go_cf, go_every}}
  psy.go_loop "outer" %f : memref<?x?xf64> field_space "w3" iteration_space "go_internal_pts"
      index_offset "go_offset_ne" {
    psy.go_halo_exchange %f depth 1 : memref<?x?xf64>
  }
  return
}

// -----

func.func @f(%f: memref<?x?xf64>) {
  // expected-error@+1 {{'psy.go_loop' op unknown iteration_space 'cells'; valid: go_internal_pts, go_all_pts, go_external_pts}}
  psy.go_loop "outer" %f : memref<?x?xf64> field_space "go_ct" iteration_space "cells"
      index_offset "go_offset_ne" {
    psy.go_halo_exchange %f depth 1 : memref<?x?xf64>
  }
  return
}

// -----

func.func @f(%f: memref<?x?xf64>) {
  // expected-error@+1 {{'psy.go_loop' op unknown index_offset 'go_offset_se'; valid: go_offset_ne, go_offset_sw, go_offset_any}}
  psy.go_loop "outer" %f : memref<?x?xf64> field_space "go_ct" iteration_space "go_all_pts"
      index_offset "go_offset_se" {
    psy.go_halo_exchange %f depth 1 : memref<?x?xf64>
  }
  return
}

// -----

func.func @f(%f: memref<?xf64>) {
  // expected-error@+1 {{'psy.go_loop' op expects a rank-2 memref field (the field's data)}}
  psy.go_loop "outer" %f : memref<?xf64> field_space "go_ct" iteration_space "go_all_pts"
      index_offset "go_offset_ne" {
    psy.go_halo_exchange %f depth 1 : memref<?xf64>
  }
  return
}

// -----

func.func @f(%f: memref<?x?xf64>) {
  // expected-error@+1 {{'psy.go_loop' op an outer loop's body must be exactly one inner psy.go_loop}}
  psy.go_loop "outer" %f : memref<?x?xf64> field_space "go_ct" iteration_space "go_all_pts"
      index_offset "go_offset_ne" {
    psy.go_halo_exchange %f depth 1 : memref<?x?xf64>
  }
  return
}

// -----

psy.go_kernel_meta @k iterates_over "go_all_pts" index_offset "go_offset_ne" procedure "k_code"
    args [["go_write", "go_ct", "go_pointwise"]]

func.func @f(%f: memref<?x?xf64>, %g: memref<?x?xf64>) {
  // expected-error@+1 {{'psy.go_loop' op expects its inner loop over the same field and spaces}}
  psy.go_loop "outer" %f : memref<?x?xf64> field_space "go_ct" iteration_space "go_all_pts"
      index_offset "go_offset_ne" {
    psy.go_loop "inner" %g : memref<?x?xf64> field_space "go_ct" iteration_space "go_all_pts"
        index_offset "go_offset_ne" {
      psy.go_kernel @k(%f) : memref<?x?xf64>
    }
  }
  return
}

// -----

psy.go_kernel_meta @k iterates_over "go_all_pts" index_offset "go_offset_ne" procedure "k_code"
    args [["go_write", "go_ct", "go_pointwise"]]

func.func @f(%f: memref<?x?xf64>) {
  psy.go_loop "outer" %f : memref<?x?xf64> field_space "go_ct" iteration_space "go_all_pts"
      index_offset "go_offset_ne" {
    // expected-error@+1 {{'psy.go_loop' op an inner loop's body must be exactly one psy.go_kernel}}
    psy.go_loop "inner" %f : memref<?x?xf64> field_space "go_ct" iteration_space "go_all_pts"
        index_offset "go_offset_ne" {
      psy.go_kernel @k(%f) : memref<?x?xf64>
      psy.go_kernel @k(%f) : memref<?x?xf64>
    }
  }
  return
}

// -----

func.func @f(%f: memref<?x?xf64>) {
  // expected-error@+1 {{'psy.go_loop' op an inner loop must be the body of an outer psy.go_loop}}
  psy.go_loop "inner" %f : memref<?x?xf64> field_space "go_ct" iteration_space "go_all_pts"
      index_offset "go_offset_ne" {
    psy.go_halo_exchange %f depth 1 : memref<?x?xf64>
  }
  return
}

// -----

func.func @f(%f: memref<?x?xf64>) {
  // expected-error@+1 {{'psy.go_halo_exchange' op halo depth must be at least 1, got 0}}
  psy.go_halo_exchange %f depth 0 : memref<?x?xf64>
  return
}

// -----

func.func @f(%f: memref<?x?xf64>) {
  psy.go_loop "outer" %f : memref<?x?xf64> field_space "go_ct" iteration_space "go_all_pts"
      index_offset "go_offset_ne" {
    psy.go_loop "inner" %f : memref<?x?xf64> field_space "go_ct" iteration_space "go_all_pts"
        index_offset "go_offset_ne" {
      // expected-error@+1 {{'psy.go_kernel' op names 'nowhere', which is not a psy.go_kernel_meta}}
      psy.go_kernel @nowhere(%f) : memref<?x?xf64>
    }
  }
  return
}

// -----

psy.go_kernel_meta @k iterates_over "go_all_pts" index_offset "go_offset_ne" procedure "k_code"
    args [["go_write", "go_ct", "go_pointwise"], ["go_read", "go_r_scalar", "go_pointwise"],
          ["go_read", "go_grid_dx_const"]]

func.func @f(%f: memref<?x?xf64>) {
  psy.go_loop "outer" %f : memref<?x?xf64> field_space "go_ct" iteration_space "go_all_pts"
      index_offset "go_offset_ne" {
    psy.go_loop "inner" %f : memref<?x?xf64> field_space "go_ct" iteration_space "go_all_pts"
        index_offset "go_offset_ne" {
      // expected-error@+1 {{'psy.go_kernel' op expects 2 operands for the meta_args of 'k' (grid properties excluded), got 1}}
      psy.go_kernel @k(%f) grid {go_grid_dx_const = "f%grid%dx"} : memref<?x?xf64>
    }
  }
  return
}

// -----

psy.go_kernel_meta @k iterates_over "go_all_pts" index_offset "go_offset_ne" procedure "k_code"
    args [["go_write", "go_ct", "go_pointwise"], ["go_read", "go_r_scalar", "go_pointwise"]]

func.func @f(%f: memref<?x?xf64>, %n: i32) {
  psy.go_loop "outer" %f : memref<?x?xf64> field_space "go_ct" iteration_space "go_all_pts"
      index_offset "go_offset_ne" {
    psy.go_loop "inner" %f : memref<?x?xf64> field_space "go_ct" iteration_space "go_all_pts"
        index_offset "go_offset_ne" {
      // expected-error@+1 {{'psy.go_kernel' op operand 1 is a go_r_scalar (meta_args entry 1): expects a float}}
      psy.go_kernel @k(%f, %n) : memref<?x?xf64>, i32
    }
  }
  return
}

// -----

psy.go_kernel_meta @k iterates_over "go_all_pts" index_offset "go_offset_ne" procedure "k_code"
    args [["go_write", "go_ct", "go_pointwise"], ["go_read", "go_cu", "go_pointwise"]]

func.func @f(%f: memref<?x?xf64>, %a: f64) {
  psy.go_loop "outer" %f : memref<?x?xf64> field_space "go_ct" iteration_space "go_all_pts"
      index_offset "go_offset_ne" {
    psy.go_loop "inner" %f : memref<?x?xf64> field_space "go_ct" iteration_space "go_all_pts"
        index_offset "go_offset_ne" {
      // expected-error@+1 {{'psy.go_kernel' op operand 1 is a go_cu (meta_args entry 1): expects a rank-2 memref}}
      psy.go_kernel @k(%f, %a) : memref<?x?xf64>, f64
    }
  }
  return
}

// -----

psy.go_kernel_meta @k iterates_over "go_all_pts" index_offset "go_offset_ne" procedure "k_code"
    args [["go_write", "go_ct", "go_pointwise"], ["go_read", "go_grid_dx_const"]]

func.func @f(%f: memref<?x?xf64>) {
  psy.go_loop "outer" %f : memref<?x?xf64> field_space "go_ct" iteration_space "go_all_pts"
      index_offset "go_offset_ne" {
    psy.go_loop "inner" %f : memref<?x?xf64> field_space "go_ct" iteration_space "go_all_pts"
        index_offset "go_offset_ne" {
      // expected-error@+1 {{'psy.go_kernel' op expects the grid property 'go_grid_dx_const' of 'k' in its grid dictionary, as a string}}
      psy.go_kernel @k(%f) : memref<?x?xf64>
    }
  }
  return
}

// -----

psy.go_kernel_meta @k iterates_over "go_all_pts" index_offset "go_offset_ne" procedure "k_code"
    args [["go_write", "go_ct", "go_pointwise"]]

func.func @f(%f: memref<?x?xf64>) {
  psy.go_loop "outer" %f : memref<?x?xf64> field_space "go_ct" iteration_space "go_all_pts"
      index_offset "go_offset_ne" {
    psy.go_loop "inner" %f : memref<?x?xf64> field_space "go_ct" iteration_space "go_all_pts"
        index_offset "go_offset_ne" {
      // expected-error@+1 {{'psy.go_kernel' op has 1 grid properties; the meta_args of 'k' read 0}}
      psy.go_kernel @k(%f) grid {go_grid_dy_const = "f%grid%dy"} : memref<?x?xf64>
    }
  }
  return
}
