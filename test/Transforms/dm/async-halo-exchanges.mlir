// psy-async-halo-exchanges: each blocking exchange becomes a start as early and an end as late
// as the dependences allow.
// RUN: psy-opt %s -split-input-file --psy-async-halo-exchanges | FileCheck %s
// RUN: psy-opt %s -split-input-file --psy-async-halo-exchanges=dm=false | FileCheck %s --check-prefix=NODM

// The start of v's exchange opens the invoke (nothing before writes v); its end stays right
// before the loop that reads v's halo. u's start must follow u's writer and its markers (a
// check_dirty exchange reads the flags they set).
// CHECK-LABEL: func.func @overlap
// CHECK-NEXT: %[[RV:.*]] = psy.halo_exchange_start %arg1 depth(1) check_dirty : !psy.field<f64, "w2">
// CHECK-NEXT: psy.loop cells to cell_halo(1)
// CHECK-NEXT: psy.kernel @inc_type(%arg2)
// CHECK-NEXT: }
// CHECK-NEXT: psy.set_dirty %arg2
// CHECK-NEXT: %[[RU:.*]] = psy.halo_exchange_start %arg2 depth(1) : !psy.field<f64, "w2">
// CHECK-NEXT: psy.halo_exchange_end %arg2, %[[RU]] : !psy.field<f64, "w2">
// CHECK-NEXT: psy.loop cells to cell_halo(1)
// CHECK-NEXT: psy.kernel @read_type(%arg3, %arg2)
// CHECK-NEXT: }
// CHECK-NEXT: psy.halo_exchange_end %arg1, %[[RV]] : !psy.field<f64, "w2">
// CHECK-NEXT: psy.loop cells to cell_halo(1)
// CHECK-NEXT: psy.kernel @read_type(%arg0, %arg1)
// NODM-LABEL: func.func @overlap
// NODM-NOT: psy.halo_exchange_start
// NODM: psy.halo_exchange %arg2 depth(1)
psy.kernel_meta @read_type operates_on "cell_column" procedure "read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2">]
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w2">]
func.func @overlap(%f: !psy.field<f64, "w3">, %v: !psy.field<f64, "w2">,
                   %u: !psy.field<f64, "w2">, %g: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(1) {
    psy.kernel @inc_type(%u) : !psy.field<f64, "w2">
  }
  psy.set_dirty %u : !psy.field<f64, "w2">
  psy.halo_exchange %u depth(1) : !psy.field<f64, "w2">
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%g, %u) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  psy.halo_exchange %v depth(1) check_dirty : !psy.field<f64, "w2">
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%f, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  return
}

// -----

// Components of a field vector are independent: each start opens the invoke, each end
// precedes the loop. A run-time depth keeps the start after the op computing it.
// CHECK-LABEL: func.func @vector
// CHECK-NEXT: %[[R1:.*]] = psy.halo_exchange_start %arg0[1] depth(1) check_dirty
// CHECK-NEXT: %[[R2:.*]] = psy.halo_exchange_start %arg0[2] depth(1) check_dirty
// CHECK-NEXT: %[[D:.*]] = arith.index_cast %arg1
// CHECK-NEXT: %[[R3:.*]] = psy.halo_exchange_start %arg0[3] depth(%[[D]]) check_dirty
// CHECK-NEXT: psy.halo_exchange_end %arg0, %[[R1]]
// CHECK-NEXT: psy.halo_exchange_end %arg0, %[[R2]]
// CHECK-NEXT: psy.halo_exchange_end %arg0, %[[R3]]
// CHECK-NEXT: psy.loop cells to cell_halo(1)
psy.kernel_meta @vector_type operates_on "cell_column" procedure "vector_code"
    args [#psy.meta_arg<gh_field*3, gh_real, gh_inc, "w0">]
func.func @vector(%f1: !psy.field_vector<f64, "w0", 3>, %e: i32) attributes {psy.invoke} {
  psy.halo_exchange %f1[1] depth(1) check_dirty : !psy.field_vector<f64, "w0", 3>
  psy.halo_exchange %f1[2] depth(1) check_dirty : !psy.field_vector<f64, "w0", 3>
  %d = arith.index_cast %e : i32 to index
  psy.halo_exchange %f1[3] depth(%d) check_dirty : !psy.field_vector<f64, "w0", 3>
  psy.loop cells to cell_halo(1) {
    psy.kernel @vector_type(%f1) : !psy.field_vector<f64, "w0", 3>
  }
  return
}

// -----

// An exchange no loop reads after: its end goes last, before the terminator, and its start
// first (behind the starts already there). One already split is left alone.
// CHECK-LABEL: func.func @unread
// CHECK-NEXT: %[[R0:.*]] = psy.halo_exchange_start %arg0 depth(2)
// CHECK-NEXT: %[[R1:.*]] = psy.halo_exchange_start %arg1 depth(1)
// CHECK-NEXT: psy.halo_exchange_end %arg0, %[[R0]]
// CHECK-NEXT: psy.halo_exchange_end %arg1, %[[R1]]
// CHECK-NEXT: return
func.func @unread(%f: !psy.field<f64, "w3">, %g: !psy.field<f64, "w3">) attributes {psy.invoke} {
  %r = psy.halo_exchange_start %f depth(2) : !psy.field<f64, "w3">
  psy.halo_exchange_end %f, %r : !psy.field<f64, "w3">
  psy.halo_exchange %g depth(1) : !psy.field<f64, "w3">
  return
}
