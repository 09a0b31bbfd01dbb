// What psy-lower-kernels does not lower yet is a located error, and nothing changes.

psy.kernel_meta @stencil_type operates_on "cell_column" procedure "stencil_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">, #psy.meta_arg<gh_field, gh_real, gh_read, "w2", stencil = cross>] {module = "stencil_mod"}
// A stencil extent computed in the invoke: the binding can only pass an argument or a literal.
func.func @stencil(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w2">, %e: i32) attributes {psy.invoke} {
  %e2 = arith.addi %e, %e : i32
  psy.loop cells to ncells field(%f : !psy.field<f64, "w1">) {
    // expected-error@+1 {{psy-lower-kernels: the stencil field, extent and direction of argument 2 of kernel 'stencil_type' must be arguments of the invoke or literals}}
    psy.kernel @stencil_type(%f, %g, %e2) : !psy.field<f64, "w1">, !psy.field<f64, "w2">, i32
  }
  return
}
