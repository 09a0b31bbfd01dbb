// What psy-lower-kernels does not lower yet is a located error, and nothing changes.
// RUN: psy-opt %s -split-input-file -verify-diagnostics --psy-lower-kernels

psy.kernel_meta @stencil_type operates_on "cell_column" procedure "stencil_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">, #psy.meta_arg<gh_field, gh_real, gh_read, "w2", stencil = cross>] {module = "stencil_mod"}
// A stencil extent computed in the invoke: the binding can only pass an argument or a literal.
func.func @stencil(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w2">, %e: i32) attributes {psy.invoke} {
  %e2 = arith.addi %e, %e : i32
  psy.loop cells to ncells field(%f : !psy.field<f64, "w1">) {
    // expected-error@+1 {{psy-lower-kernels: the stencil field, extent and direction of argument 2 of kernel 'stencil_type' must be arguments of the invoke or literals}}
    psy.kernel @stencil_type(%f, %g, %e2) : !psy.field<f64, "w1">, !psy.field<f64, "w2">, i32
  }
  return
}

// -----

// A domain kernel with a stencil: LFRic passes stencils per cell only.
psy.kernel_meta @domain_stencil_type operates_on "domain" procedure "ds_code" args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">, #psy.meta_arg<gh_field, gh_real, gh_read, "w3", stencil = cross>] {module = "ds_mod"}
func.func @domain_stencil(%f: !psy.field<f64, "w3">, %g: !psy.field<f64, "w3">, %e: i32) attributes {psy.invoke} {
  psy.loop domain to domain field(%f : !psy.field<f64, "w3">) {
    // expected-error@+1 {{psy-lower-kernels: kernel 'domain_stencil_type' has a stencil outside a cell loop, which is not lowered yet}}
    psy.kernel @domain_stencil_type(%f, %g, %e) : !psy.field<f64, "w3">, !psy.field<f64, "w3">, i32
  }
  return
}

// -----

// One rule or evaluator per kernel is lowered; a kernel with two gh_shape values not yet.
psy.kernel_meta @two_shapes_type operates_on "cell_column" procedure "qr_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">] {gh_evaluator_targets = ["w1"], gh_shape = ["gh_quadrature_face", "gh_evaluator"], meta_funcs = [{basis = true, diff_basis = false, function_space = "w1"}], module = "qr_mod"}
func.func @two_shapes(%f: !psy.field<f64, "w1">, %qr: !psy.qr<"gh_quadrature_face">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%f : !psy.field<f64, "w1">) {
    // expected-error@+1 {{psy-lower-kernels: kernel 'two_shapes_type' has 2 gh_shape values ('gh_quadrature_face', 'gh_evaluator', ...), which is not lowered yet (one only)}}
    psy.kernel @two_shapes_type(%f, %qr) : !psy.field<f64, "w1">, !psy.qr<"gh_quadrature_face">
  }
  return
}

// -----

// An evaluator needs a field on its target space (for the nodes and ndf); an operator's
// space is not lowered yet.
psy.kernel_meta @eval_op_type operates_on "cell_column" procedure "eval_op_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w0">, #psy.meta_arg<gh_operator, gh_real, gh_read, "w1", "w1">] {gh_evaluator_targets = ["w1"], gh_shape = ["gh_evaluator"], meta_funcs = [{basis = true, diff_basis = false, function_space = "w0"}], module = "eval_op_mod"}
func.func @eval_op(%f: !psy.field<f64, "w0">, %op: !psy.operator<f64, "w1", "w1">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%f : !psy.field<f64, "w0">) {
    // expected-error@+1 {{psy-lower-kernels: kernel 'eval_op_type' has no field on evaluator target space 'w1' (a target only operators use is not lowered yet)}}
    psy.kernel @eval_op_type(%f, %op) : !psy.field<f64, "w0">, !psy.operator<f64, "w1", "w1">
  }
  return
}

// -----

// adjacent_face is per cell: a domain kernel, which sees all cells at once, is refused.
psy.kernel_meta @domain_adj_type operates_on "domain" procedure "domain_adj_code" args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">] {meta_mesh = ["adjacent_face"], module = "domain_adj_mod"}
func.func @domain_adj(%f: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop domain to domain field(%f : !psy.field<f64, "w3">) {
    // expected-error@+1 {{psy-lower-kernels: domain kernel 'domain_adj_type' takes adjacent_face, which is not lowered yet}}
    psy.kernel @domain_adj_type(%f) : !psy.field<f64, "w3">
  }
  return
}

// -----

// A logical scalar array: LFRic's logical is 4 bytes, an i1 memref's elements 1.
psy.kernel_meta @array_type operates_on "cell_column" procedure "array_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">, #psy.meta_arg<gh_scalar_array, gh_logical, gh_read, rank = 1>] {module = "array_mod"}
func.func @scalar_array(%f: !psy.field<f64, "w1">, %t: memref<?xi1>) attributes {psy.invoke} {
  psy.loop cells to ncells field(%f : !psy.field<f64, "w1">) {
    // expected-error@+1 {{psy-lower-kernels: kernel 'array_type' takes a logical scalar array, which is not lowered yet}}
    psy.kernel @array_type(%f, %t) : !psy.field<f64, "w1">, memref<?xi1>
  }
  return
}

// -----

psy.kernel_meta @prolong_type operates_on "cell_column" procedure "prolong_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "any_space_1", mesh = gh_fine>, #psy.meta_arg<gh_field, gh_real, gh_read, "any_discontinuous_space_1", mesh = gh_coarse>] {module = "prolong_mod"}
func.func @intergrid_coloured(%fine: !psy.field<f64, "any_space_1">, %coarse: !psy.field<f64, "any_discontinuous_space_1">) attributes {psy.invoke} {
  psy.loop colours to ncolours {
    psy.loop colour_cells to last_edge_cell field(%coarse : !psy.field<f64, "any_discontinuous_space_1">) {
      // expected-error@+1 {{psy-lower-kernels: inter-grid kernel 'prolong_type' in a 'colour_cells' loop is not lowered yet (only in a cells loop)}}
      psy.kernel @prolong_type(%fine, %coarse) : !psy.field<f64, "any_space_1">, !psy.field<f64, "any_discontinuous_space_1">
    }
  }
  return
}

// -----

// One space on both meshes: the argument list would give the fine field the coarse dofmap.
psy.kernel_meta @same_type operates_on "cell_column" procedure "same_code" args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3", mesh = gh_coarse>, #psy.meta_arg<gh_field, gh_real, gh_read, "w3", mesh = gh_fine>] {module = "same_mod"}
func.func @intergrid_one_space(%coarse: !psy.field<f64, "w3">, %fine: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%coarse : !psy.field<f64, "w3">) {
    // expected-error@+1 {{psy-lower-kernels: inter-grid kernel 'same_type' has fields on both meshes on space 'w3' (each mesh needs its own space)}}
    psy.kernel @same_type(%coarse, %fine) : !psy.field<f64, "w3">, !psy.field<f64, "w3">
  }
  return
}

// -----

psy.kernel_meta @dof_type operates_on "dof" procedure "dof_code" args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">] {module = "dof_mod"}
func.func @mixed_loop(%u: !psy.field<f64, "w3">, %c: f64) attributes {psy.invoke} {
  // expected-error@+1 {{psy-lower-kernels: a loop holding both builtins and coded kernels is not lowered yet}}
  psy.loop dofs to ndofs field(%u : !psy.field<f64, "w3">) {
    psy.kernel @dof_type(%u) : !psy.field<f64, "w3">
    psy.builtin "setval_c"(%u, %c) : (!psy.field<f64, "w3">, f64) -> ()
  }
  return
}
