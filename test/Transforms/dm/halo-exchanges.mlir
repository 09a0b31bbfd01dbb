// psy-halo-exchanges: a halo exchange before each loop that reads a stale halo, one rule per
// case. The loops carry the bounds psy-dm-loop-bounds gives them.
// RUN: psy-opt %s -split-input-file --psy-halo-exchanges | FileCheck %s
// Running it twice adds nothing more: the exchanges it added cover the reads.
// RUN: psy-opt %s -split-input-file --psy-halo-exchanges --psy-halo-exchanges | FileCheck %s

// PSyclone's developer guide's worked example, without annexed dofs computed: setval_X writes f2 over the owned
// dofs, then a kernel increments f2 and reads f1 to the level-1 halo. f2's annexed dofs are
// known stale (an exchange, no run-time check); nothing in the invoke wrote f1, so its
// exchange is speculative (check_dirty).
// CHECK-LABEL: func.func @guide_example
// CHECK: psy.loop dofs to ndofs
// CHECK: }
// CHECK-NEXT: psy.halo_exchange %arg0 depth(1) : !psy.field<f64, "w1">
// CHECK-NEXT: psy.halo_exchange %arg1 depth(1) check_dirty : !psy.field<f64, "w1">
// CHECK-NEXT: psy.loop cells to cell_halo(1)
psy.kernel_meta @testkern_type operates_on "cell_column" procedure "testkern_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
func.func @guide_example(%f2: !psy.field<f64, "w1">, %f1: !psy.field<f64, "w1">)
    attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_X"(%f2, %f1) : (!psy.field<f64, "w1">, !psy.field<f64, "w1">) -> ()
  }
  psy.loop cells to cell_halo(1) {
    psy.kernel @testkern_type(%f2, %f1) : !psy.field<f64, "w1">, !psy.field<f64, "w1">
  }
  return
}

// -----

// PSyclone's developer guide's vector example: a field vector incremented to the level-1 halo, written outside
// the invoke: one speculative exchange per component, in order, then the loop.
// CHECK-LABEL: func.func @guide_vector
// CHECK-NEXT: psy.halo_exchange %arg0[1] depth(1) check_dirty : !psy.field_vector<f64, "w0", 3>
// CHECK-NEXT: psy.halo_exchange %arg0[2] depth(1) check_dirty : !psy.field_vector<f64, "w0", 3>
// CHECK-NEXT: psy.halo_exchange %arg0[3] depth(1) check_dirty : !psy.field_vector<f64, "w0", 3>
// CHECK-NEXT: psy.loop cells to cell_halo(1)
// CHECK-NOT: psy.halo_exchange
// CHECK: return
psy.kernel_meta @vector_type operates_on "cell_column" procedure "vector_code"
    args [#psy.meta_arg<gh_field*3, gh_real, gh_inc, "w0">,
          #psy.meta_arg<gh_scalar, gh_real, gh_read>]
func.func @guide_vector(%f1: !psy.field_vector<f64, "w0", 3>, %a: f64)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(1) {
    psy.kernel @vector_type(%f1, %a) : !psy.field_vector<f64, "w0", 3>, f64
  }
  return
}

// -----

// A previous writer that leaves the halo dirty to the depth read: a continuous field
// incremented to cell_halo(1) has a stale level-1 halo, so the reader after it needs a
// definite exchange (no check_dirty).
// CHECK-LABEL: func.func @dirty_writer
// CHECK: psy.kernel @inc_type
// CHECK-NEXT: }
// CHECK-NEXT: psy.halo_exchange %arg0 depth(1) : !psy.field<f64, "w2">
// CHECK-NEXT: psy.loop cells to cell_halo(1)
// CHECK-NEXT: psy.kernel @read_type
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w2">]
psy.kernel_meta @read_type operates_on "cell_column" procedure "read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2">]
func.func @dirty_writer(%g: !psy.field<f64, "w2">, %f: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(1) {
    psy.kernel @inc_type(%g) : !psy.field<f64, "w2">
  }
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%f, %g) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  return
}

// -----

// A previous writer that leaves the halo clean: a discontinuous field computed redundantly
// to depth 2 needs no exchange before a level-1 reader; to depth 1 it does not cover a
// depth-2 reader, which gets a definite exchange to depth 2.
// CHECK-LABEL: func.func @clean_writer
// CHECK: psy.loop cells to cell_halo(2)
// CHECK-NOT: psy.halo_exchange %arg0
// CHECK: psy.loop cells to cell_halo(1)
// CHECK: psy.loop cells to cell_halo(1)
// CHECK: }
// CHECK-NEXT: psy.halo_exchange %arg0 depth(2) : !psy.field<f64, "w3">
// CHECK-NEXT: psy.loop cells to cell_halo(2)
psy.kernel_meta @w3_write_type operates_on "cell_column" procedure "w3_write_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
psy.kernel_meta @read_type operates_on "cell_column" procedure "read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @clean_writer(%d: !psy.field<f64, "w3">, %f: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(2) {
    psy.kernel @w3_write_type(%d) : !psy.field<f64, "w3">
  }
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%f, %d) : !psy.field<f64, "w3">, !psy.field<f64, "w3">
  }
  psy.loop cells to cell_halo(1) {
    psy.kernel @w3_write_type(%d) : !psy.field<f64, "w3">
  }
  psy.loop cells to cell_halo(2) {
    psy.kernel @read_type(%f, %d) : !psy.field<f64, "w3">, !psy.field<f64, "w3">
  }
  return
}

// -----

// A writer whose depth is known only at run time: the exchange is required but decided by
// the run-time dirty flag (check_dirty).
// CHECK-LABEL: func.func @runtime_writer
// CHECK: psy.loop cells to cell_halo(%arg2)
// CHECK: }
// CHECK-NEXT: psy.halo_exchange %arg0 depth(1) check_dirty : !psy.field<f64, "w3">
// CHECK-NEXT: psy.loop cells to cell_halo(1)
psy.kernel_meta @w3_write_type operates_on "cell_column" procedure "w3_write_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
psy.kernel_meta @read_type operates_on "cell_column" procedure "read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @runtime_writer(%d: !psy.field<f64, "w3">, %f: !psy.field<f64, "w3">, %n: index)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(%n) {
    psy.kernel @w3_write_type(%d) : !psy.field<f64, "w3">
  }
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%f, %d) : !psy.field<f64, "w3">, !psy.field<f64, "w3">
  }
  return
}

// -----

// A stencil read in a loop over owned cells: the depth is the stencil's extent, a run-time
// value (i32, cast to index right before the exchange).
// CHECK-LABEL: func.func @stencil_extent
// CHECK-NEXT: %[[E:.*]] = arith.index_cast %arg2 : i32 to index
// CHECK-NEXT: psy.halo_exchange %arg1 depth(%[[E]]) check_dirty : !psy.field<f64, "w2">
// CHECK-NEXT: psy.loop cells to ncells
psy.kernel_meta @stencil_type operates_on "cell_column" procedure "stencil_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2", stencil = cross>]
func.func @stencil_extent(%w: !psy.field<f64, "w3">, %v: !psy.field<f64, "w2">, %e: i32)
    attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @stencil_type(%w, %v, %e) : !psy.field<f64, "w3">, !psy.field<f64, "w2">, i32
  }
  return
}

// -----

// A stencil read in a loop that runs into the halo adds the loop's depth to the extent; an
// extent given as a constant folds into a literal depth. An xory1d stencil's direction
// operand is skipped.
// CHECK-LABEL: func.func @stencil_in_halo
// CHECK: %[[E:.*]] = arith.index_cast %arg2 : i32 to index
// CHECK-NEXT: %[[C:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[D:.*]] = arith.addi %[[E]], %[[C]] : index
// CHECK-NEXT: psy.halo_exchange %arg1 depth(%[[D]]) check_dirty
// CHECK-NEXT: psy.loop cells to cell_halo(1)
// CHECK: psy.halo_exchange %arg3 depth(3) check_dirty
// CHECK-NEXT: psy.loop cells to ncells
psy.kernel_meta @stencil_inc_type operates_on "cell_column" procedure "stencil_inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3", stencil = x1d>]
psy.kernel_meta @xory_type operates_on "cell_column" procedure "xory_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3", stencil = xory1d>]
func.func @stencil_in_halo(%f: !psy.field<f64, "w3">, %v: !psy.field<f64, "w3">, %e: i32,
                           %u: !psy.field<f64, "w3">, %w: !psy.field<f64, "w3">, %dir: i32)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(1) {
    psy.kernel @stencil_inc_type(%f, %v, %e) : !psy.field<f64, "w3">, !psy.field<f64, "w3">, i32
  }
  %c3 = arith.constant 3 : i32
  psy.loop cells to ncells {
    psy.kernel @xory_type(%w, %u, %c3, %dir)
        : !psy.field<f64, "w3">, !psy.field<f64, "w3">, i32, i32
  }
  return
}

// -----

// The depth comes from every reader that follows, up to the next writer: one exchange before
// the first reader, to the maximum of depth 1 and the second reader's stencil extent; the
// second reader finds it and adds nothing.
// CHECK-LABEL: func.func @max_of_readers
// CHECK: %[[C:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[E:.*]] = arith.index_cast %arg2 : i32 to index
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %[[C]], %[[E]] : index
// CHECK-NEXT: psy.halo_exchange %arg1 depth(%[[M]]) check_dirty : !psy.field<f64, "w2">
// CHECK-NEXT: psy.loop cells to cell_halo(1)
// CHECK-NOT: psy.halo_exchange
// CHECK: return
psy.kernel_meta @read_type operates_on "cell_column" procedure "read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2">]
psy.kernel_meta @stencil_type operates_on "cell_column" procedure "stencil_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2", stencil = region>]
func.func @max_of_readers(%f: !psy.field<f64, "w3">, %v: !psy.field<f64, "w2">, %e: i32,
                          %w: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%f, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  psy.loop cells to ncells {
    psy.kernel @stencil_type(%w, %v, %e) : !psy.field<f64, "w3">, !psy.field<f64, "w2">, i32
  }
  return
}

// -----

// No duplicates: an exchange given in the input covers the first reader and the second
// (no writer between them).
// CHECK-LABEL: func.func @covered
// CHECK-NEXT: psy.halo_exchange %arg1 depth(1) check_dirty
// CHECK-NEXT: psy.loop cells to cell_halo(1)
// CHECK-NOT: psy.halo_exchange
// CHECK: return
psy.kernel_meta @read_type operates_on "cell_column" procedure "read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2">]
func.func @covered(%f: !psy.field<f64, "w3">, %v: !psy.field<f64, "w2">)
    attributes {psy.invoke} {
  psy.halo_exchange %v depth(1) check_dirty : !psy.field<f64, "w2">
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%f, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%f, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  return
}

// -----

// Annexed dofs: a kernel writing a discontinuous field over owned cells reads the annexed
// dofs of the continuous field it reads (speculative: the writer is outside the invoke);
// a discontinuous field read there needs nothing.
// CHECK-LABEL: func.func @annexed_read
// CHECK-NEXT: psy.halo_exchange %arg1 depth(1) check_dirty : !psy.field<f64, "w0">
// CHECK-NEXT: psy.loop cells to ncells
psy.kernel_meta @w3_from_w0_type operates_on "cell_column" procedure "w3_from_w0_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w0">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "wtheta">]
func.func @annexed_read(%w: !psy.field<f64, "w3">, %c: !psy.field<f64, "w0">,
                        %t: !psy.field<f64, "wtheta">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @w3_from_w0_type(%w, %c, %t)
        : !psy.field<f64, "w3">, !psy.field<f64, "w0">, !psy.field<f64, "wtheta">
  }
  return
}

// -----

// A kernel that writes a continuous field by GH_WRITE alone writes every shared dof the same
// value from each cell: over owned cells it reads no annexed dofs.
// CHECK-LABEL: func.func @same_value_write
// CHECK-NOT: psy.halo_exchange
// CHECK: return
psy.kernel_meta @w1_write_type operates_on "cell_column" procedure "w1_write_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w0">]
func.func @same_value_write(%w: !psy.field<f64, "w1">, %c: !psy.field<f64, "w0">)
    attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @w1_write_type(%w, %c) : !psy.field<f64, "w1">, !psy.field<f64, "w0">
  }
  return
}

// -----

// A continuous writer to cell_halo(1) leaves the annexed dofs clean (only its outermost halo
// level is stale): an owned-cell reader of them needs no exchange.
// CHECK-LABEL: func.func @annexed_clean
// CHECK-NEXT: psy.halo_exchange %arg0 depth(1) check_dirty
// CHECK-NEXT: psy.loop cells to cell_halo(1)
// CHECK-NOT: psy.halo_exchange
// CHECK: return
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w0">]
psy.kernel_meta @w3_from_w0_type operates_on "cell_column" procedure "w3_from_w0_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w0">]
func.func @annexed_clean(%c: !psy.field<f64, "w0">, %w: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(1) {
    psy.kernel @inc_type(%c) : !psy.field<f64, "w0">
  }
  psy.loop cells to ncells {
    psy.kernel @w3_from_w0_type(%w, %c) : !psy.field<f64, "w3">, !psy.field<f64, "w0">
  }
  return
}

// -----

// An increment to cell_halo(3) reads the halo to the level below its outermost, depth 2. The
// exchange goes before the first reader that needs it and serves every reader up to the next
// writer: here the owned-cell reader of the annexed dofs, then the increment itself.
// CHECK-LABEL: func.func @deep_increment
// CHECK: psy.kernel @inc_type
// CHECK-NEXT: }
// CHECK-NEXT: psy.halo_exchange %arg0 depth(2) : !psy.field<f64, "w0">
// CHECK-NEXT: psy.loop cells to ncells
// CHECK: psy.loop cells to cell_halo(3)
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w0">]
psy.kernel_meta @w3_from_w0_type operates_on "cell_column" procedure "w3_from_w0_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w0">]
func.func @deep_increment(%c: !psy.field<f64, "w0">, %w: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  psy.halo_exchange %c depth(1) check_dirty : !psy.field<f64, "w0">
  psy.loop cells to cell_halo(1) {
    psy.kernel @inc_type(%c) : !psy.field<f64, "w0">
  }
  psy.loop cells to ncells {
    psy.kernel @w3_from_w0_type(%w, %c) : !psy.field<f64, "w3">, !psy.field<f64, "w0">
  }
  psy.loop cells to cell_halo(3) {
    psy.kernel @inc_type(%c) : !psy.field<f64, "w0">
  }
  return
}

// -----

// Dof loops: builtins over the owned dofs read no halo; redundantly to dof_halo(2) they read
// it to depth 2. Operators and scalars are never exchanged.
// CHECK-LABEL: func.func @dofs
// CHECK: psy.loop dofs to ndofs
// CHECK: }
// CHECK-NEXT: psy.halo_exchange %arg1 depth(2) check_dirty
// CHECK-NEXT: psy.loop dofs to dof_halo(2)
// CHECK-NOT: psy.halo_exchange
// CHECK: return
psy.kernel_meta @op_type operates_on "cell_column" procedure "op_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_operator, gh_real, gh_read, "w3", "w3">]
func.func @dofs(%x: !psy.field<f64, "w3">, %y: !psy.field<f64, "w3">,
                %op: !psy.operator<f64, "w3", "w3">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_X"(%x, %y) : (!psy.field<f64, "w3">, !psy.field<f64, "w3">) -> ()
  }
  psy.loop dofs to dof_halo(2) {
    psy.builtin "setval_X"(%x, %y) : (!psy.field<f64, "w3">, !psy.field<f64, "w3">) -> ()
  }
  psy.loop cells to ncells {
    psy.kernel @op_type(%x, %op) : !psy.field<f64, "w3">, !psy.operator<f64, "w3", "w3">
  }
  return
}

// -----

// Inter-grid: the loop runs over the coarse mesh to cell_halo(1); the fine field it
// increments is read to 2 * 1 - 1 = 1 fine cell, the coarse field it reads to 1.
// CHECK-LABEL: func.func @intergrid
// CHECK-NEXT: psy.halo_exchange %arg0 depth(1) check_dirty : !psy.field<f64, "w1">
// CHECK-NEXT: psy.halo_exchange %arg1 depth(1) check_dirty : !psy.field<f64, "w1">
// CHECK-NEXT: psy.loop cells to cell_halo(1)
psy.kernel_meta @prolong_type operates_on "cell_column" procedure "prolong_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1", mesh = gh_fine>,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1", mesh = gh_coarse>]
func.func @intergrid(%fine: !psy.field<f64, "w1">, %coarse: !psy.field<f64, "w1">)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(1) field(%coarse : !psy.field<f64, "w1">) {
    psy.kernel @prolong_type(%fine, %coarse) : !psy.field<f64, "w1">, !psy.field<f64, "w1">
  }
  return
}

// -----

// Dirty/clean markers (psy-halo-dirty-markers run first) only write the run-time flags: the
// writer behind them decides.
// CHECK-LABEL: func.func @behind_markers
// CHECK: psy.set_clean %arg0 depth(2)
// CHECK-NEXT: psy.loop cells to cell_halo(1)
psy.kernel_meta @w3_write_type operates_on "cell_column" procedure "w3_write_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
psy.kernel_meta @read_type operates_on "cell_column" procedure "read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @behind_markers(%d: !psy.field<f64, "w3">, %o: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(2) {
    psy.kernel @w3_write_type(%d) : !psy.field<f64, "w3">
  }
  psy.set_dirty %d : !psy.field<f64, "w3">
  psy.set_clean %d depth(2) : !psy.field<f64, "w3">
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%o, %d) : !psy.field<f64, "w3">, !psy.field<f64, "w3">
  }
  return
}
