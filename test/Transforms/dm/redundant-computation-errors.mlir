// psy-redundant-computation refuses, with an error at the loop, what PSyclone forbids or what
// makes no sense; one refusal per split. The request differs per part (depth=2, depth=max,
// depth=0), so the parts are split with split-file, each run with -split-input-file.
// RUN: split-file %s %t
// RUN: psy-opt %t/depth2.mlir -split-input-file -verify-diagnostics '--psy-redundant-computation=loop=0 depth=2'
// RUN: psy-opt %t/max.mlir -split-input-file -verify-diagnostics '--psy-redundant-computation=loop=0 depth=max'
// RUN: psy-opt %t/zero.mlir -split-input-file -verify-diagnostics '--psy-redundant-computation=loop=0 depth=0'
// Options that name no loop or no single invoke: an error at the module, nothing printed.
// RUN: not psy-opt %t/two.mlir '--psy-redundant-computation=loop=0 depth=2' 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not psy-opt %t/two.mlir '--psy-redundant-computation=invoke=h loop=0 depth=2' 2>&1 | FileCheck %s --check-prefix=NAME
// RUN: not psy-opt %t/two.mlir '--psy-redundant-computation=invoke=f depth=2' 2>&1 | FileCheck %s --check-prefix=LOOP
// RUN: not psy-opt %t/two.mlir '--psy-redundant-computation=invoke=f loop=-2 depth=2' 2>&1 | FileCheck %s --check-prefix=LOOP
// RUN: not psy-opt %t/two.mlir '--psy-redundant-computation=invoke=f loop=0 depth=deep' 2>&1 | FileCheck %s --check-prefix=DEPTH
// RUN: not psy-opt %t/two.mlir '--psy-redundant-computation=invoke=f loop=0' 2>&1 | FileCheck %s --check-prefix=DEPTH
// RUN: not psy-opt %t/two.mlir '--psy-redundant-computation=invoke=f loop=0 depth=2 minimal=yes' 2>&1 | FileCheck %s --check-prefix=MINIMAL
// TWO: error: psy-redundant-computation: the module has 2 invokes: name one with invoke=NAME
// TWO-NOT: func.func
// NAME: error: psy-redundant-computation: no invoke named 'h'
// LOOP: error: psy-redundant-computation: option loop must be the 0-based index of a top-level loop of the invoke, got
// DEPTH: error: psy-redundant-computation: option depth must be a halo depth or max, got
// MINIMAL: for the --minimal option: 'yes' is invalid value for boolean argument!

//--- depth2.mlir
// Without distributed memory there is no halo (the configuration says so).
module attributes {psy.config = {distributed_memory = false}} {
  psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code"
      args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
  func.func @no_dm(%d: !psy.field<f64, "w3">) attributes {psy.invoke} {
    // expected-error@+1 {{psy-redundant-computation: needs distributed memory (option dm, configuration key DISTRIBUTED_MEMORY): without it there are no halos}}
    psy.loop cells to ncells {
      psy.kernel @w3_type(%d) : !psy.field<f64, "w3">
    }
    return
  }
}

// -----

// Exchanges already split: the transformation cannot update them (PSyclone asks for
// redundant computation first).
psy.kernel_meta @read_type operates_on "cell_column" procedure "read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2">]
func.func @async(%f: !psy.field<f64, "w3">, %v: !psy.field<f64, "w2">) attributes {psy.invoke} {
  %r = psy.halo_exchange_start %v depth(1) check_dirty : !psy.field<f64, "w2">
  psy.halo_exchange_end %v, %r : !psy.field<f64, "w2">
  // expected-error@+1 {{the invoke's halo exchanges are already split (psy-async-halo-exchanges): apply redundant computation first}}
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%f, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  return
}

// -----

psy.kernel_meta @domain_type operates_on "domain" procedure "domain_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
func.func @domain(%d: !psy.field<f64, "w3">) attributes {psy.invoke} {
  // expected-error@+1 {{a domain loop runs once per partition: it has no halo to compute}}
  psy.loop domain to domain {
    psy.kernel @domain_type(%d) : !psy.field<f64, "w3">
  }
  return
}

// -----

psy.kernel_meta @halo_type operates_on "halo_cell_column" procedure "halo_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
func.func @halo_kernel(%d: !psy.field<f64, "w3">) attributes {psy.invoke} {
  // expected-error@+1 {{kernel 'halo_type' operates on halo cells: its loop keeps the halo bound the kernel asks for}}
  psy.loop cells to cell_halo(1) {
    psy.kernel @halo_type(%d) : !psy.field<f64, "w3">
  }
  return
}

// -----

psy.kernel_meta @owned_type operates_on "owned_cell_column" procedure "owned_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
func.func @owned_kernel(%d: !psy.field<f64, "w3">) attributes {psy.invoke} {
  // expected-error@+1 {{kernel 'owned_type' operates on owned cells or dofs only: it cannot compute redundantly}}
  psy.loop cells to ncells {
    psy.kernel @owned_type(%d) : !psy.field<f64, "w3">
  }
  return
}

// -----

func.func @reduction(%x: !psy.field<f64, "w3">) -> f64 attributes {psy.invoke} {
  // expected-error@+1 {{the loop computes a reduction: its partial sums would count the halo dofs too}}
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "sum_X"(%x) : (!psy.field<f64, "w3">) -> f64
    psy.yield %p : f64
  }
  return %s : f64
}

// -----

// Redundant computation only deepens a loop: depth 2 over a loop already at depth 2.
psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
func.func @not_deeper(%d: !psy.field<f64, "w3">) attributes {psy.invoke} {
  // expected-error@+1 {{depth=2 must be deeper than the loop's current halo depth 2}}
  psy.loop cells to cell_halo(2) {
    psy.kernel @w3_type(%d) : !psy.field<f64, "w3">
  }
  return
}

// -----

psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
func.func @at_max(%d: !psy.field<f64, "w3">) attributes {psy.invoke} {
  // expected-error@+1 {{the loop already runs to the mesh's maximum halo depth}}
  psy.loop cells to cell_halo(max) {
    psy.kernel @w3_type(%d) : !psy.field<f64, "w3">
  }
  return
}

// -----

psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
func.func @runtime(%d: !psy.field<f64, "w3">, %n: index) attributes {psy.invoke} {
  // expected-error@+1 {{the loop runs to a run-time depth: depth=2 may not be deeper (depth=max is)}}
  psy.loop cells to cell_halo(%n) {
    psy.kernel @w3_type(%d) : !psy.field<f64, "w3">
  }
  return
}

// -----

// Operators are computed to depth 1 and never exchanged: a reader cannot go deeper.
psy.kernel_meta @op_read_type operates_on "cell_column" procedure "op_read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_operator, gh_real, gh_read, "w3", "w3">]
func.func @operator_read(%x: !psy.field<f64, "w3">, %op: !psy.operator<f64, "w3", "w3">)
    attributes {psy.invoke} {
  // expected-error@+1 {{kernel 'op_read_type' reads an operator: operators are computed to halo depth 1 and never exchanged, so its loop cannot run deeper than 1}}
  psy.loop cells to ncells {
    psy.kernel @op_read_type(%x, %op) : !psy.field<f64, "w3">, !psy.operator<f64, "w3", "w3">
  }
  return
}

// -----

// Nor a writer.
psy.kernel_meta @op_write_type operates_on "cell_column" procedure "op_write_code"
    args [#psy.meta_arg<gh_operator, gh_real, gh_write, "w0", "w0">]
func.func @operator_write(%op: !psy.operator<f64, "w0", "w0">) attributes {psy.invoke} {
  // expected-error@+1 {{kernel 'op_write_type' writes an operator: operators are computed to halo depth 1 and never exchanged, so its loop cannot run deeper than 1}}
  psy.loop cells to cell_halo(1) {
    psy.kernel @op_write_type(%op) : !psy.operator<f64, "w0", "w0">
  }
  return
}

// -----

func.func @empty_colours() attributes {psy.invoke} {
  // expected-error@+1 {{the colours loop holds no colour_cells loop}}
  psy.loop colours to ncolours {
  }
  return
}

// -----

// loop=0 in an invoke without loops.
// expected-error@+1 {{loop=0 is out of range: the invoke has 0 top-level loops (counted from 0)}}
func.func @no_loop() attributes {psy.invoke} {
  return
}

//--- max.mlir
// A fixed-size stencil run to the mesh's maximum depth would read beyond the halo.
psy.kernel_meta @cross_type operates_on "cell_column" procedure "cross_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2", stencil = cross>]
func.func @cross(%f: !psy.field<f64, "w3">, %v: !psy.field<f64, "w2">, %e: i32)
    attributes {psy.invoke} {
  // expected-error@+1 {{kernel 'cross_type' reads a field through a cross stencil, of fixed size: to the mesh's maximum depth it would read beyond the halo (only region and cross2d stencils shrink there)}}
  psy.loop cells to ncells {
    psy.kernel @cross_type(%f, %v, %e) : !psy.field<f64, "w3">, !psy.field<f64, "w2">, i32
  }
  return
}

// -----

// An inter-grid kernel's fine field would need twice the coarse mesh's maximum.
psy.kernel_meta @prolong_type operates_on "cell_column" procedure "prolong_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1", mesh = gh_fine>,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1", mesh = gh_coarse>]
func.func @intergrid(%fine: !psy.field<f64, "w1">, %coarse: !psy.field<f64, "w1">)
    attributes {psy.invoke} {
  // expected-error@+1 {{kernel 'prolong_type' is an inter-grid kernel: its fine field would need twice the coarse mesh's maximum depth; give a constant depth}}
  psy.loop cells to cell_halo(1) field(%coarse : !psy.field<f64, "w1">) {
    psy.kernel @prolong_type(%fine, %coarse) : !psy.field<f64, "w1">, !psy.field<f64, "w1">
  }
  return
}

//--- zero.mlir
// A loop updating a continuous field computes at least the level-1 halo.
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
func.func @continuous(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{a loop that updates a continuous field computes at least the level-1 halo, got depth=0}}
  psy.loop cells to cell_halo(1) {
    psy.kernel @inc_type(%f) : !psy.field<f64, "w1">
  }
  return
}

// -----

psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
func.func @discontinuous(%d: !psy.field<f64, "w3">) attributes {psy.invoke} {
  // expected-error@+1 {{halo depth must be at least 1, got 0}}
  psy.loop cells to ncells {
    psy.kernel @w3_type(%d) : !psy.field<f64, "w3">
  }
  return
}

//--- two.mlir
func.func @f() attributes {psy.invoke} {
  return
}
func.func @g() attributes {psy.invoke} {
  return
}
