// psy-lower-kernels with stencils: per stencil field, shape, extent (and xory1d direction)
// the invoke gets the stencil sizes of every cell, the whole stencil dofmap and its max size
// (cross2d: the max branch length); each call passes the cell's size by reference
// (sizes + cell; cross2d: sizes + cell * 4), the direction by reference, and the cell's
// stencil map (dofmap + cell * ndf * max size; cross2d: * 4 more).

// A CROSS stencil whose extent is an invoke argument. Without psy.alg_args, the entries are
// named after the argument numbers.
psy.kernel_meta @cross_type operates_on "cell_column" procedure "cross_code" args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">, #psy.meta_arg<gh_field, gh_real, gh_read, "w3", stencil = cross>] {module = "cross_mod"}
func.func @cross(%out: !psy.field<f64, "w3">, %src: !psy.field<f64, "w3">, %ext: i32) attributes {psy.invoke} {
  psy.loop cells to ncells field(%out : !psy.field<f64, "w3">) {
    psy.kernel @cross_type(%out, %src, %ext) : !psy.field<f64, "w3">, !psy.field<f64, "w3">, i32
  }
  return
}
