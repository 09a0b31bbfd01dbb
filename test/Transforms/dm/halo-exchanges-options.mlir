// psy-halo-exchanges: COMPUTE_ANNEXED_DOFS and DISTRIBUTED_MEMORY from the pass options or the
// configuration file (options win), and the psy-dm pipeline that runs it after the loop
// bounds.
// RUN: psy-opt %s --psy-halo-exchanges | FileCheck %s --check-prefix=OWNED
// RUN: psy-opt %s --psy-halo-exchanges=compute-annexed-dofs=true | FileCheck %s --check-prefix=ANNEXED
// RUN: psy-opt %s --config %S/Inputs/annexed.cfg --psy-halo-exchanges | FileCheck %s --check-prefix=ANNEXED
// RUN: psy-opt %s --config %S/Inputs/annexed.cfg --psy-halo-exchanges=compute-annexed-dofs=false | FileCheck %s --check-prefix=OWNED
// RUN: psy-opt %s --psy-halo-exchanges=dm=false | FileCheck %s --check-prefix=NODM
// RUN: psy-opt %s --config %S/Inputs/nodm.cfg --psy-halo-exchanges | FileCheck %s --check-prefix=NODM
// RUN: psy-opt %s --config %S/Inputs/nodm.cfg '--pass-pipeline=builtin.module(psy-dm)' | FileCheck %s --check-prefix=NODM
// RUN: psy-opt %s --config %S/Inputs/annexed.cfg '--pass-pipeline=builtin.module(psy-dm)' | FileCheck %s --check-prefix=PIPELINE
// RUN: not psy-opt %s --psy-halo-exchanges=compute-annexed-dofs=sometimes 2>&1 | FileCheck %s --check-prefix=BAD

// Annexed dofs not computed: the increment of a continuous field reads its annexed dofs, and
// nothing in the invoke wrote them (speculative); the owned-cell reader of the field setval_c
// wrote over the owned dofs only reads annexed dofs known stale (a definite exchange). The
// discontinuous field read to the level-1 halo needs one whatever the setting.
// OWNED-LABEL: func.func @f
// OWNED-NEXT: psy.halo_exchange %arg0 depth(1) check_dirty : !psy.field<f64, "w1">
// OWNED-NEXT: psy.halo_exchange %arg2 depth(1) check_dirty : !psy.field<f64, "w3">
// OWNED-NEXT: psy.loop cells to cell_halo(1)
// OWNED: psy.loop dofs to ndofs
// OWNED: }
// OWNED-NEXT: psy.halo_exchange %arg1 depth(1) : !psy.field<f64, "w0">
// OWNED-NEXT: psy.loop cells to ncells

// COMPUTE_ANNEXED_DOFS keeps annexed dofs clean: only the halo read remains.
// ANNEXED-LABEL: func.func @f
// ANNEXED-NEXT: psy.halo_exchange %arg2 depth(1) check_dirty : !psy.field<f64, "w3">
// ANNEXED-NEXT: psy.loop cells to cell_halo(1)
// ANNEXED-NOT: psy.halo_exchange
// ANNEXED: return

// Without distributed memory no exchange is ever created.
// NODM-LABEL: func.func @f
// NODM-NOT: psy.halo_exchange
// NODM: return

// psy-dm: bounds first (nannexed for the builtin), then exchanges, global sums and markers.
// PIPELINE-LABEL: func.func @f
// PIPELINE-NEXT: psy.halo_exchange %arg2 depth(1) check_dirty
// PIPELINE-NEXT: psy.loop cells to cell_halo(1)
// PIPELINE: psy.set_dirty %arg0
// PIPELINE: psy.loop dofs to nannexed
// PIPELINE: psy.set_dirty %arg1
// PIPELINE-NEXT: psy.loop cells to ncells
// PIPELINE-NOT: psy.halo_exchange
// PIPELINE: return

// BAD: for the --compute-annexed-dofs option: Cannot find option named 'sometimes'!
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w0">]
func.func @f(%x: !psy.field<f64, "w1">, %c: !psy.field<f64, "w0">, %d: !psy.field<f64, "w3">,
             %w: !psy.field<f64, "w3">, %a: f64) attributes {psy.invoke} {
  psy.loop cells to cell_halo(1) {
    psy.kernel @inc_type(%x, %d) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%c, %a) : (!psy.field<f64, "w0">, f64) -> ()
  }
  psy.loop cells to ncells {
    psy.kernel @w3_type(%w, %c) : !psy.field<f64, "w3">, !psy.field<f64, "w0">
  }
  return
}
