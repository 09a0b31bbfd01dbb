// The invoke as a whole: the signature and function_type are rewritten, arg_attrs follow the
// arguments, scalars may be values computed in the invoke, builtins keep their order, each
// psy.loop becomes an scf.for and, without distributed memory, a global reduction is its local
// value.

func.func @invoke_0(%x: !psy.field<f64, "w0"> {test.first}, %y: !psy.field<f64, "w0"> {test.second},
                    %a: f64 {test.third}) -> f64 attributes {psy.invoke} {
  %half = arith.constant 0.5 : f64
  %twice = arith.mulf %a, %a : f64
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %half) : (!psy.field<f64, "w0">, f64) -> ()
  }
  // inc_aX_plus_Y(a, X, Y) with X = y, Y = x: y = twice*y + x, in place.
  psy.loop dofs to ndofs {
    psy.builtin "inc_aX_plus_Y"(%twice, %y, %x) : (f64, !psy.field<f64, "w0">, !psy.field<f64, "w0">) -> ()
  }
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "X_innerproduct_Y"(%x, %y) : (!psy.field<f64, "w0">, !psy.field<f64, "w0">) -> f64
    psy.yield %p : f64
  }
  %g = psy.global_reduction sum %s : f64
  return %g : f64
}

// Ordinary functions are left alone.
func.func @helper(%v: f64) -> f64 {
  return %v : f64
}

// Builtin names are case-insensitive, as Fortran names are.
func.func @mixed_case(%z: !psy.field<f32, "w3">, %x: !psy.field<f32, "w3">, %y: !psy.field<f32, "w3">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "x_PLUS_y"(%z, %x, %y) : (!psy.field<f32, "w3">, !psy.field<f32, "w3">, !psy.field<f32, "w3">) -> ()
  }
  return
}
