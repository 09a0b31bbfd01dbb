// A field vector of N components becomes N memref arguments in component order; a builtin
// on field vectors runs one dof loop per component, and a reduction carries its accumulator
// through the component loops in order.

func.func @vector_copy(%y: !psy.field_vector<f64, "w2", 3>, %a: f64,
                       %x: !psy.field_vector<f64, "w2", 3>) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "a_times_X"(%y, %a, %x) : (!psy.field_vector<f64, "w2", 3>, f64, !psy.field_vector<f64, "w2", 3>) -> ()
  }
  return
}

func.func @vector_sum(%x: !psy.field_vector<f32, "w2", 2>) -> f32 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f32 {
    %p = psy.builtin "sum_X"(%x) : (!psy.field_vector<f32, "w2", 2>) -> f32
    psy.yield %p : f32
  }
  %g = psy.global_reduction sum %s : f32
  return %g : f32
}
