// psy-halo-exchanges{minimal=true} (with psy-halo-dirty-markers{minimal=true}): beyond
// PSyclone, the exchanges proven redundant go (docs/passes.md, rules M1-M3). One rule per
// split; DEFAULT shows PSyclone's schedule (minimal off, the default), MIN the minimal one,
// CHECK what both share. Running the minimal passes twice adds nothing.
// RUN: psy-opt %s -split-input-file --psy-halo-exchanges --psy-halo-dirty-markers | FileCheck %s --check-prefixes=CHECK,DEFAULT
// RUN: psy-opt %s -split-input-file '--pass-pipeline=builtin.module(psy-halo-exchanges{minimal=false},psy-halo-dirty-markers{minimal=false})' | FileCheck %s --check-prefixes=CHECK,DEFAULT
// RUN: psy-opt %s -split-input-file '--pass-pipeline=builtin.module(psy-halo-exchanges{minimal=true},psy-halo-dirty-markers{minimal=true})' | FileCheck %s --check-prefixes=CHECK,MIN
// RUN: psy-opt %s -split-input-file '--pass-pipeline=builtin.module(psy-halo-exchanges{minimal=true},psy-halo-dirty-markers{minimal=true})' | psy-opt -split-input-file '--pass-pipeline=builtin.module(psy-halo-exchanges{minimal=true},psy-halo-dirty-markers{minimal=true})' | FileCheck %s --check-prefixes=CHECK,MIN
// psy-halo-exchanges{minimal=true} marks the invoke psy.minimal_halos, so the markers (and
// any later DM pass) follow its rules without being told.
// RUN: psy-opt %s -split-input-file '--pass-pipeline=builtin.module(psy-halo-exchanges{minimal=true},psy-halo-dirty-markers)' | FileCheck %s --check-prefixes=CHECK,MIN

// M1 (PSyclone's developer guide): an increment needs only its owned and annexed dofs right; its halo values
// matter only to whoever reads them later. The loop to cell_halo(3) increments %f and nothing
// after it reads %f's halo, so its exchange shrinks to the annexed dofs, which the level-1
// increment before it left clean: none at all (PSyclone: to depth 2). %f is then only clean
// on its annexed dofs: set_dirty, no set_clean(2).
// CHECK-LABEL: func.func @increment_unread
// MIN-SAME: psy.minimal_halos
// DEFAULT-NOT: psy.minimal_halos
// CHECK: psy.loop cells to cell_halo(1)
// CHECK: psy.set_dirty %arg0
// DEFAULT-NEXT: psy.halo_exchange %arg0 depth(2) : !psy.field<f64, "w1">
// CHECK-NEXT: psy.halo_exchange %arg1 depth(3) check_dirty
// CHECK-NEXT: psy.loop cells to cell_halo(3)
// CHECK: psy.set_dirty %arg0
// DEFAULT-NEXT: psy.set_clean %arg0 depth(2)
// MIN-NEXT: return
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
psy.kernel_meta @inc_read_type operates_on "cell_column" procedure "inc_read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @increment_unread(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(1) {
    psy.kernel @inc_type(%f) : !psy.field<f64, "w1">
  }
  psy.loop cells to cell_halo(3) {
    psy.kernel @inc_read_type(%f, %g) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  return
}

// -----

// M1 does not apply when a later loop reads the incremented field's halo (it relies on the
// increment's halo values): the schedule is PSyclone's in both modes.
// CHECK-LABEL: func.func @increment_read_later
// CHECK: psy.set_dirty %arg0
// CHECK-NEXT: psy.halo_exchange %arg0 depth(2) : !psy.field<f64, "w1">
// CHECK-NEXT: psy.halo_exchange %arg1 depth(3) check_dirty
// CHECK-NEXT: psy.loop cells to cell_halo(3)
// CHECK: psy.set_dirty %arg0
// CHECK-NEXT: psy.set_clean %arg0 depth(2)
// CHECK-NEXT: psy.loop cells to cell_halo(1)
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
psy.kernel_meta @inc_read_type operates_on "cell_column" procedure "inc_read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
psy.kernel_meta @read_type operates_on "cell_column" procedure "read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
func.func @increment_read_later(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w3">,
                                %x: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to cell_halo(1) {
    psy.kernel @inc_type(%f) : !psy.field<f64, "w1">
  }
  psy.loop cells to cell_halo(3) {
    psy.kernel @inc_read_type(%f, %g) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%x, %f) : !psy.field<f64, "w3">, !psy.field<f64, "w1">
  }
  return
}

// -----

// M2 (PSyclone's developer guide, "Dof iterators", case 5): a loop over owned cells that writes a continuous
// field by GH_WRITE alone writes the annexed dofs of its cells with their right value, so a
// later reader of only the annexed dofs needs no exchange (PSyclone: a definite one).
// CHECK-LABEL: func.func @annexed_after_write
// CHECK: psy.loop cells to ncells
// CHECK: psy.set_dirty %arg0
// DEFAULT-NEXT: psy.halo_exchange %arg0 depth(1) : !psy.field<f64, "w1">
// CHECK-NEXT: psy.loop cells to ncells
psy.kernel_meta @w1_write_type operates_on "cell_column" procedure "w1_write_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w1">]
psy.kernel_meta @w3_from_w1_type operates_on "cell_column" procedure "w3_from_w1_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
func.func @annexed_after_write(%w: !psy.field<f64, "w1">, %x: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @w1_write_type(%w) : !psy.field<f64, "w1">
  }
  psy.loop cells to ncells {
    psy.kernel @w3_from_w1_type(%x, %w) : !psy.field<f64, "w3">, !psy.field<f64, "w1">
  }
  return
}

// -----

// M2's precondition: the owned-cell GH_WRITE loop reads a continuous field, whose annexed
// dofs may be stale (here a builtin to ndofs left them so); the annexed dofs it writes are
// then not proven right, and both schedules exchange before the reader.
// CHECK-LABEL: func.func @annexed_after_write_of_stale_input
// CHECK: psy.loop cells to ncells
// CHECK: psy.set_dirty %arg0
// CHECK-NEXT: psy.halo_exchange %arg0 depth(1) : !psy.field<f64, "w1">
// CHECK-NEXT: psy.loop cells to ncells
psy.kernel_meta @w1_from_w1_type operates_on "cell_column" procedure "w1_from_w1_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
psy.kernel_meta @w3_from_w1_type operates_on "cell_column" procedure "w3_from_w1_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
func.func @annexed_after_write_of_stale_input(%w: !psy.field<f64, "w1">,
                                              %g: !psy.field<f64, "w1">,
                                              %x: !psy.field<f64, "w3">, %a: f64)
    attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_a_times_X"(%a, %g) : (f64, !psy.field<f64, "w1">) -> ()
  }
  psy.loop cells to ncells {
    psy.kernel @w1_from_w1_type(%w, %g) : !psy.field<f64, "w1">, !psy.field<f64, "w1">
  }
  psy.loop cells to ncells {
    psy.kernel @w3_from_w1_type(%x, %w) : !psy.field<f64, "w3">, !psy.field<f64, "w1">
  }
  return
}

// -----

// M2: a continuous field updated to the mesh's maximum depth has clean annexed dofs (only
// its outermost level is stale; a mesh with halos has at least one level). PSyclone leaves
// it to the run-time flags (check_dirty).
// CHECK-LABEL: func.func @annexed_after_max
// CHECK-NEXT: psy.halo_exchange %arg0 depth(max) check_dirty
// CHECK-NEXT: psy.loop cells to cell_halo(max)
// CHECK: psy.set_clean %arg0 depth(max - 1)
// DEFAULT-NEXT: psy.halo_exchange %arg0 depth(1) check_dirty
// CHECK-NEXT: psy.loop cells to ncells
psy.kernel_meta @readinc_type operates_on "cell_column" procedure "readinc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_readinc, "w1">]
psy.kernel_meta @w3_from_w1_type operates_on "cell_column" procedure "w3_from_w1_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
func.func @annexed_after_max(%f: !psy.field<f64, "w1">, %x: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(max) {
    psy.kernel @readinc_type(%f) : !psy.field<f64, "w1">
  }
  psy.loop cells to ncells {
    psy.kernel @w3_from_w1_type(%x, %f) : !psy.field<f64, "w3">, !psy.field<f64, "w1">
  }
  return
}

// -----

// M2: a dof loop to nannexed sets the annexed dofs.
// CHECK-LABEL: func.func @annexed_after_nannexed
// CHECK: psy.loop dofs to nannexed
// CHECK: psy.set_dirty %arg0
// DEFAULT-NEXT: psy.halo_exchange %arg0 depth(1) : !psy.field<f64, "w1">
// CHECK-NEXT: psy.loop cells to ncells
psy.kernel_meta @w3_from_w1_type operates_on "cell_column" procedure "w3_from_w1_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
func.func @annexed_after_nannexed(%f: !psy.field<f64, "w1">, %x: !psy.field<f64, "w3">,
                                  %a: f64) attributes {psy.invoke} {
  psy.loop dofs to nannexed {
    psy.builtin "setval_c"(%f, %a) : (!psy.field<f64, "w1">, f64) -> ()
  }
  psy.loop cells to ncells {
    psy.kernel @w3_from_w1_type(%x, %f) : !psy.field<f64, "w3">, !psy.field<f64, "w1">
  }
  return
}

// -----

// M3: a continuous field updated to the maximum depth is clean to max - 1, exactly what an
// increment to the maximum depth reads (PSyclone: check_dirty). The third loop reads %f's
// halo, so M1 keeps the second loop's increment whole.
// CHECK-LABEL: func.func @max_after_max
// CHECK-NEXT: psy.halo_exchange %arg0 depth(max - 1) check_dirty
// CHECK-NEXT: psy.loop cells to cell_halo(max)
// CHECK: psy.set_clean %arg0 depth(max - 1)
// DEFAULT-NEXT: psy.halo_exchange %arg0 depth(max - 1) check_dirty
// CHECK-NEXT: psy.loop cells to cell_halo(max)
// CHECK: psy.set_clean %arg0 depth(max - 1)
// CHECK-NEXT: psy.halo_exchange %arg0 depth(1) check_dirty
// CHECK-NEXT: psy.loop cells to cell_halo(1)
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
psy.kernel_meta @read_type operates_on "cell_column" procedure "read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
func.func @max_after_max(%f: !psy.field<f64, "w1">, %x: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(max) {
    psy.kernel @inc_type(%f) : !psy.field<f64, "w1">
  }
  psy.loop cells to cell_halo(max) {
    psy.kernel @inc_type(%f) : !psy.field<f64, "w1">
  }
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%x, %f) : !psy.field<f64, "w3">, !psy.field<f64, "w1">
  }
  return
}
