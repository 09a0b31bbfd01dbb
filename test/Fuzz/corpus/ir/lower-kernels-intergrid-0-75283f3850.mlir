// psy-lower-kernels on an inter-grid kernel (fields with mesh = gh_fine / gh_coarse): the
// loop runs over the coarse cells and the kernel gets LFRic's inter-grid arguments -- after
// nlayers the coarse cell's cell_map(ncell_f_per_c_x, ncell_f_per_c_y), ncell_f_per_c_x,
// ncell_f_per_c_y, ncell_f; then the fields; then per space, for the coarse one undf and the
// coarse cell's dofmap (no ndf), for the fine one ndf, undf and the whole dofmap.

// A restriction: coarse (written, first) from fine.
psy.kernel_meta @restrict_type operates_on "cell_column" procedure "restrict_code" args [#psy.meta_arg<gh_field, gh_real, gh_write, "any_discontinuous_space_1", mesh = gh_coarse>, #psy.meta_arg<gh_field, gh_real, gh_read, "any_discontinuous_space_2", mesh = gh_fine>] {module = "restrict_mod"}
func.func @restrict(%coarse: !psy.field<f64, "any_discontinuous_space_1">, %fine: !psy.field<f64, "any_discontinuous_space_2">) attributes {psy.invoke, psy.alg_args = ["coarse", "fine"]} {
  psy.loop cells to ncells field(%coarse : !psy.field<f64, "any_discontinuous_space_1">) {
    psy.kernel @restrict_type(%coarse, %fine) : !psy.field<f64, "any_discontinuous_space_1">, !psy.field<f64, "any_discontinuous_space_2">
  }
  return
}
