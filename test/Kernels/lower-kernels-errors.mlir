// What psy-lower-kernels does not lower yet is a located error, and nothing changes.
// RUN: psy-opt %s -split-input-file -verify-diagnostics --psy-lower-kernels

psy.kernel_meta @stencil_type operates_on "cell_column" procedure "stencil_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">, #psy.meta_arg<gh_field, gh_real, gh_read, "w2", stencil = cross>] {module = "stencil_mod"}
func.func @stencil(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w2">, %e: i32) attributes {psy.invoke} {
  psy.loop cells to ncells field(%f : !psy.field<f64, "w1">) {
    // expected-error@+1 {{psy-lower-kernels: kernel 'stencil_type' takes a stencil dofmap (argument 'field_2_stencil_map'), which is not lowered yet}}
    psy.kernel @stencil_type(%f, %g, %e) : !psy.field<f64, "w1">, !psy.field<f64, "w2">, i32
  }
  return
}

// -----

// Basis functions on XYoZ quadrature are lowered; on face (and edge) quadrature not yet.
psy.kernel_meta @qr_face_type operates_on "cell_column" procedure "qr_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">] {gh_shape = ["gh_quadrature_face"], meta_funcs = [{basis = true, diff_basis = false, function_space = "w1"}], module = "qr_mod"}
func.func @quadrature(%f: !psy.field<f64, "w1">, %qr: !psy.qr<"gh_quadrature_face">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%f : !psy.field<f64, "w1">) {
    // expected-error@+1 {{psy-lower-kernels: kernel 'qr_face_type' has gh_shape 'gh_quadrature_face', which is not lowered yet (only gh_quadrature_xyoz)}}
    psy.kernel @qr_face_type(%f, %qr) : !psy.field<f64, "w1">, !psy.qr<"gh_quadrature_face">
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
func.func @intergrid(%fine: !psy.field<f64, "any_space_1">, %coarse: !psy.field<f64, "any_discontinuous_space_1">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%fine : !psy.field<f64, "any_space_1">) {
    // expected-error@+1 {{psy-lower-kernels: inter-grid kernel 'prolong_type' is not lowered yet}}
    psy.kernel @prolong_type(%fine, %coarse) : !psy.field<f64, "any_space_1">, !psy.field<f64, "any_discontinuous_space_1">
  }
  return
}

// -----

psy.kernel_meta @k_type operates_on "cell_column" procedure "k_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">] {module = "k_mod"}
func.func @halo_bound(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{psy-lower-kernels: a 'cells' loop to 'cell_halo' needs distributed memory, which is not lowered yet (run with -nodm)}}
  psy.loop cells to cell_halo(1) field(%f : !psy.field<f64, "w1">) {
    psy.kernel @k_type(%f) : !psy.field<f64, "w1">
  }
  return
}

// -----

psy.kernel_meta @k_type operates_on "cell_column" procedure "k_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">] {module = "k_mod"}
func.func @halo_exchange(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{psy-lower-kernels: 'psy.halo_exchange' (distributed memory) is not lowered yet (run with -nodm)}}
  psy.halo_exchange %f depth(1) : !psy.field<f64, "w1">
  psy.loop cells to ncells field(%f : !psy.field<f64, "w1">) {
    psy.kernel @k_type(%f) : !psy.field<f64, "w1">
  }
  return
}

// -----

psy.kernel_meta @k_type operates_on "cell_column" procedure "k_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">] {module = "k_mod"}
func.func @colours(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  // expected-error@+1 {{psy-lower-kernels: 'colours' loops (colouring) are not lowered yet}}
  psy.loop colours to ncolours {
    psy.loop colour_cells to last_edge_cell {
      psy.kernel @k_type(%f) : !psy.field<f64, "w1">
    }
  }
  return
}

// -----

psy.kernel_meta @vec_type operates_on "cell_column" procedure "vec_code" args [#psy.meta_arg<gh_field*3, gh_real, gh_inc, "w0">] {module = "vec_mod"}
// expected-error@+1 {{psy-lower-kernels: a field vector that both builtins and coded kernels use is not lowered yet}}
func.func @vector_shared(%chi: !psy.field_vector<f64, "w0", 3>, %c: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%chi, %c) : (!psy.field_vector<f64, "w0", 3>, f64) -> ()
  }
  psy.loop cells to ncells field(%chi : !psy.field_vector<f64, "w0", 3>) {
    psy.kernel @vec_type(%chi) : !psy.field_vector<f64, "w0", 3>
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
