// psy-redundant-computation: one loop runs deeper into the halo; the exchanges and markers of
// its invoke follow. Each part is one behaviour with its own request, so the parts are split
// with split-file. The DM schedule is built first (psy-dm: bounds, exchanges, global sums,
// markers), as PSyclone applies its transformation to a built schedule. After the
// transformation psy-halo-exchanges and psy-halo-dirty-markers add nothing: the IDEM runs pipe
// the result through them and check the same lines.
// RUN: split-file %s %t
//
// PSyclone's developer guide's worked example, before and after, with COMPUTE_ANNEXED_DOFS (setval_X over
// nannexed, then testkern reading f1 to the level-1 halo).
// RUN: psy-opt %t/guide-example.mlir --config %S/Inputs/annexed.cfg --psy-dm | FileCheck %s --check-prefix=GUIDE-BEFORE
// RUN: psy-opt %t/guide-example.mlir --config %S/Inputs/annexed.cfg --psy-dm '--psy-redundant-computation=loop=0 depth=1' | FileCheck %s --check-prefix=GUIDE-AFTER
// RUN: psy-opt %t/guide-example.mlir --config %S/Inputs/annexed.cfg --psy-dm '--psy-redundant-computation=loop=0 depth=1' | psy-opt --config %S/Inputs/annexed.cfg --psy-halo-exchanges --psy-halo-dirty-markers | FileCheck %s --check-prefix=GUIDE-AFTER
// The same without annexed dofs: f2's known exchange after the loop is no longer required.
// RUN: psy-opt %t/guide-example.mlir --psy-dm | FileCheck %s --check-prefix=OWNED-BEFORE
// RUN: psy-opt %t/guide-example.mlir --psy-dm '--psy-redundant-computation=loop=0 depth=1' | FileCheck %s --check-prefix=OWNED-AFTER
// RUN: psy-opt %t/guide-example.mlir --psy-dm '--psy-redundant-computation=loop=0 depth=1' | psy-opt --psy-halo-exchanges --psy-halo-dirty-markers | FileCheck %s --check-prefix=OWNED-AFTER
//
// A continuous writer deepened to 3: its exchanges deepen, it leaves f clean to 2, and the
// later reader's exchange of f goes. Markers rewritten whether psy-halo-dirty-markers ran
// before (psy-dm) or runs after.
// RUN: psy-opt %t/continuous.mlir --psy-dm | FileCheck %s --check-prefix=CONT-BEFORE
// RUN: psy-opt %t/continuous.mlir --psy-dm '--psy-redundant-computation=loop=0 depth=3' | FileCheck %s --check-prefix=CONT
// RUN: psy-opt %t/continuous.mlir '--pass-pipeline=builtin.module(psy-dm-loop-bounds,psy-halo-exchanges,psy-redundant-computation{loop=0 depth=3},psy-global-sums,psy-halo-dirty-markers)' | FileCheck %s --check-prefix=CONT
// RUN: psy-opt %t/continuous.mlir --psy-dm '--psy-redundant-computation=loop=0 depth=3' | psy-opt --psy-halo-exchanges --psy-halo-dirty-markers | FileCheck %s --check-prefix=CONT
// ... and to the mesh's maximum depth: exchanges to max - 1 (the increment) and max; the
// later reader of depth 1 cannot know that max - 1 >= 1: check_dirty.
// RUN: psy-opt %t/continuous.mlir --psy-dm '--psy-redundant-computation=loop=0 depth=max' | FileCheck %s --check-prefix=CONT-MAX
// RUN: psy-opt %t/continuous.mlir --psy-dm '--psy-redundant-computation=loop=0 depth=max' | psy-opt --psy-halo-exchanges --psy-halo-dirty-markers | FileCheck %s --check-prefix=CONT-MAX
//
// A discontinuous writer: clean to D, so the stencil reader's exchange goes; to max the whole
// halo is clean (set_clean(max) alone).
// RUN: psy-opt %t/discontinuous.mlir --psy-dm | FileCheck %s --check-prefix=DISC-BEFORE
// RUN: psy-opt %t/discontinuous.mlir --psy-dm '--psy-redundant-computation=loop=0 depth=2' | FileCheck %s --check-prefix=DISC
// RUN: psy-opt %t/discontinuous.mlir --psy-dm '--psy-redundant-computation=loop=0 depth=max' | FileCheck %s --check-prefix=DISC-MAX
// RUN: psy-opt %t/discontinuous.mlir --psy-dm '--psy-redundant-computation=loop=0 depth=max' | psy-opt --psy-halo-exchanges --psy-halo-dirty-markers | FileCheck %s --check-prefix=DISC-MAX
//
// Dof loops, without and with annexed dofs: to dof_halo(1) a dof loop sets each halo dof, so
// the continuous field is clean to depth 1 (no dirty outer level) and the cell loop's
// exchange of it goes.
// RUN: psy-opt %t/dofs.mlir --psy-dm | FileCheck %s --check-prefix=DOFS-BEFORE
// RUN: psy-opt %t/dofs.mlir --psy-dm '--psy-redundant-computation=loop=0 depth=1' | FileCheck %s --check-prefix=DOFS
// RUN: psy-opt %t/dofs.mlir --config %S/Inputs/annexed.cfg --psy-dm | FileCheck %s --check-prefix=DOFS-ANNEXED-BEFORE
// RUN: psy-opt %t/dofs.mlir --config %S/Inputs/annexed.cfg --psy-dm '--psy-redundant-computation=loop=0 depth=1' | FileCheck %s --check-prefix=DOFS-ANNEXED
// RUN: psy-opt %t/dofs.mlir --config %S/Inputs/annexed.cfg --psy-dm '--psy-redundant-computation=loop=0 depth=1' | psy-opt --config %S/Inputs/annexed.cfg --psy-halo-exchanges --psy-halo-dirty-markers | FileCheck %s --check-prefix=DOFS-ANNEXED
//
// An exchange that serves two readers is deepened in place, for both.
// RUN: psy-opt %t/shared.mlir --psy-dm | FileCheck %s --check-prefix=SHARED-BEFORE
// RUN: psy-opt %t/shared.mlir --psy-dm '--psy-redundant-computation=loop=0 depth=3' | FileCheck %s --check-prefix=SHARED
//
// A colours loop: its colour_cells loop takes the bound.
// RUN: psy-opt %t/colours.mlir --psy-dm '--psy-redundant-computation=loop=0 depth=2' | FileCheck %s --check-prefix=COLOURS
//
// invoke=NAME picks the invoke; a loop to a run-time depth may go to max.
// RUN: psy-opt %t/two.mlir --psy-dm '--psy-redundant-computation=invoke=second loop=0 depth=max' | FileCheck %s --check-prefix=TWO

//--- guide-example.mlir
// GUIDE-BEFORE-LABEL: func.func @guide_example
// GUIDE-BEFORE-NEXT: psy.loop dofs to nannexed
// GUIDE-BEFORE: psy.set_dirty %arg0
// GUIDE-BEFORE-NEXT: psy.halo_exchange %arg1 depth(1) check_dirty
// GUIDE-BEFORE-NEXT: psy.loop cells to cell_halo(1)

// GUIDE-AFTER-LABEL: func.func @guide_example
// GUIDE-AFTER-NEXT: psy.halo_exchange %arg1 depth(1) check_dirty
// GUIDE-AFTER-NEXT: psy.loop dofs to dof_halo(1)
// GUIDE-AFTER: psy.set_dirty %arg0
// GUIDE-AFTER-NEXT: psy.set_clean %arg0 depth(1)
// GUIDE-AFTER-NEXT: psy.loop cells to cell_halo(1)
// GUIDE-AFTER-NOT: psy.halo_exchange
// GUIDE-AFTER: return

// OWNED-BEFORE-LABEL: func.func @guide_example
// OWNED-BEFORE-NEXT: psy.loop dofs to ndofs
// OWNED-BEFORE: psy.set_dirty %arg0
// OWNED-BEFORE-NEXT: psy.halo_exchange %arg0 depth(1) : !psy.field<f64, "w1">
// OWNED-BEFORE-NEXT: psy.halo_exchange %arg1 depth(1) check_dirty
// OWNED-BEFORE-NEXT: psy.loop cells to cell_halo(1)

// OWNED-AFTER-LABEL: func.func @guide_example
// OWNED-AFTER-NEXT: psy.halo_exchange %arg1 depth(1) check_dirty
// OWNED-AFTER-NEXT: psy.loop dofs to dof_halo(1)
// OWNED-AFTER: psy.set_dirty %arg0
// OWNED-AFTER-NEXT: psy.set_clean %arg0 depth(1)
// OWNED-AFTER-NEXT: psy.loop cells to cell_halo(1)
// OWNED-AFTER-NOT: psy.halo_exchange
// OWNED-AFTER: return
psy.kernel_meta @testkern_type operates_on "cell_column" procedure "testkern_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
func.func @guide_example(%f2: !psy.field<f64, "w1">, %f1: !psy.field<f64, "w1">)
    attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_X"(%f2, %f1) : (!psy.field<f64, "w1">, !psy.field<f64, "w1">) -> ()
  }
  psy.loop cells to ncells {
    psy.kernel @testkern_type(%f2, %f1) : !psy.field<f64, "w1">, !psy.field<f64, "w1">
  }
  return
}

//--- continuous.mlir
// CONT-BEFORE-LABEL: func.func @continuous
// CONT-BEFORE-NEXT: psy.halo_exchange %arg0 depth(1) check_dirty
// CONT-BEFORE-NEXT: psy.halo_exchange %arg1 depth(1) check_dirty
// CONT-BEFORE-NEXT: psy.loop cells to cell_halo(1)
// CONT-BEFORE: psy.set_dirty %arg0
// CONT-BEFORE-NEXT: psy.halo_exchange %arg2 depth(1) check_dirty
// CONT-BEFORE-NEXT: psy.halo_exchange %arg0 depth(1) : !psy.field<f64, "w1">
// CONT-BEFORE-NEXT: psy.loop cells to cell_halo(1)

// CONT-LABEL: func.func @continuous
// CONT-NEXT: psy.halo_exchange %arg0 depth(2) check_dirty
// CONT-NEXT: psy.halo_exchange %arg1 depth(3) check_dirty
// CONT-NEXT: psy.loop cells to cell_halo(3)
// CONT: psy.set_dirty %arg0
// CONT-NEXT: psy.set_clean %arg0 depth(2)
// CONT-NEXT: psy.halo_exchange %arg2 depth(1) check_dirty
// CONT-NEXT: psy.loop cells to cell_halo(1)
// CONT: psy.set_dirty %arg2
// CONT-NEXT: return

// CONT-MAX-LABEL: func.func @continuous
// CONT-MAX-NEXT: psy.halo_exchange %arg0 depth(max - 1) check_dirty
// CONT-MAX-NEXT: psy.halo_exchange %arg1 depth(max) check_dirty
// CONT-MAX-NEXT: psy.loop cells to cell_halo(max)
// CONT-MAX: psy.set_dirty %arg0
// CONT-MAX-NEXT: psy.set_clean %arg0 depth(max - 1)
// CONT-MAX-NEXT: psy.halo_exchange %arg2 depth(1) check_dirty
// CONT-MAX-NEXT: psy.halo_exchange %arg0 depth(1) check_dirty
// CONT-MAX-NEXT: psy.loop cells to cell_halo(1)
psy.kernel_meta @inc_read_type operates_on "cell_column" procedure "inc_read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
psy.kernel_meta @inc_w1_type operates_on "cell_column" procedure "inc_w1_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w2">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
func.func @continuous(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w3">,
                      %y: !psy.field<f64, "w2">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @inc_read_type(%f, %g) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  psy.loop cells to ncells {
    psy.kernel @inc_w1_type(%y, %f) : !psy.field<f64, "w2">, !psy.field<f64, "w1">
  }
  return
}

//--- discontinuous.mlir
// DISC-BEFORE-LABEL: func.func @discontinuous
// DISC-BEFORE-NEXT: psy.halo_exchange %arg1 depth(1) check_dirty
// DISC-BEFORE-NEXT: psy.loop cells to ncells
// DISC-BEFORE: psy.set_dirty %arg0
// DISC-BEFORE: psy.halo_exchange %arg0 depth(1) : !psy.field<f64, "w3">
// DISC-BEFORE-NEXT: psy.loop cells to ncells

// DISC-LABEL: func.func @discontinuous
// DISC-NEXT: psy.halo_exchange %arg1 depth(2) check_dirty
// DISC-NEXT: psy.loop cells to cell_halo(2)
// DISC: psy.set_dirty %arg0
// DISC-NEXT: psy.set_clean %arg0 depth(2)
// DISC-NOT: psy.halo_exchange
// DISC: return

// DISC-MAX-LABEL: func.func @discontinuous
// DISC-MAX-NEXT: psy.halo_exchange %arg1 depth(max) check_dirty
// DISC-MAX-NEXT: psy.loop cells to cell_halo(max)
// DISC-MAX-NOT: psy.set_dirty %arg0
// DISC-MAX: psy.set_clean %arg0 depth(max)
// DISC-MAX-NOT: psy.halo_exchange
// DISC-MAX: return
psy.kernel_meta @w3_from_w2_type operates_on "cell_column" procedure "w3_from_w2_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2">]
psy.kernel_meta @stencil_type operates_on "cell_column" procedure "stencil_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3", stencil = cross>]
func.func @discontinuous(%d: !psy.field<f64, "w3">, %v: !psy.field<f64, "w2">,
                         %x: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @w3_from_w2_type(%d, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  %one = arith.constant 1 : i32
  psy.loop cells to ncells {
    psy.kernel @stencil_type(%x, %d, %one) : !psy.field<f64, "w3">, !psy.field<f64, "w3">, i32
  }
  return
}

//--- dofs.mlir
// DOFS-BEFORE-LABEL: func.func @dofs
// DOFS-BEFORE-NEXT: psy.loop dofs to ndofs
// DOFS-BEFORE: psy.set_dirty %arg0
// DOFS-BEFORE-NEXT: psy.halo_exchange %arg1 depth(1) check_dirty
// DOFS-BEFORE-NEXT: psy.halo_exchange %arg0 depth(1) : !psy.field<f64, "w1">
// DOFS-BEFORE-NEXT: psy.loop cells to cell_halo(1)

// DOFS-LABEL: func.func @dofs
// DOFS-NEXT: psy.loop dofs to dof_halo(1)
// DOFS: psy.set_dirty %arg0
// DOFS-NEXT: psy.set_clean %arg0 depth(1)
// DOFS-NEXT: psy.halo_exchange %arg1 depth(1) check_dirty
// DOFS-NEXT: psy.loop cells to cell_halo(1)

// DOFS-ANNEXED-BEFORE-LABEL: func.func @dofs
// DOFS-ANNEXED-BEFORE-NEXT: psy.loop dofs to nannexed
// DOFS-ANNEXED-BEFORE: psy.set_dirty %arg0
// DOFS-ANNEXED-BEFORE-NEXT: psy.halo_exchange %arg0 depth(1) : !psy.field<f64, "w1">
// DOFS-ANNEXED-BEFORE-NEXT: psy.loop cells to cell_halo(1)

// DOFS-ANNEXED-LABEL: func.func @dofs
// DOFS-ANNEXED-NEXT: psy.loop dofs to dof_halo(1)
// DOFS-ANNEXED: psy.set_dirty %arg0
// DOFS-ANNEXED-NEXT: psy.set_clean %arg0 depth(1)
// DOFS-ANNEXED-NEXT: psy.loop cells to cell_halo(1)
psy.kernel_meta @inc_read_type operates_on "cell_column" procedure "inc_read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
func.func @dofs(%x: !psy.field<f64, "w1">, %y: !psy.field<f64, "w1">, %a: f64)
    attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %a) : (!psy.field<f64, "w1">, f64) -> ()
  }
  psy.loop cells to ncells {
    psy.kernel @inc_read_type(%y, %x) : !psy.field<f64, "w1">, !psy.field<f64, "w1">
  }
  return
}

//--- shared.mlir
// SHARED-BEFORE-LABEL: func.func @shared
// SHARED-BEFORE-NEXT: psy.halo_exchange %arg2 depth(2) check_dirty
// SHARED-BEFORE-NEXT: psy.loop cells to ncells
// SHARED-BEFORE-NOT: psy.halo_exchange
// SHARED-BEFORE: psy.loop cells to cell_halo(2)

// SHARED-LABEL: func.func @shared
// SHARED-NEXT: psy.halo_exchange %arg2 depth(3) check_dirty
// SHARED-NEXT: psy.loop cells to cell_halo(3)
// SHARED: psy.set_dirty %arg0
// SHARED-NEXT: psy.set_clean %arg0 depth(3)
// SHARED-NOT: psy.halo_exchange
// SHARED: psy.loop cells to cell_halo(2)
psy.kernel_meta @read_type operates_on "cell_column" procedure "read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2">]
func.func @shared(%a: !psy.field<f64, "w3">, %b: !psy.field<f64, "w3">,
                  %v: !psy.field<f64, "w2">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @read_type(%a, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  psy.loop cells to cell_halo(2) {
    psy.kernel @read_type(%b, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  return
}

//--- colours.mlir
// COLOURS-LABEL: func.func @colours
// COLOURS-NEXT: psy.halo_exchange %arg0 depth(1) check_dirty
// COLOURS-NEXT: psy.halo_exchange %arg1 depth(2) check_dirty
// COLOURS-NEXT: psy.loop colours to ncolours
// COLOURS-NEXT: psy.loop colour_cells to last_halo_cell(2)
// COLOURS: psy.set_dirty %arg0
// COLOURS-NEXT: psy.set_clean %arg0 depth(1)
psy.kernel_meta @inc_read_type operates_on "cell_column" procedure "inc_read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @colours(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  psy.loop colours to ncolours {
    psy.loop colour_cells to last_edge_cell {
      psy.kernel @inc_read_type(%f, %g) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
    }
  }
  return
}

//--- two.mlir
// TWO-LABEL: func.func @first
// TWO-NEXT: psy.halo_exchange %arg1 depth(1) check_dirty
// TWO-NEXT: psy.loop cells to ncells
// TWO-LABEL: func.func @second
// TWO-NEXT: psy.halo_exchange %arg1 depth(max) check_dirty
// TWO-NEXT: psy.loop cells to cell_halo(max)
// TWO-NOT: psy.set_dirty
// TWO: psy.set_clean %arg0 depth(max)
psy.kernel_meta @w3_from_w2_type operates_on "cell_column" procedure "w3_from_w2_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2">]
func.func @first(%d: !psy.field<f64, "w3">, %v: !psy.field<f64, "w2">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @w3_from_w2_type(%d, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  return
}
func.func @second(%d: !psy.field<f64, "w3">, %v: !psy.field<f64, "w2">, %n: index)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(%n) {
    psy.kernel @w3_from_w2_type(%d, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  return
}
