// M2 (PSyclone's developer guide, "Dof iterators", case 5): a loop over owned cells that writes a continuous
// field by GH_WRITE alone writes the annexed dofs of its cells with their right value, so a
// later reader of only the annexed dofs needs no exchange (PSyclone: a definite one).
psy.kernel_meta @w1_write_type operates_on "cell_column" procedure "w1_write_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w1">]
psy.kernel_meta @w3_from_w1_type operates_on "cell_column" procedure "w3_from_w1_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
func.func @annexed_after_write(%w: !psy.field<f64, "w1">, %x: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @w1_write_type(%w) : !psy.field<f64, "w1">
  }
  psy.loop cells to ncells {
    psy.kernel @w3_from_w1_type(%x, %w) : !psy.field<f64, "w3">, !psy.field<f64, "w1">
  }
  return
}
