// psy-move refuses, with an error at the node it was asked to move, a move that would break
// a dependence, and indices that name no legal move. Each part below is one refusal; the move
// differs per part, so they are split with split-file and each has its own RUN line.
// Options that name no move, or no single invoke: an error at the module, nothing printed.

//--- raw.mlir
// independent, so the error names node 1.
psy.kernel_meta @write_type operates_on "cell_column" procedure "write_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
psy.kernel_meta @copy_type operates_on "cell_column" procedure "copy_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @raw(%f: !psy.field<f64, "w3">, %v: !psy.field<f64, "w3">,
               %g: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @write_type(%g) : !psy.field<f64, "w3">
  }
  psy.loop cells to ncells {
    psy.kernel @write_type(%v) : !psy.field<f64, "w3">
  }
  // expected-error@+1 {{'psy.loop' op cannot move node 2 before node 0: node 2 reads %arg1 after node 1 writes it (RAW)}}
  psy.loop cells to ncells {
    psy.kernel @copy_type(%f, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w3">
  }
  return
}

//--- war.mlir
// Node 1 (another field) is crossed fine.
psy.kernel_meta @write_type operates_on "cell_column" procedure "write_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
psy.kernel_meta @copy_type operates_on "cell_column" procedure "copy_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @war(%f: !psy.field<f64, "w3">, %v: !psy.field<f64, "w3">,
               %g: !psy.field<f64, "w3">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.loop' op cannot move node 0 after node 2: node 2 writes %arg1 after node 0 reads it (WAR)}}
  psy.loop cells to ncells {
    psy.kernel @copy_type(%f, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w3">
  }
  psy.loop cells to ncells {
    psy.kernel @write_type(%g) : !psy.field<f64, "w3">
  }
  psy.loop cells to ncells {
    psy.kernel @write_type(%v) : !psy.field<f64, "w3">
  }
  return
}

//--- waw.mlir
// terminator, node 3) would swap them.
psy.kernel_meta @write_type operates_on "cell_column" procedure "write_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
func.func @waw(%v: !psy.field<f64, "w3">, %g: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  // expected-error@+1 {{'psy.loop' op cannot move node 0 before node 3: node 2 writes %arg0 after node 0 writes it (WAW)}}
  psy.loop cells to ncells {
    psy.kernel @write_type(%v) : !psy.field<f64, "w3">
  }
  psy.loop cells to ncells {
    psy.kernel @write_type(%g) : !psy.field<f64, "w3">
  }
  psy.loop cells to ncells {
    psy.kernel @write_type(%v) : !psy.field<f64, "w3">
  }
  return
}

//--- ssa.mlir
func.func @ssa(%v: !psy.field<f64, "w3">) attributes {psy.invoke} {
  %r = psy.halo_exchange_start %v depth(1) : !psy.field<f64, "w3">
  // expected-error@+1 {{'psy.halo_exchange_end' op cannot move node 1 before node 0: node 1 uses %0, which node 0 defines}}
  psy.halo_exchange_end %v, %r : !psy.field<f64, "w3">
  return
}

//--- ssa-down.mlir
// SSA, moving down: a loop cannot follow the global reduction that reads its result.
func.func @ssa_down(%x: !psy.field<f64, "w3">) -> f64 attributes {psy.invoke} {
  // expected-error@+1 {{'psy.loop' op cannot move node 0 after node 1: node 1 uses %0, which node 0 defines}}
  %l = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "sum_X"(%x) : (!psy.field<f64, "w3">) -> f64
    psy.yield %p : f64
  }
  %g = psy.global_reduction sum %l : f64
  return %g : f64
}

//--- depth.mlir
// SSA that the dependence analysis leaves out: an exchange's run-time depth.
func.func @depth(%v: !psy.field<f64, "w3">, %e: i32) attributes {psy.invoke} {
  %d = arith.index_cast %e : i32 to index
  // expected-error@+1 {{'psy.halo_exchange_start' op cannot move node 1 before node 0: node 1 uses %0, which node 0 defines}}
  %r = psy.halo_exchange_start %v depth(%d) : !psy.field<f64, "w3">
  psy.halo_exchange_end %v, %r : !psy.field<f64, "w3">
  return
}

//--- range.mlir
// Indices count the ops of the invoke's body from 0, the func.return last: here 0 and 1.
// expected-error@+1 {{'func.func' op node 0 before node 2 is out of range: the invoke has nodes 0 to 1 (node 1 is its func.return)}}
func.func @range(%v: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.halo_exchange %v depth(1) : !psy.field<f64, "w3">
  return
}

//--- self.mlir
func.func @self(%v: !psy.field<f64, "w3">, %g: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  psy.halo_exchange %v depth(1) : !psy.field<f64, "w3">
  // expected-error@+1 {{'psy.halo_exchange' op cannot move node 1 after itself}}
  psy.halo_exchange %g depth(1) : !psy.field<f64, "w3">
  return
}

//--- terminator.mlir
func.func @terminator(%v: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.halo_exchange %v depth(1) : !psy.field<f64, "w3">
  // expected-error@+1 {{'func.return' op cannot move node 1, the invoke's terminator}}
  return
}

//--- after-terminator.mlir
func.func @after_terminator(%v: !psy.field<f64, "w3">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.halo_exchange' op cannot move node 0 after node 1, the invoke's terminator}}
  psy.halo_exchange %v depth(1) : !psy.field<f64, "w3">
  return
}

//--- two.mlir
func.func @f(%v: !psy.field<f64, "w3">, %g: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.halo_exchange %v depth(1) : !psy.field<f64, "w3">
  psy.halo_exchange %g depth(1) : !psy.field<f64, "w3">
  return
}
func.func @g() attributes {psy.invoke} {
  return
}
