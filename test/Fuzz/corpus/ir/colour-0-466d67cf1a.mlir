// psy-colour: a cell loop whose kernels write a continuous field becomes a loop over the
// mesh's colours holding a loop over the cells of one colour; the range is the same,
// counted per colour. One rule per case.

// GH_INC on W1 over the owned cells: last_edge_cell; the loop's field and every kernel
// move to the inner loop, in order.
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @inc_owned(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%f : !psy.field<f64, "w1">) {
    psy.kernel @inc_type(%f, %g) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
    psy.kernel @inc_type(%f, %g) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  return
}
