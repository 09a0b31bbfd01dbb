// Kernels on halo cells (halo_cell_column, owned_and_halo_cell_column) run to the halo depth
// the algorithm gives them, which the front end puts in their loop's bound: a run-time depth
// (the invoke's integer argument, cast to an index at the top of the invoke) or a literal.
// Under distributed memory the schedule keeps that bound and places exchanges and markers
// from it as for any loop into the halo; without, the loop runs over every cell.
// RUN: psy-opt %s -split-input-file '--pass-pipeline=builtin.module(psy-dm)' | FileCheck %s
// RUN: psy-opt %s -split-input-file '--pass-pipeline=builtin.module(psy-dm,psy-dm)' | FileCheck %s
// RUN: psy-opt %s -split-input-file '--pass-pipeline=builtin.module(psy-dm-loop-bounds{dm=false})' | FileCheck --check-prefix=NODM %s

// A run-time depth: the loop keeps cell_halo(%d). The W3 field it reads is exchanged to %d,
// speculatively (its state on entry is known at run time only); the W3 field it writes is
// dirty, then clean to %d (a discontinuous field is computed throughout the cells it runs
// over). Without DM the loop runs to ncells, the cast goes and the argument stays, unused.
// CHECK-LABEL: func.func @runtime_depth
// CHECK-NEXT:  %[[D:.*]] = arith.index_cast %arg2 : i32 to index
// CHECK-NEXT:  psy.halo_exchange %arg1 depth(%[[D]]) check_dirty : !psy.field<f64, "w3">
// CHECK-NEXT:  psy.loop cells to cell_halo(%[[D]]) {
// CHECK-NEXT:    psy.kernel @halo_w3_type(%arg0, %arg1)
// CHECK-NEXT:  }
// CHECK-NEXT:  psy.set_dirty %arg0 : !psy.field<f64, "w3">
// CHECK-NEXT:  psy.set_clean %arg0 depth(%[[D]]) : !psy.field<f64, "w3">
// CHECK-NEXT:  return
// NODM-LABEL: func.func @runtime_depth(%arg0: !psy.field<f64, "w3">, %arg1: !psy.field<f64, "w3">, %arg2: i32)
// NODM-NOT:   psy.dm
// NODM-NEXT:  psy.loop cells to ncells {
// NODM-NOT:   arith.index_cast
psy.kernel_meta @halo_w3_type operates_on "halo_cell_column" procedure "halo_w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @runtime_depth(%a: !psy.field<f64, "w3">, %x: !psy.field<f64, "w3">, %depth: i32)
    attributes {psy.invoke} {
  %d = arith.index_cast %depth : i32 to index
  psy.loop cells to cell_halo(%d) {
    psy.kernel @halo_w3_type(%a, %x) : !psy.field<f64, "w3">, !psy.field<f64, "w3">
  }
  return
}

// -----

// A literal depth: cell_halo(2). An increment of a continuous field reads its halo to one less
// (the outermost level is incremented, not read), and is clean to one less after the loop.
// CHECK-LABEL: func.func @literal_depth
// CHECK-NEXT:  psy.halo_exchange %arg0 depth(1) check_dirty : !psy.field<f64, "w1">
// CHECK-NEXT:  psy.halo_exchange %arg1 depth(2) check_dirty : !psy.field<f64, "w3">
// CHECK-NEXT:  psy.loop cells to cell_halo(2) {
// CHECK:       psy.set_dirty %arg0 : !psy.field<f64, "w1">
// CHECK-NEXT:  psy.set_clean %arg0 depth(1) : !psy.field<f64, "w1">
// CHECK-NEXT:  return
// NODM-LABEL: func.func @literal_depth
// NODM-NEXT:  psy.loop cells to ncells {
psy.kernel_meta @owned_halo_type operates_on "owned_and_halo_cell_column"
    procedure "owned_halo_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @literal_depth(%u: !psy.field<f64, "w1">, %a: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(2) {
    psy.kernel @owned_halo_type(%u, %a) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  return
}

// -----

// An increment to a run-time depth reads the halo to %d - 1 and leaves it clean to %d - 1.
// CHECK-LABEL: func.func @runtime_increment
// CHECK:       %[[D:.*]] = arith.index_cast %arg2 : i32 to index
// CHECK:       %[[R:.*]] = arith.subi %[[D]], %{{.*}} : index
// CHECK-NEXT:  psy.halo_exchange %arg0 depth(%[[R]]) check_dirty : !psy.field<f64, "w1">
// CHECK-NEXT:  psy.halo_exchange %arg1 depth(%[[D]]) check_dirty : !psy.field<f64, "w3">
// CHECK-NEXT:  psy.loop cells to cell_halo(%[[D]]) {
// CHECK:       psy.set_dirty %arg0 : !psy.field<f64, "w1">
// CHECK:       %[[C:.*]] = arith.subi %[[D]], %{{.*}} : index
// CHECK-NEXT:  psy.set_clean %arg0 depth(%[[C]]) : !psy.field<f64, "w1">
// CHECK-NEXT:  return
psy.kernel_meta @owned_halo_type operates_on "owned_and_halo_cell_column"
    procedure "owned_halo_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @runtime_increment(%u: !psy.field<f64, "w1">, %a: !psy.field<f64, "w3">,
                             %depth: i32) attributes {psy.invoke} {
  %d = arith.index_cast %depth : i32 to index
  psy.loop cells to cell_halo(%d) {
    psy.kernel @owned_halo_type(%u, %a) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  return
}

// -----

// A stencil read in a halo kernel's loop: the loop's depth plus the stencil's extent.
// CHECK-LABEL: func.func @stencil
// CHECK:       %[[D:.*]] = arith.index_cast %arg3 : i32 to index
// CHECK:       %[[E:.*]] = arith.index_cast %arg2 : i32 to index
// CHECK-NEXT:  %[[S:.*]] = arith.addi %[[D]], %[[E]] : index
// CHECK-NEXT:  psy.halo_exchange %arg1 depth(%[[S]]) check_dirty : !psy.field<f64, "w2">
// CHECK-NEXT:  psy.loop cells to cell_halo(%[[D]]) {
psy.kernel_meta @halo_stencil_type operates_on "halo_cell_column" procedure "halo_stencil_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2", stencil = cross>]
func.func @stencil(%a: !psy.field<f64, "w3">, %w: !psy.field<f64, "w2">, %extent: i32,
                   %depth: i32) attributes {psy.invoke} {
  %d = arith.index_cast %depth : i32 to index
  psy.loop cells to cell_halo(%d) {
    psy.kernel @halo_stencil_type(%a, %w, %extent)
        : !psy.field<f64, "w3">, !psy.field<f64, "w2">, i32
  }
  return
}

// -----

// Readers before and after a halo kernel's loop share one exchange, placed before the first
// of them, deep enough for both: max(1, %d). Its run-time part must be defined there, which
// is why the front end casts the depth at the top of the invoke. The halo kernel writes %a;
// the loop after it reads %a to depth 1 against a writer clean to %d, which only the run-time
// flags can compare: a speculative exchange.
// CHECK-LABEL: func.func @shared_exchange
// CHECK-NEXT:  %[[D:.*]] = arith.index_cast %arg3 : i32 to index
// CHECK-NEXT:  psy.halo_exchange %arg2 depth(1) check_dirty : !psy.field<f64, "w1">
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[M:.*]] = arith.maxsi %[[C1]], %[[D]] : index
// CHECK-NEXT:  psy.halo_exchange %arg1 depth(%[[M]]) check_dirty : !psy.field<f64, "w3">
// CHECK-NEXT:  psy.loop cells to cell_halo(1) {
// CHECK-NEXT:    psy.kernel @read_w3_type(%arg2, %arg1)
// CHECK:       psy.set_dirty %arg2 : !psy.field<f64, "w1">
// CHECK-NEXT:  psy.loop cells to cell_halo(%[[D]]) {
// CHECK-NEXT:    psy.kernel @halo_w3_type(%arg0, %arg1)
// CHECK:       psy.set_dirty %arg0 : !psy.field<f64, "w3">
// CHECK-NEXT:  psy.set_clean %arg0 depth(%[[D]]) : !psy.field<f64, "w3">
// CHECK-NEXT:  psy.halo_exchange %arg0 depth(1) check_dirty : !psy.field<f64, "w3">
// CHECK-NEXT:  psy.loop cells to cell_halo(1) {
// CHECK-NEXT:    psy.kernel @read_w3_type(%arg2, %arg0)
psy.kernel_meta @halo_w3_type operates_on "halo_cell_column" procedure "halo_w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
psy.kernel_meta @read_w3_type operates_on "cell_column" procedure "read_w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @shared_exchange(%a: !psy.field<f64, "w3">, %x: !psy.field<f64, "w3">,
                           %u: !psy.field<f64, "w1">, %depth: i32) attributes {psy.invoke} {
  %d = arith.index_cast %depth : i32 to index
  psy.loop cells to ncells {
    psy.kernel @read_w3_type(%u, %x) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  psy.loop cells to cell_halo(%d) {
    psy.kernel @halo_w3_type(%a, %x) : !psy.field<f64, "w3">, !psy.field<f64, "w3">
  }
  psy.loop cells to ncells {
    psy.kernel @read_w3_type(%u, %a) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  return
}
