// psy-global-sums: a global reduction after every loop that yields a reduction.
// Running it twice adds nothing more.

// Each reduction result gets its own kind, right after its loop, and every later use reads
// the global value.
func.func @sums(%x: !psy.field<f64, "w3">, %y: !psy.field<f64, "w3">) -> (f64, f64, f64) attributes {psy.invoke} {
  %r:3 = psy.loop dofs to ndofs -> f64, f64, f64 {
    %p = psy.builtin "X_innerproduct_Y"(%x, %y) : (!psy.field<f64, "w3">, !psy.field<f64, "w3">) -> f64
    %q = psy.builtin "minval_X"(%x) : (!psy.field<f64, "w3">) -> f64
    %t = psy.builtin "maxval_X"(%y) : (!psy.field<f64, "w3">) -> f64
    psy.yield %p, %q, %t : f64, f64, f64
  }
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%y, %r#0) : (!psy.field<f64, "w3">, f64) -> ()
  }
  return %r#0, %r#1, %r#2 : f64, f64, f64
}
