// Kernels on halo cells (halo_cell_column, owned_and_halo_cell_column) run to the halo depth
// the algorithm gives them, which the front end puts in their loop's bound: a run-time depth
// (the invoke's integer argument, cast to an index at the top of the invoke) or a literal.
// Under distributed memory the schedule keeps that bound and places exchanges and markers
// from it as for any loop into the halo; without, the loop runs over every cell.

// A run-time depth: the loop keeps cell_halo(%d). The W3 field it reads is exchanged to %d,
// speculatively (its state on entry is known at run time only); the W3 field it writes is
// dirty, then clean to %d (a discontinuous field is computed throughout the cells it runs
// over). Without DM the loop runs to ncells, the cast goes and the argument stays, unused.
psy.kernel_meta @halo_w3_type operates_on "halo_cell_column" procedure "halo_w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @runtime_depth(%a: !psy.field<f64, "w3">, %x: !psy.field<f64, "w3">, %depth: i32)
    attributes {psy.invoke} {
  %d = arith.index_cast %depth : i32 to index
  psy.loop cells to cell_halo(%d) {
    psy.kernel @halo_w3_type(%a, %x) : !psy.field<f64, "w3">, !psy.field<f64, "w3">
  }
  return
}
