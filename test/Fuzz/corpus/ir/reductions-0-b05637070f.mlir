// psy-lower-builtins, reductions builtins (real f64: scf.for iter_args accumulate in dof order; min/max start at +/-inf).


func.func @X_innerproduct_Y(%X: !psy.field<f64, "any_space_1">, %Y: !psy.field<f64, "any_space_1">) -> f64 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "X_innerproduct_Y"(%X, %Y) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> f64
    psy.yield %p : f64
  }
  return %s : f64
}

func.func @X_innerproduct_X(%X: !psy.field<f64, "any_space_1">) -> f64 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "X_innerproduct_X"(%X) : (!psy.field<f64, "any_space_1">) -> f64
    psy.yield %p : f64
  }
  return %s : f64
}

func.func @sum_X(%X: !psy.field<f64, "any_space_1">) -> f64 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "sum_X"(%X) : (!psy.field<f64, "any_space_1">) -> f64
    psy.yield %p : f64
  }
  return %s : f64
}

func.func @minval_X(%X: !psy.field<f64, "any_space_1">) -> f64 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "minval_X"(%X) : (!psy.field<f64, "any_space_1">) -> f64
    psy.yield %p : f64
  }
  return %s : f64
}

func.func @maxval_X(%X: !psy.field<f64, "any_space_1">) -> f64 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "maxval_X"(%X) : (!psy.field<f64, "any_space_1">) -> f64
    psy.yield %p : f64
  }
  return %s : f64
}
