// The lowerings refuse a psy.omp mark that is none of "reprod", "fast", "device" and
// "device_serial", before changing anything: psy-lower-kernels on a kernel loop,
// psy-lower-builtins on a builtin loop. One refusal per case.
// RUN: psy-opt %s -split-input-file --psy-lower-kernels --psy-lower-builtins -verify-diagnostics

psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
func.func @kernels(%t: !psy.field<f64, "w3">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.omp' must be "reprod", "fast", "device", "device_serial" or "device_fast"}}
  psy.loop cells to ncells {
    psy.kernel @w3_type(%t) : !psy.field<f64, "w3">
  } {psy.omp = "guided"}
  return
}

// -----

func.func @builtins(%x: !psy.field<f64, "w3">, %c: f64) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.omp' must be "reprod", "fast", "device", "device_serial" or "device_fast"}}
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %c) : (!psy.field<f64, "w3">, f64) -> ()
  } {psy.omp = 1 : i32}
  return
}
