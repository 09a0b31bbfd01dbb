// psy-omp's refusals: the cells of a loop whose kernels write a continuous field (or one on
// any_space_N, which may be continuous) share dofs, so the loop must be coloured first.
// One refusal per case.
// RUN: psy-opt %s -split-input-file --psy-omp -verify-diagnostics

psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @inc(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w3">) attributes {psy.invoke} {
  // expected-error@+1 {{psy-omp: the cells of this loop may not run in parallel: its kernels write a field on 'w1', whose dofs neighbouring cells share; colour the loop first (psy-colour)}}
  psy.loop cells to ncells {
    psy.kernel @inc_type(%f, %g) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  return
}

// -----

// GH_WRITE on a continuous space writes shared dofs too.
psy.kernel_meta @write_type operates_on "cell_column" procedure "write_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w0">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]
func.func @write(%f: !psy.field<f64, "w0">, %g: !psy.field<f64, "w3">) attributes {psy.invoke} {
  // expected-error@+1 {{its kernels write a field on 'w0'}}
  psy.loop cells to cell_halo(1) {
    psy.kernel @write_type(%f, %g) : !psy.field<f64, "w0">, !psy.field<f64, "w3">
  }
  return
}

// -----

// A field on any_space_1 may be continuous; the second kernel of the loop is the culprit.
psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
psy.kernel_meta @any_type operates_on "cell_column" procedure "any_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "any_space_1">]
func.func @any(%t: !psy.field<f64, "w3">, %f: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  // expected-error@+1 {{its kernels write a field on 'any_space_1'}}
  psy.loop cells to ncells {
    psy.kernel @w3_type(%t) : !psy.field<f64, "w3">
    psy.kernel @any_type(%f) : !psy.field<f64, "any_space_1">
  }
  return
}
