// psy-opt --config FILE reads PSyclone's configuration file and attaches the keys psy-mlir
// honours or checks to the module (psy.config); $PSYCLONE_CONFIG names the file otherwise.
// RUN: psy-opt %s --config %S/Inputs/lfric.cfg | FileCheck %s
// RUN: env PSYCLONE_CONFIG=%S/Inputs/lfric.cfg psy-opt %s | FileCheck %s
// RUN: psy-opt %s --config=%S/Inputs/nodm.cfg | FileCheck %s --check-prefix=NODM
// RUN: env PSYCLONE_CONFIG= psy-opt %s | FileCheck %s --check-prefix=NONE
// RUN: psy-opt %s --config %S/Inputs/lfric.cfg --verbose 2>&1 >/dev/null | FileCheck %s --check-prefix=NOTES

// CHECK: module attributes {psy.config = {backend_checks_enabled = true, compute_annexed_dofs = true, distributed_memory = true,
// CHECK-SAME: num_any_discontinuous_space = 10 : i64, num_any_space = 10 : i64,
// CHECK-SAME: ocl_devices_per_node = 1 : i64, reprod_pad_size = 16 : i64,
// CHECK-SAME: reproducible_reductions = false, run_time_checks = false}}

// [DEFAULT] says "no" in the configparser way; [lfric] is empty, so the rest are defaults.
// NODM: module attributes {psy.config = {backend_checks_enabled = true, compute_annexed_dofs = false, distributed_memory = false,

// No file anywhere: nothing is attached and the passes use PSyclone's defaults.
// NONE-NOT: psy.config
// NONE: func.func @f

// NOTES-DAG: lfric.cfg:4: note: [DEFAULT] reproducible_reductions: accepted, not used by psy-mlir
// NOTES-DAG: lfric.cfg:10: note: [DEFAULT] my_site_key: unknown key, ignored
// NOTES-DAG: lfric.cfg:13: note: [lfric] access_mapping: accepted, not used by psy-mlir
// NOTES-NOT: compute_annexed_dofs
// NOTES-NOT: precision_map
// NOTES-NOT: grid-properties

func.func @f() attributes {psy.invoke} {
  return
}
