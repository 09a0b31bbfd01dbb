// psy-halo-exchanges refuses a schedule it cannot make correct, with a located error.
// RUN: psy-opt %s -split-input-file -verify-diagnostics --psy-halo-exchanges

// Two exchanges of the same field with no writer between them: the second depends on the
// first, so one of them is redundant.
psy.kernel_meta @read_type operates_on "cell_column" procedure "read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2">]
func.func @twice(%f: !psy.field<f64, "w3">, %v: !psy.field<f64, "w2">)
    attributes {psy.invoke} {
  psy.halo_exchange %v depth(1) check_dirty : !psy.field<f64, "w2">
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%f, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  // expected-error@+1 {{'psy.halo_exchange' op depends on an earlier halo exchange of the same field (component 0) with no writer between them: one of the two is redundant}}
  psy.halo_exchange %v depth(1) : !psy.field<f64, "w2">
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%f, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  return
}

// -----

// The same for one component of a field vector; other components are independent.
func.func @component(%v: !psy.field_vector<f64, "w0", 3>) attributes {psy.invoke} {
  psy.halo_exchange %v[1] depth(1) : !psy.field_vector<f64, "w0", 3>
  psy.halo_exchange %v[2] depth(1) : !psy.field_vector<f64, "w0", 3>
  // expected-error@+1 {{'psy.halo_exchange' op depends on an earlier halo exchange of the same field (component 2) with no writer between them: one of the two is redundant}}
  psy.halo_exchange %v[2] depth(2) : !psy.field_vector<f64, "w0", 3>
  return
}

// -----

// An exchange the pass would place before a reader when an exchange the input already has
// for a later reader follows with no writer between: the later one would depend on it.
psy.kernel_meta @read_type operates_on "cell_column" procedure "read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2">]
func.func @later_exchange(%f: !psy.field<f64, "w3">, %v: !psy.field<f64, "w2">)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%f, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  // expected-error@+1 {{'psy.halo_exchange' op depends on an earlier halo exchange of the same field (component 0)}}
  psy.halo_exchange %v depth(1) check_dirty : !psy.field<f64, "w2">
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%f, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  return
}

// -----

// A later reader's stencil extent, computed after the loop where the exchange must go,
// cannot be the exchange's depth.
psy.kernel_meta @read_type operates_on "cell_column" procedure "read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2">]
psy.kernel_meta @stencil_type operates_on "cell_column" procedure "stencil_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2", stencil = cross>]
func.func @late_extent(%f: !psy.field<f64, "w3">, %v: !psy.field<f64, "w2">, %e: i32)
    attributes {psy.invoke} {
  // expected-error@+1 {{'psy.loop' op psy-halo-exchanges: the halo depth a later loop reads (a stencil extent or loop depth) is defined after this loop, where its halo exchange must go}}
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%f, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  %e2 = arith.addi %e, %e : i32
  psy.loop cells to ncells {
    psy.kernel @stencil_type(%f, %v, %e2) : !psy.field<f64, "w3">, !psy.field<f64, "w2">, i32
  }
  return
}
