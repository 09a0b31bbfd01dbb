// Operators on spaces known only at run time, one of them r_solver data (f32): each space is
// keyed by the operator that provides it, an operator from any_space_1 to any_space_1 has one
// space, and the f32 operator's local_stencil is a memref<?xf32>.
psy.kernel_meta @any_type operates_on "cell_column" procedure "any_code" args [#psy.meta_arg<gh_operator, gh_real, gh_write, "any_space_1", "any_space_2">, #psy.meta_arg<gh_operator, gh_real, gh_read, "any_space_1", "any_space_1">] {module = "any_mod"}
func.func @any_spaces(%a: !psy.operator<f64, "any_space_1", "any_space_2">, %b: !psy.operator<f32, "any_space_1", "any_space_1">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%a : !psy.operator<f64, "any_space_1", "any_space_2">) {
    psy.kernel @any_type(%a, %b) : !psy.operator<f64, "any_space_1", "any_space_2">, !psy.operator<f32, "any_space_1", "any_space_1">
  }
  return
}
