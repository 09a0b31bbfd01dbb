// PSyclone's developer guide's vector example: a field vector incremented to the level-1 halo, written outside
// the invoke: one speculative exchange per component, in order, then the loop.
psy.kernel_meta @vector_type operates_on "cell_column" procedure "vector_code"
    args [#psy.meta_arg<gh_field*3, gh_real, gh_inc, "w0">,
          #psy.meta_arg<gh_scalar, gh_real, gh_read>]
func.func @guide_vector(%f1: !psy.field_vector<f64, "w0", 3>, %a: f64)
    attributes {psy.invoke} {
  psy.loop cells to cell_halo(1) {
    psy.kernel @vector_type(%f1, %a) : !psy.field_vector<f64, "w0", 3>, f64
  }
  return
}
