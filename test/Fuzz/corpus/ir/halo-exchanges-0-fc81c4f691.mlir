// psy-halo-exchanges: a halo exchange before each loop that reads a stale halo, one rule per
// case. The loops carry the bounds psy-dm-loop-bounds gives them.
// Running it twice adds nothing more: the exchanges it added cover the reads.

// PSyclone's developer guide's worked example, without annexed dofs computed: setval_X writes f2 over the owned
// dofs, then a kernel increments f2 and reads f1 to the level-1 halo. f2's annexed dofs are
// known stale (an exchange, no run-time check); nothing in the invoke wrote f1, so its
// exchange is speculative (check_dirty).
psy.kernel_meta @testkern_type operates_on "cell_column" procedure "testkern_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
func.func @guide_example(%f2: !psy.field<f64, "w1">, %f1: !psy.field<f64, "w1">)
    attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_X"(%f2, %f1) : (!psy.field<f64, "w1">, !psy.field<f64, "w1">) -> ()
  }
  psy.loop cells to cell_halo(1) {
    psy.kernel @testkern_type(%f2, %f1) : !psy.field<f64, "w1">, !psy.field<f64, "w1">
  }
  return
}
