// Function spaces a kernel call accepts beyond its metadata's own (lib/Dialect/KernelVerify.c):
// a field known only at run time (any_space_N) goes anywhere; ANY_W2 takes w2, w2h, w2v and
// w2broken. (invalid.mlir has the refusal.)
// RUN: psy-opt %s | FileCheck %s

psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
psy.kernel_meta @w2_type operates_on "cell_column" procedure "w2_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "any_w2">]
// CHECK-LABEL: func.func @spaces
func.func @spaces(%u: !psy.field<f64, "any_space_1">, %h: !psy.field<f64, "w2h">,
                  %b: !psy.field<f64, "w2broken">) attributes {psy.invoke} {
  // CHECK: psy.kernel @w3_type(%{{.*}}) : !psy.field<f64, "any_space_1">
  psy.loop cells to ncells {
    psy.kernel @w3_type(%u) : !psy.field<f64, "any_space_1">
  }
  // CHECK: psy.kernel @w2_type(%{{.*}}) : !psy.field<f64, "w2h">
  psy.loop cells to cell_halo(1) {
    psy.kernel @w2_type(%h) : !psy.field<f64, "w2h">
  }
  // CHECK: psy.kernel @w2_type(%{{.*}}) : !psy.field<f64, "w2broken">
  psy.loop cells to cell_halo(1) {
    psy.kernel @w2_type(%b) : !psy.field<f64, "w2broken">
  }
  return
}

// A builtin's fields share one space at run time, which two abstract spaces of different
// names (any_space_2, any_discontinuous_space_1: spaces the front end knows only from the
// kernels' metadata) may both be, as may an abstract space and a named one it admits
// (builtins/invalid.mlir has the refusals: two named spaces, a continuous named space with
// any_discontinuous_space_N).
// CHECK-LABEL: func.func @builtin_spaces
func.func @builtin_spaces(%a: !psy.field<f64, "any_space_2">,
                          %d: !psy.field<f64, "any_discontinuous_space_1">,
                          %w: !psy.field<f64, "w3">) attributes {psy.invoke} {
  // CHECK: psy.builtin "X_plus_Y"(%{{.*}}, %{{.*}}, %{{.*}}) : (!psy.field<f64, "any_space_2">, !psy.field<f64, "any_discontinuous_space_1">, !psy.field<f64, "w3">)
  psy.loop dofs to ndofs {
    psy.builtin "X_plus_Y"(%a, %d, %w) : (!psy.field<f64, "any_space_2">, !psy.field<f64, "any_discontinuous_space_1">, !psy.field<f64, "w3">) -> ()
  }
  return
}
