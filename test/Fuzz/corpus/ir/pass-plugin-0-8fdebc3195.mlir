// libPsyIR.so is a pass plugin too: stock mlir-opt-22 loads it with --load-pass-plugin (and
// the dialect with --load-dialect-plugin) and runs psy passes, their typed options and the
// psy pipelines by name in --pass-pipeline.
// A bad option value is an error and a non-zero exit.

// psy-dm: the loop runs into the level-1 halo, exchanges go before it, the marker after it.


// psy-lower-builtins: the builtin becomes its dof loop over a memref.



//--- dm.mlir
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">, #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @invoke_0(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @inc_type(%f, %g) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  return
}

//--- builtins.mlir
func.func @invoke_0(%x: !psy.field<f64, "any_space_1">, %a: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs field(%x : !psy.field<f64, "any_space_1">) {
    psy.builtin "inc_a_times_X"(%a, %x) : (f64, !psy.field<f64, "any_space_1">) -> ()
  }
  return
}
