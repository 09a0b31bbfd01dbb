// Signature rules beyond the per-builtin files: names, precisions, spaces, vector sizes and
// reduction results.

func.func @unknown(%x: !psy.field<f64, "w0">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    // expected-error@+1 {{unknown builtin 'X_plus_everything'}}
    psy.builtin "X_plus_everything"(%x) : (!psy.field<f64, "w0">) -> ()
  }
  return
}
