// psy-dm-loop-bounds: each loop's upper bound under distributed memory, one rule per case.
// RUN: psy-opt %s -split-input-file --psy-dm-loop-bounds | FileCheck %s

// A GH_INC on a continuous space runs redundantly into the level-1 halo; the invoke is
// marked psy.dm.
// CHECK-LABEL: func.func @inc_continuous
// CHECK-SAME: attributes {psy.dm, psy.invoke}
// CHECK: psy.loop cells to cell_halo(1)
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @inc_continuous(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @inc_type(%f, %g) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  return
}

// -----

// A GH_WRITE on a discontinuous space: the owned cells.
// CHECK-LABEL: func.func @write_discontinuous
// CHECK: psy.loop cells to ncells
psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
func.func @write_discontinuous(%f: !psy.field<f64, "w3">, %g: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @w3_type(%f, %g) : !psy.field<f64, "w3">, !psy.field<f64, "w1">
  }
  return
}

// -----

// GH_WRITE alone on a continuous space: every cell writes a shared dof the same value, so
// PSyclone 3.3 keeps the owned cells.
// CHECK-LABEL: func.func @write_continuous
// CHECK: psy.loop cells to ncells
psy.kernel_meta @w1_write_type operates_on "cell_column" procedure "w1_write_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w1">]
func.func @write_continuous(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @w1_write_type(%f) : !psy.field<f64, "w1">
  }
  return
}

// -----

// GH_WRITE on a continuous space beside another update that is not a write: the halo.
// CHECK-LABEL: func.func @write_and_readwrite
// CHECK: psy.loop cells to cell_halo(1)
psy.kernel_meta @mixed_type operates_on "cell_column" procedure "mixed_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w2">,
          #psy.meta_arg<gh_field, gh_real, gh_readwrite, "w3">]
func.func @write_and_readwrite(%f: !psy.field<f64, "w2">, %g: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @mixed_type(%f, %g) : !psy.field<f64, "w2">, !psy.field<f64, "w3">
  }
  return
}

// -----

// GH_READINC on any_space_1: continuity unknown, so treated as continuous.
// CHECK-LABEL: func.func @readinc_any_space
// CHECK: psy.loop cells to cell_halo(1)
psy.kernel_meta @readinc_type operates_on "cell_column" procedure "readinc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_readinc, "any_space_1">]
func.func @readinc_any_space(%f: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @readinc_type(%f) : !psy.field<f64, "w3">
  }
  return
}

// -----

// GH_READWRITE on any_discontinuous_space_1: the owned cells.
// CHECK-LABEL: func.func @readwrite_any_discontinuous
// CHECK: psy.loop cells to ncells
psy.kernel_meta @rw_type operates_on "cell_column" procedure "rw_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_readwrite, "any_discontinuous_space_1">]
func.func @readwrite_any_discontinuous(%f: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @rw_type(%f) : !psy.field<f64, "w3">
  }
  return
}

// -----

// A loop that writes an operator always computes it into the level-1 halo.
// CHECK-LABEL: func.func @operator_written
// CHECK: psy.loop cells to cell_halo(1)
psy.kernel_meta @op_type operates_on "cell_column" procedure "op_code"
    args [#psy.meta_arg<gh_operator, gh_real, gh_write, "w3", "w3">]
func.func @operator_written(%op: !psy.operator<f64, "w3", "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @op_type(%op) : !psy.operator<f64, "w3", "w3">
  }
  return
}

// -----

// Builtins: the owned dofs.
// CHECK-LABEL: func.func @builtin_dofs
// CHECK: psy.loop dofs to ndofs
func.func @builtin_dofs(%x: !psy.field<f64, "w1">, %a: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %a) : (!psy.field<f64, "w1">, f64) -> ()
  }
  return
}

// -----

// Two kernels in one loop: one needs the halo, so the loop does.
// CHECK-LABEL: func.func @two_kernels
// CHECK: psy.loop cells to cell_halo(1)
psy.kernel_meta @w3_only_type operates_on "cell_column" procedure "w3_only_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
psy.kernel_meta @w0_inc_type operates_on "cell_column" procedure "w0_inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w0">]
func.func @two_kernels(%f: !psy.field<f64, "w3">, %g: !psy.field<f64, "w0">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @w3_only_type(%f) : !psy.field<f64, "w3">
    psy.kernel @w0_inc_type(%g) : !psy.field<f64, "w0">
  }
  return
}

// -----

// A loop already deeper in the halo (redundant computation) keeps its bound, constant or
// run-time.
// CHECK-LABEL: func.func @deeper
// CHECK: psy.loop cells to cell_halo(3)
// CHECK: psy.loop cells to cell_halo(%{{.*}})
// CHECK: psy.loop dofs to dof_halo(2)
psy.kernel_meta @deep_type operates_on "cell_column" procedure "deep_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
func.func @deeper(%f: !psy.field<f64, "w1">, %d: index, %a: f64) attributes {psy.invoke} {
  psy.loop cells to cell_halo(3) {
    psy.kernel @deep_type(%f) : !psy.field<f64, "w1">
  }
  psy.loop cells to cell_halo(%d) {
    psy.kernel @deep_type(%f) : !psy.field<f64, "w1">
  }
  psy.loop dofs to dof_halo(2) {
    psy.builtin "setval_c"(%f, %a) : (!psy.field<f64, "w1">, f64) -> ()
  }
  return
}

// -----

// A domain kernel runs once per partition: its loop keeps `domain`.
// CHECK-LABEL: func.func @domain
// CHECK: psy.loop domain to domain
psy.kernel_meta @dom_type operates_on "domain" procedure "dom_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
func.func @domain(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.loop domain to domain {
    psy.kernel @dom_type(%f) : !psy.field<f64, "w1">
  }
  return
}

// -----

// Inter-grid prolongation: the loop is over the coarse cells; it increments the fine,
// continuous field, so it runs to the level-1 (coarse) halo.
// CHECK-LABEL: func.func @prolong
// CHECK: psy.loop cells to cell_halo(1) field(
psy.kernel_meta @prolong_type operates_on "cell_column" procedure "prolong_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1", mesh = gh_fine>,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1", mesh = gh_coarse>]
func.func @prolong(%fine: !psy.field<f64, "w1">, %coarse: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%coarse : !psy.field<f64, "w1">) {
    psy.kernel @prolong_type(%fine, %coarse) : !psy.field<f64, "w1">, !psy.field<f64, "w1">
  }
  return
}

// -----

// Inter-grid restriction onto a discontinuous coarse field: the owned coarse cells.
// CHECK-LABEL: func.func @restrict
// CHECK: psy.loop cells to ncells field(
psy.kernel_meta @restrict_type operates_on "cell_column" procedure "restrict_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3", mesh = gh_coarse>,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3", mesh = gh_fine>]
func.func @restrict(%coarse: !psy.field<f64, "w3">, %fine: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%coarse : !psy.field<f64, "w3">) {
    psy.kernel @restrict_type(%coarse, %fine) : !psy.field<f64, "w3">, !psy.field<f64, "w3">
  }
  return
}

// -----

// A coloured loop: the cells of a colour run to last_halo_cell(1).
// CHECK-LABEL: func.func @coloured
// CHECK: psy.loop colours to ncolours
// CHECK-NEXT: psy.loop colour_cells to last_halo_cell(1)
psy.kernel_meta @col_type operates_on "cell_column" procedure "col_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w2">]
func.func @coloured(%f: !psy.field<f64, "w2">) attributes {psy.invoke} {
  psy.loop colours to ncolours {
    psy.loop colour_cells to last_edge_cell {
      psy.kernel @col_type(%f) : !psy.field<f64, "w2">
    }
  }
  return
}
