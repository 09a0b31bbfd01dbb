// psy-lower-kernels: each kernel loop becomes the loop LFRic's PSy layer runs, calling the
// kernel's flang symbol with LFRic's arguments by reference; what kernels need from the
// infrastructure joins the invoke's arguments, named by psy.abi.

// A cell kernel: nlayers, the scalar, the fields' data, then per space ndf, undf and the
// cell's map (map + cell * ndf).
psy.kernel_meta @testkern_type operates_on "cell_column" procedure "testkern_code" args [#psy.meta_arg<gh_scalar, gh_real, gh_read>, #psy.meta_arg<gh_field, gh_real, gh_inc, "w1">, #psy.meta_arg<gh_field, gh_real, gh_read, "w3">] {module = "testkern_mod"}
func.func @cells(%a: f64, %f: !psy.field<f64, "w1">, %m: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%f : !psy.field<f64, "w1">) {
    psy.kernel @testkern_type(%a, %f, %m) : f64, !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  return
}
