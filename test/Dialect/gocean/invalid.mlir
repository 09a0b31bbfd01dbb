// Every rule of the psy.go_kernel_meta verifier (lib/Dialect/GOceanMetaOp.c), one case each.
// RUN: psy-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{'psy.go_kernel_meta' op unknown iterates_over value 'cell_column' in iterates_over; valid: go_internal_pts, go_all_pts, go_external_pts}}
psy.go_kernel_meta @k iterates_over "cell_column" index_offset "go_offset_ne" procedure "k_code"
    args [["go_write", "go_ct", "go_pointwise"]]

// -----

// expected-error@+1 {{'psy.go_kernel_meta' op unknown index_offset value 'go_offset_nw' in index_offset; valid: go_offset_ne, go_offset_sw, go_offset_any}}
psy.go_kernel_meta @k iterates_over "go_all_pts" index_offset "go_offset_nw" procedure "k_code"
    args [["go_write", "go_ct", "go_pointwise"]]

// -----

// expected-error@+1 {{'psy.go_kernel_meta' op meta_args entry 0: expects 2 or 3 strings per go_arg entry, got 1}}
psy.go_kernel_meta @k iterates_over "go_all_pts" index_offset "go_offset_ne" procedure "k_code"
    args [["go_write"]]

// -----

// expected-error@+1 {{'psy.go_kernel_meta' op meta_args entry 1: unknown access 'gh_inc' in go_arg; valid: go_read, go_write, go_readwrite}}
psy.go_kernel_meta @k iterates_over "go_all_pts" index_offset "go_offset_ne" procedure "k_code"
    args [["go_write", "go_ct", "go_pointwise"], ["gh_inc", "go_ct", "go_pointwise"]]

// -----

// expected-error@+1 {{'psy.go_kernel_meta' op meta_args entry 0: unknown grid-point or scalar type 'go_cx' in a three-item go_arg; valid: go_ct, go_cu, go_cv, go_cf, go_every, go_r_scalar, go_i_scalar}}
psy.go_kernel_meta @k iterates_over "go_all_pts" index_offset "go_offset_ne" procedure "k_code"
    args [["go_write", "go_cx", "go_pointwise"]]

// -----

// expected-error@+1 {{'psy.go_kernel_meta' op meta_args entry 0: unknown grid property 'go_ct' in a two-item go_arg; valid: go_grid_area_t}}
psy.go_kernel_meta @k iterates_over "go_all_pts" index_offset "go_offset_ne" procedure "k_code"
    args [["go_read", "go_ct"]]

// -----

// expected-error@+1 {{'psy.go_kernel_meta' op meta_args entry 0: a scalar argument (go_r_scalar) can only be go_read, not go_write}}
psy.go_kernel_meta @k iterates_over "go_all_pts" index_offset "go_offset_ne" procedure "k_code"
    args [["go_write", "go_r_scalar", "go_pointwise"]]

// -----

// expected-error@+1 {{'psy.go_kernel_meta' op meta_args entry 0: a grid property (go_grid_mask_t) can only be go_read, not go_write}}
psy.go_kernel_meta @k iterates_over "go_all_pts" index_offset "go_offset_ne" procedure "k_code"
    args [["go_write", "go_grid_mask_t"]]

// -----

// expected-error@+1 {{'psy.go_kernel_meta' op meta_args entry 0: a go_stencil is only allowed on a go_read field, not on a field with access go_write}}
psy.go_kernel_meta @k iterates_over "go_all_pts" index_offset "go_offset_ne" procedure "k_code"
    args [["go_write", "go_ct", "go_stencil(010,111,010)"]]

// -----

// expected-error@+1 {{'psy.go_kernel_meta' op meta_args entry 0: invalid stencil 'go_stencil(010,111)'; expected "go_pointwise" or "go_stencil(abc,def,ghi)"}}
psy.go_kernel_meta @k iterates_over "go_all_pts" index_offset "go_offset_ne" procedure "k_code"
    args [["go_read", "go_ct", "go_stencil(010,111)"]]

// -----

// expected-error@+1 {{'psy.go_kernel_meta' op meta_args entry 0: invalid go_stencil row '01': each of the three rows is three digits}}
psy.go_kernel_meta @k iterates_over "go_all_pts" index_offset "go_offset_ne" procedure "k_code"
    args [["go_read", "go_ct", "go_stencil(01,111,010)"]]

// -----

// expected-error@+1 {{'psy.go_kernel_meta' op meta_args entry 0: invalid go_stencil centre '3' in row '131'}}
psy.go_kernel_meta @k iterates_over "go_all_pts" index_offset "go_offset_ne" procedure "k_code"
    args [["go_read", "go_ct", "go_stencil(000,131,000)"]]

// -----

func.func @f() {
  // expected-error@+1 {{'psy.go_kernel_meta' op expects parent op 'builtin.module'}}
  psy.go_kernel_meta @k iterates_over "go_all_pts" index_offset "go_offset_ne" procedure "k_code"
      args [["go_write", "go_ct", "go_pointwise"]]
  return
}
