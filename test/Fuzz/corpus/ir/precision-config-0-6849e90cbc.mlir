// psy-lower-builtins{precision-config=FILE} reads the LFRic kind map; a bad file is an error
// at its own file:line:col.

func.func @f(%x: !psy.field<f32, "w0">, %c: f32) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %c) : (!psy.field<f32, "w0">, f32) -> ()
  }
  return
}
