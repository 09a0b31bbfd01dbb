// Components of a field vector are independent: each start opens the invoke, each end
// precedes the loop. A run-time depth keeps the start after the op computing it.
psy.kernel_meta @vector_type operates_on "cell_column" procedure "vector_code"
    args [#psy.meta_arg<gh_field*3, gh_real, gh_inc, "w0">]
func.func @vector(%f1: !psy.field_vector<f64, "w0", 3>, %e: i32) attributes {psy.invoke} {
  psy.halo_exchange %f1[1] depth(1) check_dirty : !psy.field_vector<f64, "w0", 3>
  psy.halo_exchange %f1[2] depth(1) check_dirty : !psy.field_vector<f64, "w0", 3>
  %d = arith.index_cast %e : i32 to index
  psy.halo_exchange %f1[3] depth(%d) check_dirty : !psy.field_vector<f64, "w0", 3>
  psy.loop cells to cell_halo(1) {
    psy.kernel @vector_type(%f1) : !psy.field_vector<f64, "w0", 3>
  }
  return
}
