// The mesh's maximum halo depth (`cell_halo(max)`, `dof_halo(max)`, what
// psy-redundant-computation{depth=max} sets) in psy-halo-exchanges, psy-halo-dirty-markers,
// psy-dm-loop-bounds and psy-async-halo-exchanges: exchanges to depth(max) or depth(max - 1),
// markers set_clean(max) or set_clean(max - 1). One rule per split.
// Running the passes again adds nothing.

//--- main.mlir
// A loop to the maximum depth reads what it reads to depth(max); an increment all but the
// outermost level, depth(max - 1) (PSyclone's max_halo_depth_mesh - 1). psy-dm-loop-bounds
// keeps the bound. The continuous field is then clean to max - 1: a later reader of depth 2
// cannot know whether max - 1 >= 2, so its exchange is speculative.
psy.kernel_meta @inc_read_type operates_on "cell_column" procedure "inc_read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
psy.kernel_meta @read_w1_type operates_on "cell_column" procedure "read_w1_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w1">]
func.func @reader(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w3">,
                  %x: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to cell_halo(max) {
    psy.kernel @inc_read_type(%f, %g) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  psy.loop cells to cell_halo(2) {
    psy.kernel @read_w1_type(%x, %f) : !psy.field<f64, "w3">, !psy.field<f64, "w1">
  }
  return
}
