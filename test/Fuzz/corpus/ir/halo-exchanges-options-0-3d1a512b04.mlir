// psy-halo-exchanges: COMPUTE_ANNEXED_DOFS and DISTRIBUTED_MEMORY from the pass options or the
// configuration file (options win), and the psy-dm pipeline that runs it after the loop
// bounds.

// Annexed dofs not computed: the increment of a continuous field reads its annexed dofs, and
// nothing in the invoke wrote them (speculative); the owned-cell reader of the field setval_c
// wrote over the owned dofs only reads annexed dofs known stale (a definite exchange). The
// discontinuous field read to the level-1 halo needs one whatever the setting.

// COMPUTE_ANNEXED_DOFS keeps annexed dofs clean: only the halo read remains.

// Without distributed memory no exchange is ever created.

// psy-dm: bounds first (nannexed for the builtin), then exchanges, global sums and markers.

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
