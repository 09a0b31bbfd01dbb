// psy-fuse and any_space_N: a field typed any_space_N may be on any space, so loops on it are
// fused only under same-space=true, PSyclone's same_space promise.
// RUN: psy-opt %s --psy-fuse | FileCheck --check-prefix=APART %s
// RUN: psy-opt %s --psy-fuse="same-space=true" | FileCheck --check-prefix=FUSED %s

// APART-LABEL: func.func @any_space
// APART: psy.loop dofs to ndofs {
// APART: }
// APART-NEXT: psy.loop dofs to ndofs {
// FUSED-LABEL: func.func @any_space
// FUSED-NEXT: psy.loop dofs to ndofs {
// FUSED-NEXT:   psy.builtin "setval_c"
// FUSED-NEXT:   psy.builtin "inc_a_times_X"
// FUSED-NEXT: }
// FUSED-NEXT: return
func.func @any_space(%x: !psy.field<f64, "any_space_1">, %a: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %a) : (!psy.field<f64, "any_space_1">, f64) -> ()
  }
  psy.loop dofs to ndofs {
    psy.builtin "inc_a_times_X"(%a, %x) : (f64, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}
