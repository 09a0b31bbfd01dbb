// Pass ordering and interplay on one invoke, as a user script would apply them after the DM
// schedule is built: redundant computation, then asynchronous exchanges, then a move.
// RUN: psy-opt %s --psy-dm-loop-bounds=dm=true --psy-halo-exchanges=dm=true --psy-halo-dirty-markers=dm=true | FileCheck %s --check-prefix=DM
// RUN: psy-opt %s --psy-dm-loop-bounds=dm=true --psy-halo-exchanges=dm=true --psy-halo-dirty-markers=dm=true '--psy-redundant-computation=loop=0 depth=1' | FileCheck %s --check-prefix=RC
// RUN: psy-opt %s --psy-dm-loop-bounds=dm=true --psy-halo-exchanges=dm=true --psy-halo-dirty-markers=dm=true '--psy-redundant-computation=loop=0 depth=1' --psy-async-halo-exchanges | FileCheck %s --check-prefix=ASYNC
// RUN: psy-opt %s --psy-dm-loop-bounds=dm=true --psy-halo-exchanges=dm=true --psy-halo-dirty-markers=dm=true '--psy-redundant-computation=loop=0 depth=1' --psy-async-halo-exchanges '--psy-move=node=7 before=1' | FileCheck %s --check-prefix=MOVE
// The exchanges already placed are still right after all three: re-running the placement and
// the markers adds nothing.
// RUN: psy-opt %s --psy-dm-loop-bounds=dm=true --psy-halo-exchanges=dm=true --psy-halo-dirty-markers=dm=true '--psy-redundant-computation=loop=0 depth=1' --psy-async-halo-exchanges '--psy-move=node=7 before=1' --psy-halo-exchanges=dm=true | FileCheck %s --check-prefix=MOVE
// A move across the end that the builtin's halo read needs is refused.
// RUN: not psy-opt %s --psy-dm-loop-bounds=dm=true --psy-halo-exchanges=dm=true --psy-halo-dirty-markers=dm=true '--psy-redundant-computation=loop=0 depth=1' --psy-async-halo-exchanges '--psy-move=node=2 before=1' 2>&1 | FileCheck %s --check-prefix=BAD

// PSyclone's developer guide's example with an independent loop after it. The DM schedule: f2's annexed dofs
// are stale after setval_X over the owned dofs (a definite exchange), f1 was written outside
// the invoke (speculative).
// DM: psy.loop dofs to ndofs
// DM: psy.set_dirty %arg0
// DM-NEXT: psy.halo_exchange %arg0 depth(1) : !psy.field<f64, "w1">
// DM-NEXT: psy.halo_exchange %arg1 depth(1) check_dirty
// DM-NEXT: psy.loop cells to cell_halo(1)

// setval_X now runs to the level-1 halo: it reads f1 there (the exchange moves before it) and
// leaves f2 clean to depth 1, so neither exchange before testkern is needed any more.
// RC: psy.halo_exchange %arg1 depth(1) check_dirty
// RC-NEXT: psy.loop dofs to dof_halo(1)
// RC: psy.set_dirty %arg0
// RC-NEXT: psy.set_clean %arg0 depth(1)
// RC-NEXT: psy.loop cells to cell_halo(1)
// RC-NOT: psy.halo_exchange
// RC: return

// The exchange splits; its end must stay before the loop that reads the halo.
// ASYNC: %[[R:.*]] = psy.halo_exchange_start %arg1 depth(1) check_dirty
// ASYNC-NEXT: psy.halo_exchange_end %arg1, %[[R]]
// ASYNC-NEXT: psy.loop dofs to dof_halo(1)

// The independent loop (node 7) moves between start and end, overlapping the communication.
// MOVE: %[[R:.*]] = psy.halo_exchange_start %arg1 depth(1) check_dirty
// MOVE-NEXT: psy.loop cells to ncells
// MOVE-NEXT: psy.kernel @w3_type
// MOVE-NEXT: }
// MOVE-NEXT: psy.halo_exchange_end %arg1, %[[R]]
// MOVE-NEXT: psy.loop dofs to dof_halo(1)
// MOVE-NOT: psy.halo_exchange
// MOVE: return

// BAD: cannot move node 2 before node 1: node 2 reads %arg1 after node 1 writes it (RAW)
psy.kernel_meta @testkern_type operates_on "cell_column" procedure "testkern_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @interplay(%f2: !psy.field<f64, "w1">, %f1: !psy.field<f64, "w1">,
                     %g: !psy.field<f64, "w3">, %h: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_X"(%f2, %f1) : (!psy.field<f64, "w1">, !psy.field<f64, "w1">) -> ()
  }
  psy.loop cells to ncells {
    psy.kernel @testkern_type(%f2, %f1) : !psy.field<f64, "w1">, !psy.field<f64, "w1">
  }
  psy.loop cells to ncells {
    psy.kernel @w3_type(%g, %h) : !psy.field<f64, "w3">, !psy.field<f64, "w3">
  }
  return
}
