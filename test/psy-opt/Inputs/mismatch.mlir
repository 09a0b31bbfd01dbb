// Used by ../verify-diagnostics.mlir: chunk 1 has an error nobody expects, chunk 2 expects an
// error that does not happen.
func.func @unexpected(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // This one is not announced.
  psy.halo_exchange %f depth(0) check_dirty : !psy.field<f64, "w1">
  return
}

// -----

func.func @missing(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{halo depth must be at least 1}}
  psy.halo_exchange %f depth(1) check_dirty : !psy.field<f64, "w1">
  return
}
