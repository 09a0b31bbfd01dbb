// One exchange serving a reader of depth 2 and an increment to the maximum would need
// max(2, max - 1), which the dialect cannot say: it goes to depth(max), which covers both.
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
psy.kernel_meta @read_w1_type operates_on "cell_column" procedure "read_w1_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
func.func @round_up(%f: !psy.field<f64, "w1">, %x: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(2) {
    psy.kernel @read_w1_type(%x, %f) : !psy.field<f64, "w3">, !psy.field<f64, "w1">
  }
  psy.loop cells to cell_halo(max) {
    psy.kernel @inc_type(%f) : !psy.field<f64, "w1">
  }
  return
}
