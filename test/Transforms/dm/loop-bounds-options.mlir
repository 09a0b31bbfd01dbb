// psy-dm-loop-bounds: COMPUTE_ANNEXED_DOFS and DISTRIBUTED_MEMORY, from the pass options or
// the configuration file; options win over the file.
// RUN: psy-opt %s --psy-dm-loop-bounds | FileCheck %s --check-prefix=OWNED
// RUN: psy-opt %s --psy-dm-loop-bounds=compute-annexed-dofs=true | FileCheck %s --check-prefix=ANNEXED
// RUN: psy-opt %s --config %S/Inputs/annexed.cfg --psy-dm-loop-bounds | FileCheck %s --check-prefix=ANNEXED
// RUN: psy-opt %s --config %S/Inputs/annexed.cfg --psy-dm-loop-bounds=compute-annexed-dofs=false | FileCheck %s --check-prefix=OWNED
// RUN: psy-opt %s --psy-dm-loop-bounds=dm=false | FileCheck %s --check-prefix=NODM
// RUN: psy-opt %s --config %S/Inputs/nodm.cfg --psy-dm-loop-bounds | FileCheck %s --check-prefix=NODM
// RUN: psy-opt %s --config %S/Inputs/nodm.cfg --psy-dm-loop-bounds=dm=true | FileCheck %s --check-prefix=OWNED
// RUN: not psy-opt %s --psy-dm-loop-bounds=dm=perhaps 2>&1 | FileCheck %s --check-prefix=BAD

// OWNED-LABEL: func.func @f
// OWNED-SAME: psy.dm
// OWNED: psy.loop dofs to ndofs {
// OWNED: psy.loop dofs to ndofs -> f64
// OWNED: psy.loop cells to cell_halo(1)

// Annexed dofs are computed, except by a reduction (its partial sums would count them twice).
// ANNEXED-LABEL: func.func @f
// ANNEXED: psy.loop dofs to nannexed {
// ANNEXED: psy.loop dofs to ndofs -> f64
// ANNEXED: psy.loop cells to cell_halo(1)

// Without distributed memory: the owned range everywhere, even for a loop given a halo bound,
// and no psy.dm mark.
// NODM-LABEL: func.func @f
// NODM-NOT: psy.dm
// NODM: psy.loop dofs to ndofs {
// NODM: psy.loop dofs to ndofs -> f64
// NODM: psy.loop cells to ncells

// BAD: for the --dm option: Cannot find option named 'perhaps'!

psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
func.func @f(%x: !psy.field<f64, "w1">, %a: f64) -> f64 attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %a) : (!psy.field<f64, "w1">, f64) -> ()
  }
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "sum_X"(%x) : (!psy.field<f64, "w1">) -> f64
    psy.yield %p : f64
  }
  psy.loop cells to cell_halo(1) {
    psy.kernel @inc_type(%x) : !psy.field<f64, "w1">
  }
  return %s : f64
}
