// The mesh's maximum halo depth (`cell_halo(max)`, `dof_halo(max)`, what
// psy-redundant-computation{depth=max} sets) in psy-halo-exchanges, psy-halo-dirty-markers,
// psy-dm-loop-bounds and psy-async-halo-exchanges: exchanges to depth(max) or depth(max - 1),
// markers set_clean(max) or set_clean(max - 1). One rule per split.
// RUN: split-file %s %t
// RUN: psy-opt %t/main.mlir -split-input-file --psy-dm-loop-bounds --psy-halo-exchanges --psy-halo-dirty-markers | FileCheck %s
// Running the passes again adds nothing.
// RUN: psy-opt %t/main.mlir -split-input-file --psy-dm-loop-bounds --psy-halo-exchanges --psy-halo-dirty-markers | psy-opt -split-input-file --psy-dm-loop-bounds --psy-halo-exchanges --psy-halo-dirty-markers | FileCheck %s
// RUN: psy-opt %t/async.mlir --psy-halo-exchanges --psy-async-halo-exchanges | FileCheck %s --check-prefix=ASYNC
// RUN: psy-opt %t/errors.mlir -verify-diagnostics --psy-halo-exchanges

//--- main.mlir
// A loop to the maximum depth reads what it reads to depth(max); an increment all but the
// outermost level, depth(max - 1) (PSyclone's max_halo_depth_mesh - 1). psy-dm-loop-bounds
// keeps the bound. The continuous field is then clean to max - 1: a later reader of depth 2
// cannot know whether max - 1 >= 2, so its exchange is speculative.
// CHECK-LABEL: func.func @reader
// CHECK-NEXT: psy.halo_exchange %arg0 depth(max - 1) check_dirty : !psy.field<f64, "w1">
// CHECK-NEXT: psy.halo_exchange %arg1 depth(max) check_dirty : !psy.field<f64, "w3">
// CHECK-NEXT: psy.loop cells to cell_halo(max)
// CHECK: psy.set_dirty %arg0
// CHECK-NEXT: psy.set_clean %arg0 depth(max - 1)
// CHECK-NEXT: psy.halo_exchange %arg0 depth(2) check_dirty : !psy.field<f64, "w1">
// CHECK-NEXT: psy.loop cells to cell_halo(2)
psy.kernel_meta @inc_read_type operates_on "cell_column" procedure "inc_read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
psy.kernel_meta @read_w1_type operates_on "cell_column" procedure "read_w1_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
func.func @reader(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w3">,
                  %x: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to cell_halo(max) {
    psy.kernel @inc_read_type(%f, %g) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  psy.loop cells to cell_halo(2) {
    psy.kernel @read_w1_type(%x, %f) : !psy.field<f64, "w3">, !psy.field<f64, "w1">
  }
  return
}

// -----

// An increment and a read of the same field in one loop to the maximum: the read needs the
// outermost level too, depth(max). The discontinuous field written there is clean to the
// maximum: set_clean(max) alone.
// CHECK-LABEL: func.func @inc_and_read
// CHECK-NEXT: psy.halo_exchange %arg0 depth(max) check_dirty : !psy.field<f64, "w1">
// CHECK-NEXT: psy.loop cells to cell_halo(max)
// CHECK: psy.set_dirty %arg0
// CHECK-NEXT: psy.set_clean %arg0 depth(max - 1)
// CHECK-NEXT: psy.set_clean %arg1 depth(max) : !psy.field<f64, "w3">
// CHECK-NEXT: return
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
psy.kernel_meta @read_w1_type operates_on "cell_column" procedure "read_w1_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
func.func @inc_and_read(%f: !psy.field<f64, "w1">, %x: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(max) {
    psy.kernel @inc_type(%f) : !psy.field<f64, "w1">
    psy.kernel @read_w1_type(%x, %f) : !psy.field<f64, "w3">, !psy.field<f64, "w1">
  }
  return
}

// -----

// One exchange serving a reader of depth 2 and an increment to the maximum would need
// max(2, max - 1), which the dialect cannot say: it goes to depth(max), which covers both.
// CHECK-LABEL: func.func @round_up
// CHECK-NEXT: psy.halo_exchange %arg0 depth(max) check_dirty : !psy.field<f64, "w1">
// CHECK-NEXT: psy.loop cells to cell_halo(2)
// CHECK-NOT: psy.halo_exchange
// CHECK: return
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
psy.kernel_meta @read_w1_type operates_on "cell_column" procedure "read_w1_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
func.func @round_up(%f: !psy.field<f64, "w1">, %x: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(2) {
    psy.kernel @read_w1_type(%x, %f) : !psy.field<f64, "w3">, !psy.field<f64, "w1">
  }
  psy.loop cells to cell_halo(max) {
    psy.kernel @inc_type(%f) : !psy.field<f64, "w1">
  }
  return
}

// -----

// A region or cross2d stencil read in a loop to the maximum depth is capped at the maximum:
// depth(max), whatever its extent. That exchange also covers a later stencil read to a
// literal depth plus extent (the maximum of the two is the maximum).
// CHECK-LABEL: func.func @stencils
// CHECK-NEXT: psy.halo_exchange %arg1 depth(max) check_dirty : !psy.field<f64, "w2">
// CHECK-NEXT: psy.halo_exchange %arg3 depth(max) check_dirty : !psy.field<f64, "w2">
// CHECK-NEXT: psy.loop cells to cell_halo(max)
// CHECK-NOT: psy.halo_exchange
// CHECK: return
psy.kernel_meta @region_type operates_on "cell_column" procedure "region_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2", stencil = region>]
psy.kernel_meta @cross2d_type operates_on "cell_column" procedure "cross2d_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2", stencil = cross2d>]
func.func @stencils(%f: !psy.field<f64, "w3">, %v: !psy.field<f64, "w2">, %e: i32,
                    %u: !psy.field<f64, "w2">) attributes {psy.invoke} {
  psy.loop cells to cell_halo(max) {
    psy.kernel @region_type(%f, %v, %e) : !psy.field<f64, "w3">, !psy.field<f64, "w2">, i32
    psy.kernel @cross2d_type(%f, %u, %e) : !psy.field<f64, "w3">, !psy.field<f64, "w2">, i32
  }
  psy.loop cells to cell_halo(1) {
    psy.kernel @cross2d_type(%f, %u, %e) : !psy.field<f64, "w3">, !psy.field<f64, "w2">, i32
  }
  return
}

// -----

// A writer to the maximum depth: a discontinuous field is clean throughout (no exchange for
// a later reader); a continuous one but for its outermost level, so a reader of the whole
// halo needs a definite exchange.
// CHECK-LABEL: func.func @max_writers
// CHECK: psy.loop cells to cell_halo(max)
// CHECK: psy.set_clean %arg0 depth(max) : !psy.field<f64, "w3">
// CHECK-NEXT: psy.set_dirty %arg1
// CHECK-NEXT: psy.set_clean %arg1 depth(max - 1)
// CHECK-NEXT: psy.halo_exchange %arg1 depth(max) : !psy.field<f64, "w1">
// CHECK-NEXT: psy.loop cells to cell_halo(max)
psy.kernel_meta @write_both_type operates_on "cell_column" procedure "write_both_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
psy.kernel_meta @read_both_type operates_on "cell_column" procedure "read_both_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "wtheta">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
func.func @max_writers(%d: !psy.field<f64, "w3">, %f: !psy.field<f64, "w1">,
                       %t: !psy.field<f64, "wtheta">) attributes {psy.invoke} {
  psy.halo_exchange %f depth(max - 1) check_dirty : !psy.field<f64, "w1">
  psy.loop cells to cell_halo(max) {
    psy.kernel @write_both_type(%d, %f) : !psy.field<f64, "w3">, !psy.field<f64, "w1">
  }
  psy.loop cells to cell_halo(max) {
    psy.kernel @read_both_type(%t, %d, %f)
        : !psy.field<f64, "wtheta">, !psy.field<f64, "w3">, !psy.field<f64, "w1">
  }
  return
}

// -----

// A dof loop sets each halo dof itself: to the maximum depth its continuous field is clean
// throughout (set_clean(max), no set_dirty), and a later reader needs no exchange.
// CHECK-LABEL: func.func @dofs
// CHECK-NEXT: psy.halo_exchange %arg1 depth(max) check_dirty
// CHECK-NEXT: psy.loop dofs to dof_halo(max)
// CHECK: }
// CHECK-NEXT: psy.set_clean %arg0 depth(max) : !psy.field<f64, "w1">
// CHECK-NEXT: psy.loop dofs to dof_halo(2)
func.func @dofs(%x: !psy.field<f64, "w1">, %y: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.loop dofs to dof_halo(max) {
    psy.builtin "setval_X"(%x, %y) : (!psy.field<f64, "w1">, !psy.field<f64, "w1">) -> ()
  }
  psy.loop dofs to dof_halo(2) {
    psy.builtin "setval_X"(%y, %x) : (!psy.field<f64, "w1">, !psy.field<f64, "w1">) -> ()
  }
  return
}

//--- async.mlir
// The start and end of a split exchange keep its depth(max).
// ASYNC-LABEL: func.func @split
// ASYNC-NEXT: %[[R:.*]] = psy.halo_exchange_start %arg1 depth(max) check_dirty
// ASYNC-NEXT: psy.halo_exchange_end %arg1, %[[R]]
// ASYNC-NEXT: psy.loop cells to cell_halo(max)
psy.kernel_meta @w3_from_w2_type operates_on "cell_column" procedure "w3_from_w2_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2">]
func.func @split(%d: !psy.field<f64, "w3">, %v: !psy.field<f64, "w2">) attributes {psy.invoke} {
  psy.loop cells to cell_halo(max) {
    psy.kernel @w3_from_w2_type(%d, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  return
}

//--- errors.mlir
// A fixed-size stencil cannot shrink where the halo ends: to the maximum depth it would read
// beyond it.
psy.kernel_meta @x1d_type operates_on "cell_column" procedure "x1d_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2", stencil = x1d>]
func.func @fixed(%f: !psy.field<f64, "w3">, %v: !psy.field<f64, "w2">, %e: i32)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(max) {
    // expected-error@+1 {{kernel 'x1d_type' reads a field through a x1d stencil, whose size is fixed: its loop cannot run to the mesh's maximum halo depth (it would read beyond the halo)}}
    psy.kernel @x1d_type(%f, %v, %e) : !psy.field<f64, "w3">, !psy.field<f64, "w2">, i32
  }
  return
}
