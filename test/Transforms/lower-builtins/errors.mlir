// What psy-lower-builtins does not lower (yet) is a located error.
// RUN: psy-opt %s -split-input-file -verify-diagnostics --psy-lower-builtins

func.func @annexed(%x: !psy.field<f64, "w0">, %c: f64) attributes {psy.invoke} {
  // expected-error@+1 {{psy-lower-builtins: upper bound 'nannexed' comes from the DM callback, which psy-lower-kernels adds: run it first}}
  psy.loop dofs to nannexed {
    psy.builtin "setval_c"(%x, %c) : (!psy.field<f64, "w0">, f64) -> ()
  }
  return
}

// -----

func.func @dof_halo(%x: !psy.field<f64, "w0">, %c: f64) attributes {psy.invoke} {
  // expected-error@+1 {{psy-lower-builtins: upper bound 'dof_halo' comes from the DM callback, which psy-lower-kernels adds: run it first}}
  psy.loop dofs to dof_halo(1) {
    psy.builtin "setval_c"(%x, %c) : (!psy.field<f64, "w0">, f64) -> ()
  }
  return
}

// -----

func.func @dm_sum(%x: !psy.field<f64, "w0">) -> f64 attributes {psy.invoke, psy.dm} {
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "sum_X"(%x) : (!psy.field<f64, "w0">) -> f64
    psy.yield %p : f64
  }
  // expected-error@+1 {{psy-lower-builtins: a distributed-memory global reduction calls the binding's reducer, which psy-lower-kernels adds: run it first}}
  %g = psy.global_reduction sum %s : f64
  return %g : f64
}

// -----

psy.kernel_meta @testkern operates_on "cell_column" procedure "testkern_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w0">]
func.func @kernel(%x: !psy.field<f64, "w0">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    // expected-error@+1 {{psy-lower-builtins: a loop holding coded kernels is lowered by psy-lower-kernels: run it first}}
    psy.kernel @testkern(%x) : !psy.field<f64, "w0">
  }
  return
}
