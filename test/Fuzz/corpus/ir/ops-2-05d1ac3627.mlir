psy.kernel_meta @testkern_type operates_on "cell_column" procedure "testkern_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">, #psy.meta_arg<gh_scalar, gh_real, gh_read>]

// Cell loops to ncells, to a constant and to an SSA halo depth, and with the field that
// defines the bound.
func.func @kernel(%f: !psy.field<f64, "w1">, %a: f64, %d: index) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @testkern_type(%f, %a) : !psy.field<f64, "w1">, f64
  }
  psy.loop cells to cell_halo(1) {
    psy.kernel @testkern_type(%f, %a) : !psy.field<f64, "w1">, f64
  }
  psy.loop cells to cell_halo(%d) {
    psy.kernel @testkern_type(%f, %a) : !psy.field<f64, "w1">, f64
  }
  psy.loop cells to ncells field(%f : !psy.field<f64, "w1">) {
    psy.kernel @testkern_type(%f, %a) : !psy.field<f64, "w1">, f64
  }
  return
}
