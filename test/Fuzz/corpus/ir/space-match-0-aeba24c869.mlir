// Function spaces a kernel call accepts beyond its metadata's own (lib/Dialect/KernelVerify.c):
// a field known only at run time (any_space_N) goes anywhere; ANY_W2 takes w2, w2h, w2v and
// w2broken. (invalid.mlir has the refusal.)

psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
psy.kernel_meta @w2_type operates_on "cell_column" procedure "w2_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "any_w2">]
func.func @spaces(%u: !psy.field<f64, "any_space_1">, %h: !psy.field<f64, "w2h">,
                  %b: !psy.field<f64, "w2broken">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @w3_type(%u) : !psy.field<f64, "any_space_1">
  }
  psy.loop cells to cell_halo(1) {
    psy.kernel @w2_type(%h) : !psy.field<f64, "w2h">
  }
  psy.loop cells to cell_halo(1) {
    psy.kernel @w2_type(%b) : !psy.field<f64, "w2broken">
  }
  return
}
