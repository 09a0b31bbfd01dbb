// psy.go_kernel_meta round-trips: every form of go_arg entry (docs/gocean.md).
// RUN: psy-opt %s | psy-opt | FileCheck %s

// CHECK-LABEL: psy.go_kernel_meta @compute_cu iterates_over "go_internal_pts" index_offset "go_offset_ne" procedure "compute_cu_code"
// CHECK-SAME: args {{\[}}["go_write", "go_cu", "go_pointwise"], ["go_read", "go_ct", "go_stencil(000,011,000)"], ["go_readwrite", "go_cf", "go_pointwise"]]
psy.go_kernel_meta @compute_cu iterates_over "go_internal_pts" index_offset "go_offset_ne"
    procedure "compute_cu_code"
    args [["go_write", "go_cu", "go_pointwise"], ["go_read", "go_ct", "go_stencil(000,011,000)"],
          ["go_readwrite", "go_cf", "go_pointwise"]]

// CHECK-LABEL: psy.go_kernel_meta @props iterates_over "go_all_pts" index_offset "go_offset_sw" procedure "props_code"
// CHECK-SAME: args {{\[}}["go_readwrite", "go_every", "go_pointwise"], ["go_read", "go_r_scalar", "go_pointwise"], ["go_read", "go_i_scalar", "go_pointwise"], ["go_read", "go_grid_area_t"], ["go_read", "go_grid_dx_const"]]
psy.go_kernel_meta @props iterates_over "go_all_pts" index_offset "go_offset_sw"
    procedure "props_code"
    args [["go_readwrite", "go_every", "go_pointwise"], ["go_read", "go_r_scalar", "go_pointwise"],
          ["go_read", "go_i_scalar", "go_pointwise"], ["go_read", "go_grid_area_t"],
          ["go_read", "go_grid_dx_const"]]

// CHECK-LABEL: psy.go_kernel_meta @boundary iterates_over "go_external_pts" index_offset "go_offset_any" procedure "boundary_code" args {{\[}}["go_write", "go_ct", "go_pointwise"]]
psy.go_kernel_meta @boundary iterates_over "go_external_pts" index_offset "go_offset_any"
    procedure "boundary_code" args [["go_write", "go_ct", "go_pointwise"]]
