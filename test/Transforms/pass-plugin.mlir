// libPsyIR.so is a pass plugin too: stock mlir-opt-22 loads it with --load-pass-plugin (and
// the dialect with --load-dialect-plugin) and runs psy passes, their typed options and the
// psy pipelines by name in --pass-pipeline.
// RUN: split-file %s %t
// RUN: mlir-opt %t/dm.mlir --load-dialect-plugin=%psy_plugin_lib --load-pass-plugin=%psy_plugin_lib --pass-pipeline='builtin.module(psy-dm)' | FileCheck %s --check-prefix=DM
// RUN: mlir-opt %t/dm.mlir --load-dialect-plugin=%psy_plugin_lib --load-pass-plugin=%psy_plugin_lib --pass-pipeline='builtin.module(psy-dm-loop-bounds{dm=false},psy-halo-exchanges{dm=false})' | FileCheck %s --check-prefix=NODM
// RUN: mlir-opt %t/builtins.mlir --load-dialect-plugin=%psy_plugin_lib --load-pass-plugin=%psy_plugin_lib --pass-pipeline='builtin.module(psy-lower-builtins)' | FileCheck %s --check-prefix=BUILTINS
// RUN: mlir-opt %t/builtins.mlir --load-dialect-plugin=%psy_plugin_lib --load-pass-plugin=%psy_plugin_lib --pass-pipeline='builtin.module(psy-to-llvm)' | FileCheck %s --check-prefix=LLVM
// A bad option value is an error and a non-zero exit.
// RUN: not mlir-opt %t/dm.mlir --load-dialect-plugin=%psy_plugin_lib --load-pass-plugin=%psy_plugin_lib --pass-pipeline='builtin.module(psy-dm-loop-bounds{dm=perhaps})' 2>&1 | FileCheck %s --check-prefix=BAD

// psy-dm: the loop runs into the level-1 halo, exchanges go before it, the marker after it.
// DM-LABEL: func.func @invoke_0
// DM-SAME: psy.dm
// DM-NEXT: psy.halo_exchange %arg0 depth(1) check_dirty : !psy.field<f64, "w1">
// DM-NEXT: psy.halo_exchange %arg1 depth(1) check_dirty : !psy.field<f64, "w3">
// DM-NEXT: psy.loop cells to cell_halo(1) {
// DM-NEXT: psy.kernel @inc_type(%arg0, %arg1)
// DM-NEXT: }
// DM-NEXT: psy.set_dirty %arg0 : !psy.field<f64, "w1">
// DM-NEXT: return

// NODM-LABEL: func.func @invoke_0
// NODM-NOT: psy.halo_exchange
// NODM: psy.loop cells to ncells {
// NODM-NOT: psy.halo_exchange

// psy-lower-builtins: the builtin becomes its dof loop over a memref.
// BUILTINS-LABEL: func.func @invoke_0(%arg0: memref<?xf64>, %arg1: f64)
// BUILTINS: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// BUILTINS-NEXT: %[[X:.*]] = memref.load %arg0[%[[I]]] : memref<?xf64>
// BUILTINS-NEXT: %[[Y:.*]] = arith.mulf %arg1, %[[X]] : f64
// BUILTINS-NEXT: memref.store %[[Y]], %arg0[%[[I]]] : memref<?xf64>
// BUILTINS-NOT: psy.

// LLVM: llvm.func @invoke_0(
// LLVM-NOT: psy.loop

// BAD: for the --dm option: Cannot find option named 'perhaps'!

//--- dm.mlir
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">, #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @invoke_0(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @inc_type(%f, %g) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  return
}

//--- builtins.mlir
func.func @invoke_0(%x: !psy.field<f64, "any_space_1">, %a: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs field(%x : !psy.field<f64, "any_space_1">) {
    psy.builtin "inc_a_times_X"(%a, %x) : (f64, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}
