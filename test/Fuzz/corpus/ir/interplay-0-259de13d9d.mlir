// Pass ordering and interplay on one invoke, as a user script would apply them after the DM
// schedule is built: redundant computation, then asynchronous exchanges, then a move.
// The exchanges already placed are still right after all three: re-running the placement and
// the markers adds nothing.
// A move across the end that the builtin's halo read needs is refused.

// PSyclone's developer guide's example with an independent loop after it. The DM schedule: f2's annexed dofs
// are stale after setval_X over the owned dofs (a definite exchange), f1 was written outside
// the invoke (speculative).

// setval_X now runs to the level-1 halo: it reads f1 there (the exchange moves before it) and
// leaves f2 clean to depth 1, so neither exchange before testkern is needed any more.

// The exchange splits; its end must stay before the loop that reads the halo.

// The independent loop (node 7) moves between start and end, overlapping the communication.

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
