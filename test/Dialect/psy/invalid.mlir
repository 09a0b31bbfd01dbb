// Every rule of the psy ops' verifiers (lib/Dialect/PsyOps.cpp and the C domain rules it
// calls), one case each.
// RUN: psy-opt %s -split-input-file -verify-diagnostics

func.func @halo_depth_zero(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.halo_exchange' op halo depth must be at least 1, got 0}}
  psy.halo_exchange %f depth(0) check_dirty : !psy.field<f64, "w1">
  return
}

// -----

func.func @halo_depth_negative_async(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.halo_exchange_start' op halo depth must be at least 1, got -2}}
  %r = psy.halo_exchange_start %f depth(-2) check_dirty : !psy.field<f64, "w1">
  psy.halo_exchange_end %f, %r : !psy.field<f64, "w1">
  return
}

// -----

func.func @halo_on_scalar(%a: f64) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.halo_exchange' op operand #0 must be field or field vector, but got 'f64'}}
  psy.halo_exchange %a depth(1) check_dirty : f64
  return
}

// -----

func.func @halo_on_operator(%op: !psy.operator<f64, "w0", "w0">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.halo_exchange' op operand #0 must be field or field vector, but got '!psy.operator<f64, "w0", "w0">'}}
  psy.halo_exchange %op depth(1) check_dirty : !psy.operator<f64, "w0", "w0">
  return
}

// -----

func.func @vector_without_component(%v: !psy.field_vector<f64, "w0", 3>) attributes {psy.invoke} {
  // expected-error@+1 {{the component must be in 1..3, got 0}}
  psy.halo_exchange %v depth(1) check_dirty : !psy.field_vector<f64, "w0", 3>
  return
}

// -----

func.func @vector_component_too_large(%v: !psy.field_vector<f64, "w0", 3>) attributes {psy.invoke} {
  // expected-error@+1 {{the component must be in 1..3, got 4}}
  psy.halo_exchange %v[4] depth(1) check_dirty : !psy.field_vector<f64, "w0", 3>
  return
}

// -----

func.func @component_on_field(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.halo_exchange' op a component applies to field vectors only}}
  psy.halo_exchange %f[1] depth(1) check_dirty : !psy.field<f64, "w1">
  return
}

// -----

func.func @end_of_other_field(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w1">) attributes {psy.invoke} {
  %r = psy.halo_exchange_start %f depth(1) check_dirty : !psy.field<f64, "w1">
  // expected-error@+1 {{'psy.halo_exchange_end' op completes the exchange of a different field}}
  psy.halo_exchange_end %g, %r : !psy.field<f64, "w1">
  return
}

// -----

func.func @end_without_start(%f: !psy.field<f64, "w1">, %r: !psy.halo_request) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.halo_exchange_end' op request must come from a psy.halo_exchange_start}}
  psy.halo_exchange_end %f, %r : !psy.field<f64, "w1">
  return
}

// -----

func.func @halo_both_depths(%f: !psy.field<f64, "w1">, %d: index) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.halo_exchange' op has both a constant and a value depth}}
  "psy.halo_exchange"(%f, %d) <{depth = 1 : i64}> : (!psy.field<f64, "w1">, index) -> ()
  return
}

// -----

func.func @set_clean_depth_zero(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.set_clean' op halo depth must be at least 1, got 0}}
  psy.set_clean %f depth(0) : !psy.field<f64, "w1">
  return
}

// -----

func.func @set_clean_without_depth(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.set_clean' op needs a depth}}
  "psy.set_clean"(%f) : (!psy.field<f64, "w1">) -> ()
  return
}

// -----

func.func @set_dirty_on_scalar(%a: f64) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.set_dirty' op operand #0 must be field or field vector, but got 'f64'}}
  psy.set_dirty %a : f64
  return
}

// -----

func.func @unknown_iteration(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{custom op 'psy.loop' expected string or keyword containing one of the following enum values for attribute 'iteration' [cells, dofs, domain, colours, colour_cells]}}
  psy.loop edges to ncells {
  }
  return
}

// -----

func.func @unknown_upper_bound(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{unknown upper bound 'nedges'}}
  psy.loop cells to nedges {
  }
  return
}

// -----

func.func @bound_does_not_fit(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.loop' op a loop over cells cannot run to ndofs}}
  psy.loop cells to ndofs {
  }
  return
}

// -----

func.func @halo_bound_without_depth(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.loop' op needs a depth}}
  psy.loop cells to cell_halo {
  }
  return
}

// -----

func.func @halo_bound_depth_zero(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.loop' op halo depth must be at least 1, got 0}}
  psy.loop cells to cell_halo(0) {
  }
  return
}

// -----

func.func @depth_without_halo_bound(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.loop' op upper bound ncells takes no depth}}
  psy.loop cells to ncells(2) {
  }
  return
}

// -----

func.func @loop_both_depths(%d: index) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.loop' op has both a constant and a value depth}}
  "psy.loop"(%d) <{iteration = 0 : i32, upper_bound = 1 : i32, depth = 1 : i64, operandSegmentSizes = array<i32: 1, 0>}> ({
    "psy.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @not_in_invoke(%f: !psy.field<f64, "w1">) {
  // expected-error@+1 {{'psy.loop' op must be in a func.func marked psy.invoke}}
  psy.loop cells to ncells {
  }
  return
}

// -----

func.func @colour_cells_outside_colours() attributes {psy.invoke} {
  // expected-error@+1 {{'psy.loop' op a colour_cells loop, and only it, sits directly in a colours loop}}
  psy.loop colour_cells to last_edge_cell {
  }
  return
}

// -----

func.func @cells_in_colours() attributes {psy.invoke} {
  psy.loop colours to ncolours {
    // expected-error@+1 {{'psy.loop' op a colour_cells loop, and only it, sits directly in a colours loop}}
    psy.loop cells to ncells {
    }
  }
  return
}

// -----

func.func @yield_mismatch(%a: f32) -> f64 attributes {psy.invoke} {
  // expected-error@+1 {{'psy.loop' op yields 1 values whose types differ from its results}}
  %s = psy.loop dofs to ndofs -> f64 {
    psy.yield %a : f32
  }
  return %s : f64
}

// -----

psy.kernel_meta @k_type operates_on "cell_column" procedure "k_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
func.func @kernel_outside_loop(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.kernel' op expects parent op 'psy.loop'}}
  psy.kernel @k_type(%f) : !psy.field<f64, "w1">
  return
}

// -----

func.func @missing_meta(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    // expected-error@+1 {{'psy.kernel' op names 'nowhere_type', which is not a psy.kernel_meta}}
    psy.kernel @nowhere_type(%f) : !psy.field<f64, "w1">
  }
  return
}

// -----

psy.kernel_meta @k_type operates_on "cell_column" procedure "k_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
func.func @operand_count(%f: !psy.field<f64, "w1">, %a: f64) attributes {psy.invoke} {
  psy.loop cells to ncells {
    // expected-error@+1 {{'psy.kernel' op expects 1 operands for the meta_args of 'k_type', got 2}}
    psy.kernel @k_type(%f, %a) : !psy.field<f64, "w1">, f64
  }
  return
}

// -----

psy.kernel_meta @k_type operates_on "cell_column" procedure "k_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">, #psy.meta_arg<gh_scalar, gh_real, gh_read>]
func.func @operand_kind(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    // expected-error@+1 {{'psy.kernel' op operand #1 (meta_args entry 2 of 'k_type') must be a scalar of its data type}}
    psy.kernel @k_type(%f, %g) : !psy.field<f64, "w1">, !psy.field<f64, "w1">
  }
  return
}

// -----

psy.kernel_meta @k_type operates_on "dof" procedure "k_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w1">]
func.func @operates_on_mismatch(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    // expected-error@+1 {{'psy.kernel' op kernel 'k_type' operates on dof, so its loop must be over dofs, not cells}}
    psy.kernel @k_type(%f) : !psy.field<f64, "w1">
  }
  return
}

// -----

// expected-error@+1 {{'psy.kernel_meta' op unknown operates_on 'edge_column'}}
psy.kernel_meta @k_type operates_on "edge_column" procedure "k_code" args []

// -----

// expected-error@+1 {{'psy.kernel_meta' op attribute 'meta_args' failed to satisfy constraint: meta_args}}
"psy.kernel_meta"() <{sym_name = "k_type", operates_on = "cell_column", procedure = "k_code", meta_args = [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">, "gh_field"]}> : () -> ()

// -----

func.func @meta_not_top_level() {
  // expected-error@+1 {{'psy.kernel_meta' op expects parent op 'builtin.module'}}
  psy.kernel_meta @k_type operates_on "cell_column" procedure "k_code" args []
  return
}

// -----

func.func @unknown_reduction(%a: f64) -> f64 attributes {psy.invoke} {
  // expected-error@+1 {{custom op 'psy.global_reduction' expected string or keyword containing one of the following enum values for attribute 'kind' [sum, min, max]}}
  %0 = psy.global_reduction product %a : f64
  return %0 : f64
}

// -----

func.func @global_reduction_of_field(%f: !psy.field<f64, "w1">) -> !psy.field<f64, "w1"> attributes {psy.invoke} {
  // expected-error@+1 {{'psy.global_reduction' op operand #0 must be floating-point or signless integer, but got '!psy.field<f64, "w1">'}}
  %0 = psy.global_reduction sum %f : !psy.field<f64, "w1">
  return %0 : !psy.field<f64, "w1">
}

// -----

func.func @global_reduction_result_type(%a: f64) -> f32 attributes {psy.invoke} {
  // expected-error@+1 {{'psy.global_reduction' op failed to verify that all of {value, result} have same type}}
  %0 = "psy.global_reduction"(%a) <{kind = 0 : i32}> : (f64) -> f32
  return %0 : f32
}

// -----

func.func @global_reduction_not_in_invoke(%a: f64) -> f64 {
  // expected-error@+1 {{'psy.global_reduction' op must be in a func.func marked psy.invoke}}
  %0 = psy.global_reduction sum %a : f64
  return %0 : f64
}

// -----

func.func @builtin_not_over_dofs(%f: !psy.field<f64, "w1">, %a: f64) attributes {psy.invoke} {
  psy.loop cells to ncells {
    // expected-error@+1 {{'psy.builtin' op builtins loop over dofs, not cells}}
    psy.builtin "setval_c"(%f, %a) : (!psy.field<f64, "w1">, f64) -> ()
  }
  return
}

// -----

func.func @builtin_halo_bound_without_depth(%f: !psy.field<f64, "w1">, %a: f64) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.loop' op needs a depth}}
  psy.loop dofs to dof_halo {
    psy.builtin "setval_c"(%f, %a) : (!psy.field<f64, "w1">, f64) -> ()
  }
  return
}

// -----

func.func @builtin_outside_loop(%f: !psy.field<f64, "w1">, %a: f64) attributes {psy.invoke} {
  // expected-error@+1 {{'psy.builtin' op expects parent op 'psy.loop'}}
  psy.builtin "setval_c"(%f, %a) : (!psy.field<f64, "w1">, f64) -> ()
  return
}

// -----

// ANY_W2 takes the W2 family only.
psy.kernel_meta @w2_type operates_on "cell_column" procedure "w2_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "any_w2">]
func.func @any_w2_not_w3(%f: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    // expected-error@+1 {{'psy.kernel' op operand #0 (meta_args entry 1 of 'w2_type') must be on its function space}}
    psy.kernel @w2_type(%f) : !psy.field<f64, "w3">
  }
  return
}

// -----

// expected-error@+1 {{'psy.kernel_meta' op dummy_writes entry 2 is not a meta_args entry (1 to 1)}}
psy.kernel_meta @k_type operates_on "cell_column" procedure "k_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_read, "w3">] {dummy_writes = array<i32: 2>}
