// Without distributed memory (option dm=false, or DISTRIBUTED_MEMORY = false in the
// configuration) no halo exchange, global sum, dirty marker or halo bound is ever created.
// RUN: psy-opt %s '--pass-pipeline=builtin.module(psy-dm-loop-bounds{dm=false},psy-halo-exchanges{dm=false},psy-global-sums{dm=false},psy-halo-dirty-markers{dm=false})' | FileCheck %s
// RUN: psy-opt %s --config %S/Inputs/nodm.cfg --psy-dm-loop-bounds --psy-halo-exchanges --psy-global-sums --psy-halo-dirty-markers | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK-NOT: psy.dm
// CHECK-NOT: psy.halo_exchange
// CHECK: psy.loop cells to ncells
// CHECK: psy.loop dofs to ndofs -> f64
// CHECK-NOT: psy.halo_exchange
// CHECK-NOT: psy.global_reduction
// CHECK-NOT: psy.set_dirty
// CHECK-NOT: psy.set_clean
// CHECK: return
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
func.func @f(%x: !psy.field<f64, "w1">) -> f64 attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @inc_type(%x) : !psy.field<f64, "w1">
  }
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "sum_X"(%x) : (!psy.field<f64, "w1">) -> f64
    psy.yield %p : f64
  }
  return %s : f64
}
