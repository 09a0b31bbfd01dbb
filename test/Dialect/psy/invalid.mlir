// Every psy-verify check (lib/Transforms/Verify.c), one case each.
// RUN: psy-opt %s -split-input-file -verify-diagnostics

func.func @halo_depth_zero(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.halo_exchange' op halo depth must be at least 1, got 0}}
  "psy.halo_exchange"(%f) {depth = 0 : i64, check_dirty = true} : (!psy.field<f64, "w1">) -> ()
  return
}

// -----

func.func @halo_depth_negative_async(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.halo_exchange_start' op halo depth must be at least 1, got -2}}
  %r = "psy.halo_exchange_start"(%f) {depth = -2 : i64, check_dirty = true} : (!psy.field<f64, "w1">) -> !psy.halo_request
  "psy.halo_exchange_end"(%f, %r) : (!psy.field<f64, "w1">, !psy.halo_request) -> ()
  return
}

// -----

func.func @halo_on_scalar(%a: f64) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.halo_exchange' op halo exchanges apply to fields only, got 'f64'}}
  "psy.halo_exchange"(%a) {depth = 1 : i64, check_dirty = true} : (f64) -> ()
  return
}

// -----

func.func @halo_on_operator(%op: !psy.operator<f64, "w0", "w0">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.halo_exchange' op operators are never halo-exchanged}}
  "psy.halo_exchange"(%op) {depth = 1 : i64, check_dirty = true} : (!psy.operator<f64, "w0", "w0">) -> ()
  return
}

// -----

func.func @vector_without_component(%v: !psy.field_vector<f64, "w0", 3 : i32>) attributes {psy.invoke} {
  // expected-error@+1 {{'component' must be in 1..3, got 0}}
  "psy.halo_exchange"(%v) {depth = 1 : i64, check_dirty = true} : (!psy.field_vector<f64, "w0", 3 : i32>) -> ()
  return
}

// -----

func.func @vector_component_too_large(%v: !psy.field_vector<f64, "w0", 3 : i32>) attributes {psy.invoke} {
  // expected-error@+1 {{'component' must be in 1..3, got 4}}
  "psy.halo_exchange"(%v) {depth = 1 : i64, check_dirty = true, component = 4 : i64} : (!psy.field_vector<f64, "w0", 3 : i32>) -> ()
  return
}

// -----

func.func @component_on_field(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.halo_exchange' op 'component' applies to field vectors only}}
  "psy.halo_exchange"(%f) {depth = 1 : i64, check_dirty = true, component = 1 : i64} : (!psy.field<f64, "w1">) -> ()
  return
}

// -----

func.func @end_of_other_field(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w1">) attributes {psy.invoke} {
  %r = "psy.halo_exchange_start"(%f) {depth = 1 : i64, check_dirty = true} : (!psy.field<f64, "w1">) -> !psy.halo_request
  // expected-error@+1 {{'psy.halo_exchange_end' op ends the exchange of a different field than its start}}
  "psy.halo_exchange_end"(%g, %r) : (!psy.field<f64, "w1">, !psy.halo_request) -> ()
  return
}

// -----

func.func @end_without_start(%f: !psy.field<f64, "w1">, %r: !psy.halo_request) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.halo_exchange_end' op request must come from a psy.halo_exchange_start}}
  "psy.halo_exchange_end"(%f, %r) : (!psy.field<f64, "w1">, !psy.halo_request) -> ()
  return
}

// -----

"psy.kernel_meta"() {sym_name = "k_type", operates_on = "cell_column", procedure = "k_code", meta_args = []} : () -> ()
func.func @unknown_iteration(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  %0 = "psy.arg"(%f) : (!psy.field<f64, "w1">) -> !psy.argument
  // expected-error@+1 {{'psy.kernel' op unknown iteration 'edges' (expected cells, dofs or domain)}}
  "psy.kernel"(%0) {kernel = @k_type, iteration = "edges", upper_bound = "ncells"} : (!psy.argument) -> ()
  return
}

// -----

"psy.kernel_meta"() {sym_name = "k_type", operates_on = "cell_column", procedure = "k_code", meta_args = []} : () -> ()
func.func @unknown_upper_bound(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  %0 = "psy.arg"(%f) : (!psy.field<f64, "w1">) -> !psy.argument
  // expected-error@+1 {{'psy.kernel' op unknown upper bound 'nedges'}}
  "psy.kernel"(%0) {kernel = @k_type, iteration = "cells", upper_bound = "nedges"} : (!psy.argument) -> ()
  return
}

// -----

"psy.kernel_meta"() {sym_name = "k_type", operates_on = "cell_column", procedure = "k_code", meta_args = []} : () -> ()
func.func @bound_does_not_fit(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  %0 = "psy.arg"(%f) : (!psy.field<f64, "w1">) -> !psy.argument
  // expected-error@+1 {{'psy.kernel' op upper bound 'ndofs' does not fit a loop over cells}}
  "psy.kernel"(%0) {kernel = @k_type, iteration = "cells", upper_bound = "ndofs"} : (!psy.argument) -> ()
  return
}

// -----

"psy.kernel_meta"() {sym_name = "k_type", operates_on = "cell_column", procedure = "k_code", meta_args = []} : () -> ()
func.func @halo_bound_without_depth(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  %0 = "psy.arg"(%f) : (!psy.field<f64, "w1">) -> !psy.argument
  // expected-error@+1 {{'psy.kernel' op upper bound 'cell_halo' needs a halo depth of at least 1, got 0}}
  "psy.kernel"(%0) {kernel = @k_type, iteration = "cells", upper_bound = "cell_halo"} : (!psy.argument) -> ()
  return
}

// -----

"psy.kernel_meta"() {sym_name = "k_type", operates_on = "cell_column", procedure = "k_code", meta_args = []} : () -> ()
func.func @depth_without_halo_bound(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  %0 = "psy.arg"(%f) : (!psy.field<f64, "w1">) -> !psy.argument
  // expected-error@+1 {{'psy.kernel' op 'depth' goes with halo upper bounds only, not 'ncells'}}
  "psy.kernel"(%0) {kernel = @k_type, iteration = "cells", upper_bound = "ncells", depth = 2 : i64} : (!psy.argument) -> ()
  return
}

// -----

"psy.kernel_meta"() {sym_name = "k_type", operates_on = "cell_column", procedure = "k_code", meta_args = []} : () -> ()
func.func @not_in_invoke(%f: !psy.field<f64, "w1">) {
  %0 = "psy.arg"(%f) : (!psy.field<f64, "w1">) -> !psy.argument
  // expected-error@+1 {{'psy.kernel' op must be in a func.func marked psy.invoke}}
  "psy.kernel"(%0) {kernel = @k_type, iteration = "cells", upper_bound = "ncells"} : (!psy.argument) -> ()
  return
}

// -----

"psy.kernel_meta"() {sym_name = "k_type", operates_on = "cell_column", procedure = "k_code", meta_args = []} : () -> ()
func.func @unboxed_operand(%b: !psy.argument) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.kernel' op operand #0 must be boxed by a psy.arg}}
  "psy.kernel"(%b) {kernel = @k_type, iteration = "cells", upper_bound = "ncells"} : (!psy.argument) -> ()
  return
}

// -----

func.func @missing_meta(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  %0 = "psy.arg"(%f) : (!psy.field<f64, "w1">) -> !psy.argument
  // expected-error@+1 {{'psy.kernel' op no psy.kernel_meta named 'nowhere_type'}}
  "psy.kernel"(%0) {kernel = @nowhere_type, iteration = "cells", upper_bound = "ncells"} : (!psy.argument) -> ()
  return
}

// -----

"psy.kernel_meta"() {sym_name = "k_type", operates_on = "dof", procedure = "k_code", meta_args = []} : () -> ()
func.func @operates_on_mismatch(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  %0 = "psy.arg"(%f) : (!psy.field<f64, "w1">) -> !psy.argument
  // expected-error@+1 {{'psy.kernel' op kernel 'k_type' operates on dof, so its loop must be over dofs, not cells}}
  "psy.kernel"(%0) {kernel = @k_type, iteration = "cells", upper_bound = "ncells"} : (!psy.argument) -> ()
  return
}

// -----

// expected-error@+1 {{'psy.kernel_meta' op unknown operates_on 'edge_column'}}
"psy.kernel_meta"() {sym_name = "k_type", operates_on = "edge_column", procedure = "k_code", meta_args = []} : () -> ()

// -----

// expected-error@+1 {{'psy.kernel_meta' op meta_args entry 1 must be a dictionary}}
"psy.kernel_meta"() {sym_name = "k_type", operates_on = "cell_column", procedure = "k_code", meta_args = [{type = "gh_field"}, "gh_field"]} : () -> ()

// -----

func.func @meta_not_top_level() {
  // expected-error@+1 {{'psy.kernel_meta' op must be at the top level of the module}}
  "psy.kernel_meta"() {sym_name = "k_type", operates_on = "cell_column", procedure = "k_code", meta_args = []} : () -> ()
  return
}

// -----

func.func @unknown_reduction(%a: f64) -> f64 attributes {psy.invoke} {
  // expected-error@+1 {{'psy.global_sum' op unknown reduction 'product' (expected sum, min or max)}}
  %0 = "psy.global_sum"(%a) {reduction = "product"} : (f64) -> f64
  return %0 : f64
}

// -----

func.func @global_sum_of_field(%f: !psy.field<f64, "w1">) -> !psy.field<f64, "w1"> attributes {psy.invoke} {
  // expected-error@+1 {{'psy.global_sum' op reduces a scalar, got '!psy.field<f64, "w1">'}}
  %0 = "psy.global_sum"(%f) {reduction = "sum"} : (!psy.field<f64, "w1">) -> !psy.field<f64, "w1">
  return %0 : !psy.field<f64, "w1">
}

// -----

func.func @global_sum_result_type(%a: f64) -> f32 attributes {psy.invoke} {
  // expected-error@+1 {{'psy.global_sum' op result type must equal the operand type 'f64'}}
  %0 = "psy.global_sum"(%a) {reduction = "sum"} : (f64) -> f32
  return %0 : f32
}

// -----

func.func @box_of_request(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  %r = "psy.halo_exchange_start"(%f) {depth = 1 : i64, check_dirty = true} : (!psy.field<f64, "w1">) -> !psy.halo_request
  // expected-error@+1 {{'psy.arg' op boxes fields, field vectors, operators, quadrature rules and scalars, not '!psy.halo_request'}}
  %0 = "psy.arg"(%r) : (!psy.halo_request) -> !psy.argument
  "psy.halo_exchange_end"(%f, %r) : (!psy.field<f64, "w1">, !psy.halo_request) -> ()
  return
}

// -----

func.func @builtin_not_over_dofs(%f: !psy.field<f64, "w1">, %a: f64) attributes {psy.invoke} {
  %0 = "psy.arg"(%f) : (!psy.field<f64, "w1">) -> !psy.argument
  %1 = "psy.arg"(%a) : (f64) -> !psy.argument
  // expected-error@+1 {{'psy.builtin' op builtins loop over dofs, not 'cells'}}
  "psy.builtin"(%0, %1) {name = "setval_c", iteration = "cells", upper_bound = "ncells"} : (!psy.argument, !psy.argument) -> ()
  return
}

// -----

func.func @builtin_halo_bound_without_depth(%f: !psy.field<f64, "w1">, %a: f64) attributes {psy.invoke} {
  %0 = "psy.arg"(%f) : (!psy.field<f64, "w1">) -> !psy.argument
  %1 = "psy.arg"(%a) : (f64) -> !psy.argument
  // expected-error@+1 {{'psy.builtin' op upper bound 'dof_halo' needs a halo depth of at least 1, got 0}}
  "psy.builtin"(%0, %1) {name = "setval_c", iteration = "dofs", upper_bound = "dof_halo"} : (!psy.argument, !psy.argument) -> ()
  return
}
