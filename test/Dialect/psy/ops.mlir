// Round trip of every psy op and type, through psy-opt and through stock mlir-opt with the
// IRDL file (so the dialect stays loadable by upstream tools).
// RUN: psy-opt %s -split-input-file | psy-opt -split-input-file | FileCheck %s
// RUN: mlir-opt --irdl-file=%psy_dialect %s -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @types
// CHECK-SAME: !psy.field<f64, "w0">
// CHECK-SAME: !psy.field<f32, "w3">
// CHECK-SAME: !psy.field<i32, "any_space_1">
// CHECK-SAME: !psy.field_vector<f64, "w1", 3 : i32>
// CHECK-SAME: !psy.operator<f64, "w0", "w1">
// CHECK-SAME: !psy.qr<"gh_quadrature_xyoz">
func.func @types(%a: !psy.field<f64, "w0">, %b: !psy.field<f32, "w3">,
                 %c: !psy.field<i32, "any_space_1">, %d: !psy.field_vector<f64, "w1", 3 : i32>,
                 %e: !psy.operator<f64, "w0", "w1">, %q: !psy.qr<"gh_quadrature_xyoz">) {
  return
}

// -----

// CHECK: "psy.kernel_meta"()
// CHECK-SAME: meta_args = [{access = "gh_inc", data_type = "gh_real", function_space = "w1", type = "gh_field"}]
// CHECK-SAME: operates_on = "cell_column"
// CHECK-SAME: procedure = "testkern_code"
// CHECK-SAME: sym_name = "testkern_type"
"psy.kernel_meta"() {sym_name = "testkern_type", operates_on = "cell_column", procedure = "testkern_code", meta_args = [{type = "gh_field", data_type = "gh_real", access = "gh_inc", function_space = "w1"}]} : () -> ()

// CHECK-LABEL: func.func @kernel
// CHECK: %[[B:.*]] = "psy.arg"(%arg0) : (!psy.field<f64, "w1">) -> !psy.argument
// CHECK-NEXT: "psy.kernel"(%[[B]]) {iteration = "cells", kernel = @testkern_type, upper_bound = "ncells"}
// CHECK-NEXT: "psy.kernel"(%[[B]]) {depth = 1 : i64, iteration = "cells", kernel = @testkern_type, upper_bound = "cell_halo"}
func.func @kernel(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  %0 = "psy.arg"(%f) : (!psy.field<f64, "w1">) -> !psy.argument
  "psy.kernel"(%0) {kernel = @testkern_type, iteration = "cells", upper_bound = "ncells"} : (!psy.argument) -> ()
  "psy.kernel"(%0) {kernel = @testkern_type, iteration = "cells", upper_bound = "cell_halo", depth = 1 : i64} : (!psy.argument) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @builtins
// CHECK: "psy.builtin"(%{{.*}}, %{{.*}}) {iteration = "dofs", name = "setval_c", upper_bound = "ndofs"} : (!psy.argument, !psy.argument) -> ()
// CHECK: %[[S:.*]] = "psy.builtin"(%{{.*}}, %{{.*}}) {iteration = "dofs", name = "X_innerproduct_Y", upper_bound = "ndofs"} : (!psy.argument, !psy.argument) -> f64
// CHECK: %[[G:.*]] = "psy.global_sum"(%[[S]]) {reduction = "sum"} : (f64) -> f64
// CHECK: return %[[G]] : f64
func.func @builtins(%x: !psy.field<f64, "any_space_1">, %y: !psy.field<f64, "any_space_1">, %a: f64) -> f64 attributes {psy.invoke} {
  %bx = "psy.arg"(%x) : (!psy.field<f64, "any_space_1">) -> !psy.argument
  %by = "psy.arg"(%y) : (!psy.field<f64, "any_space_1">) -> !psy.argument
  %ba = "psy.arg"(%a) : (f64) -> !psy.argument
  "psy.builtin"(%bx, %ba) {name = "setval_c", iteration = "dofs", upper_bound = "ndofs"} : (!psy.argument, !psy.argument) -> ()
  %s = "psy.builtin"(%bx, %by) {name = "X_innerproduct_Y", iteration = "dofs", upper_bound = "ndofs"} : (!psy.argument, !psy.argument) -> f64
  %g = "psy.global_sum"(%s) {reduction = "sum"} : (f64) -> f64
  return %g : f64
}

// -----

// CHECK-LABEL: func.func @halo_exchanges
// CHECK: "psy.halo_exchange"(%arg0) {check_dirty = true, depth = 1 : i64} : (!psy.field<f64, "w1">) -> ()
// CHECK: "psy.halo_exchange"(%arg1) {check_dirty = false, component = 2 : i64, depth = 2 : i64} : (!psy.field_vector<f64, "w0", 3 : i32>) -> ()
// CHECK: %[[R:.*]] = "psy.halo_exchange_start"(%arg0) {check_dirty = false, depth = 1 : i64} : (!psy.field<f64, "w1">) -> !psy.halo_request
// CHECK: "psy.halo_exchange_end"(%arg0, %[[R]]) : (!psy.field<f64, "w1">, !psy.halo_request) -> ()
func.func @halo_exchanges(%f: !psy.field<f64, "w1">, %v: !psy.field_vector<f64, "w0", 3 : i32>) attributes {psy.invoke} {
  "psy.halo_exchange"(%f) {depth = 1 : i64, check_dirty = true} : (!psy.field<f64, "w1">) -> ()
  "psy.halo_exchange"(%v) {depth = 2 : i64, check_dirty = false, component = 2 : i64} : (!psy.field_vector<f64, "w0", 3 : i32>) -> ()
  %r = "psy.halo_exchange_start"(%f) {depth = 1 : i64, check_dirty = false} : (!psy.field<f64, "w1">) -> !psy.halo_request
  "psy.halo_exchange_end"(%f, %r) : (!psy.field<f64, "w1">, !psy.halo_request) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @global_reductions
// CHECK: "psy.global_sum"(%arg0) {reduction = "min"} : (f64) -> f64
// CHECK: "psy.global_sum"(%arg1) {reduction = "max"} : (i32) -> i32
func.func @global_reductions(%a: f64, %b: i32) -> (f64, i32) attributes {psy.invoke} {
  %0 = "psy.global_sum"(%a) {reduction = "min"} : (f64) -> f64
  %1 = "psy.global_sum"(%b) {reduction = "max"} : (i32) -> i32
  return %0, %1 : f64, i32
}
