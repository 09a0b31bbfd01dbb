// Round trip of every psy op, type and attribute, through psy-opt and through stock mlir-opt
// with the dialect plugin (so the dialect stays loadable by upstream tools); then through
// --canonicalize --cse in mlir-opt: every psy op has effects, so every op here survives.
// RUN: psy-opt %s -split-input-file | psy-opt -split-input-file | FileCheck %s
// RUN: mlir-opt --load-dialect-plugin=%psy_plugin_lib %s -split-input-file | mlir-opt --load-dialect-plugin=%psy_plugin_lib -split-input-file | FileCheck %s
// RUN: mlir-opt --load-dialect-plugin=%psy_plugin_lib %s -split-input-file --canonicalize --cse | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @types
// CHECK-SAME: !psy.field<f64, "w0">
// CHECK-SAME: !psy.field<f32, "w3">
// CHECK-SAME: !psy.field<i32, "any_space_1">
// CHECK-SAME: !psy.field_vector<f64, "w1", 3>
// CHECK-SAME: !psy.operator<f64, "w0", "w1">
// CHECK-SAME: !psy.columnwise_operator<f64, "w0", "w1">
// CHECK-SAME: !psy.qr<"gh_quadrature_xyoz">
// CHECK-SAME: !psy.mesh_property<"adjacent_face">
// CHECK-SAME: !psy.halo_request
// CANON-LABEL: func.func @types
// CANON-SAME: !psy.field_vector<f64, "w1", 3>
// CANON-SAME: !psy.columnwise_operator<f64, "w0", "w1">
// CANON-SAME: !psy.mesh_property<"adjacent_face">
func.func @types(%a: !psy.field<f64, "w0">, %b: !psy.field<f32, "w3">,
                 %c: !psy.field<i32, "any_space_1">, %d: !psy.field_vector<f64, "w1", 3>,
                 %e: !psy.operator<f64, "w0", "w1">,
                 %f: !psy.columnwise_operator<f64, "w0", "w1">,
                 %q: !psy.qr<"gh_quadrature_xyoz">, %m: !psy.mesh_property<"adjacent_face">,
                 %r: !psy.halo_request) {
  return
}

// -----

// Every form of #psy.meta_arg: field, scalar, field vector with a stencil, operator (to and
// from spaces), column-wise operator, inter-grid mesh, scalar array rank; further metadata in
// the attribute dictionary.
// CHECK: psy.kernel_meta @all_args_type operates_on "cell_column" procedure "all_args_code" args [
// CHECK-SAME: #psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
// CHECK-SAME: #psy.meta_arg<gh_scalar, gh_real, gh_read>,
// CHECK-SAME: #psy.meta_arg<gh_field*3, gh_real, gh_read, "w0", stencil = cross>,
// CHECK-SAME: #psy.meta_arg<gh_operator, gh_real, gh_read, "w0", "w1">,
// CHECK-SAME: #psy.meta_arg<gh_columnwise_operator, gh_real, gh_read, "w3", "w3">,
// CHECK-SAME: #psy.meta_arg<gh_field, gh_real, gh_read, "w3", mesh = gh_coarse>,
// CHECK-SAME: #psy.meta_arg<gh_scalar_array, gh_integer, gh_read, rank = 2>]
// CHECK-SAME: {gh_shape = ["gh_quadrature_xyoz"], meta_reference_element = ["normals_to_horizontal_faces"]}
// CANON: psy.kernel_meta @all_args_type operates_on "cell_column" procedure "all_args_code"
psy.kernel_meta @all_args_type operates_on "cell_column" procedure "all_args_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_scalar, gh_real, gh_read>,
          #psy.meta_arg<gh_field*3, gh_real, gh_read, "w0", stencil = cross>,
          #psy.meta_arg<gh_operator, gh_real, gh_read, "w0", "w1">,
          #psy.meta_arg<gh_columnwise_operator, gh_real, gh_read, "w3", "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3", mesh = gh_coarse>,
          #psy.meta_arg<gh_scalar_array, gh_integer, gh_read, rank = 2>]
    {gh_shape = ["gh_quadrature_xyoz"], meta_reference_element = ["normals_to_horizontal_faces"]}

// -----

psy.kernel_meta @testkern_type operates_on "cell_column" procedure "testkern_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">, #psy.meta_arg<gh_scalar, gh_real, gh_read>]

// Cell loops to ncells, to a constant and to an SSA halo depth, and with the field that
// defines the bound.
// CHECK-LABEL: func.func @kernel
// CHECK-SAME: (%[[F:.*]]: !psy.field<f64, "w1">, %[[A:.*]]: f64, %[[D:.*]]: index)
// CHECK-NEXT: psy.loop cells to ncells {
// CHECK-NEXT:   psy.kernel @testkern_type(%[[F]], %[[A]]) : !psy.field<f64, "w1">, f64
// CHECK-NEXT: }
// CHECK-NEXT: psy.loop cells to cell_halo(1) {
// CHECK-NEXT:   psy.kernel @testkern_type(%[[F]], %[[A]]) : !psy.field<f64, "w1">, f64
// CHECK-NEXT: }
// CHECK-NEXT: psy.loop cells to cell_halo(%[[D]]) {
// CHECK-NEXT:   psy.kernel @testkern_type(%[[F]], %[[A]]) : !psy.field<f64, "w1">, f64
// CHECK-NEXT: }
// CHECK-NEXT: psy.loop cells to ncells field(%[[F]] : !psy.field<f64, "w1">) {
// CHECK-NEXT:   psy.kernel @testkern_type(%[[F]], %[[A]]) : !psy.field<f64, "w1">, f64
// CHECK-NEXT: }
// CHECK-NEXT: return
// CANON-LABEL: func.func @kernel
// CANON-NEXT: psy.loop cells to ncells {
// CANON-NEXT:   psy.kernel @testkern_type
// CANON-NEXT: }
// CANON-NEXT: psy.loop cells to cell_halo(1) {
// CANON-NEXT:   psy.kernel @testkern_type
// CANON-NEXT: }
// CANON-NEXT: psy.loop cells to cell_halo(%{{.*}}) {
// CANON-NEXT:   psy.kernel @testkern_type
// CANON-NEXT: }
// CANON-NEXT: psy.loop cells to ncells field(%{{.*}} : !psy.field<f64, "w1">) {
// CANON-NEXT:   psy.kernel @testkern_type
// CANON-NEXT: }
// CANON-NEXT: return
func.func @kernel(%f: !psy.field<f64, "w1">, %a: f64, %d: index) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @testkern_type(%f, %a) : !psy.field<f64, "w1">, f64
  }
  psy.loop cells to cell_halo(1) {
    psy.kernel @testkern_type(%f, %a) : !psy.field<f64, "w1">, f64
  }
  psy.loop cells to cell_halo(%d) {
    psy.kernel @testkern_type(%f, %a) : !psy.field<f64, "w1">, f64
  }
  psy.loop cells to ncells field(%f : !psy.field<f64, "w1">) {
    psy.kernel @testkern_type(%f, %a) : !psy.field<f64, "w1">, f64
  }
  return
}

// -----

psy.kernel_meta @testkern_type operates_on "cell_column" procedure "testkern_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">, #psy.meta_arg<gh_scalar, gh_real, gh_read>]

// Coloured loops: a colour_cells loop directly in a colours loop, to the last edge cell and to
// a constant and an SSA halo depth.
// CHECK-LABEL: func.func @colours
// CHECK-SAME: (%[[F:.*]]: !psy.field<f64, "w1">, %[[A:.*]]: f64, %[[D:.*]]: index)
// CHECK-NEXT: psy.loop colours to ncolours {
// CHECK-NEXT:   psy.loop colour_cells to last_edge_cell {
// CHECK-NEXT:     psy.kernel @testkern_type(%[[F]], %[[A]]) : !psy.field<f64, "w1">, f64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: psy.loop colours to ncolours {
// CHECK-NEXT:   psy.loop colour_cells to last_halo_cell(2) {
// CHECK-NEXT:     psy.kernel @testkern_type(%[[F]], %[[A]]) : !psy.field<f64, "w1">, f64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: psy.loop colours to ncolours {
// CHECK-NEXT:   psy.loop colour_cells to last_halo_cell(%[[D]]) {
// CHECK-NEXT:     psy.kernel @testkern_type(%[[F]], %[[A]]) : !psy.field<f64, "w1">, f64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CANON-LABEL: func.func @colours
// CANON-NEXT: psy.loop colours to ncolours {
// CANON-NEXT:   psy.loop colour_cells to last_edge_cell {
// CANON-NEXT:     psy.kernel @testkern_type
// CANON:      psy.loop colours to ncolours {
// CANON-NEXT:   psy.loop colour_cells to last_halo_cell(2) {
// CANON-NEXT:     psy.kernel @testkern_type
// CANON:      psy.loop colours to ncolours {
// CANON-NEXT:   psy.loop colour_cells to last_halo_cell(%{{.*}}) {
// CANON-NEXT:     psy.kernel @testkern_type
func.func @colours(%f: !psy.field<f64, "w1">, %a: f64, %d: index) attributes {psy.invoke} {
  psy.loop colours to ncolours {
    psy.loop colour_cells to last_edge_cell {
      psy.kernel @testkern_type(%f, %a) : !psy.field<f64, "w1">, f64
    }
  }
  psy.loop colours to ncolours {
    psy.loop colour_cells to last_halo_cell(2) {
      psy.kernel @testkern_type(%f, %a) : !psy.field<f64, "w1">, f64
    }
  }
  psy.loop colours to ncolours {
    psy.loop colour_cells to last_halo_cell(%d) {
      psy.kernel @testkern_type(%f, %a) : !psy.field<f64, "w1">, f64
    }
  }
  return
}

// -----

psy.kernel_meta @domain_type operates_on "domain" procedure "domain_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]

// CHECK-LABEL: func.func @domain
// CHECK-NEXT: psy.loop domain to domain {
// CHECK-NEXT:   psy.kernel @domain_type(%arg0) : !psy.field<f64, "w3">
// CHECK-NEXT: }
// CANON-LABEL: func.func @domain
// CANON-NEXT: psy.loop domain to domain {
// CANON-NEXT:   psy.kernel @domain_type(%arg0) : !psy.field<f64, "w3">
// CANON-NEXT: }
func.func @domain(%f: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop domain to domain {
    psy.kernel @domain_type(%f) : !psy.field<f64, "w3">
  }
  return
}

// -----

// Builtins in dof loops to ndofs, nannexed and a constant and an SSA halo depth; a reduction
// is yielded by its loop and reduced over ranks.
// CHECK-LABEL: func.func @builtins
// CHECK-SAME: (%[[X:.*]]: !psy.field<f64, "any_space_1">, %[[Y:.*]]: !psy.field<f64, "any_space_1">, %[[A:.*]]: f64, %[[D:.*]]: index)
// CHECK-NEXT: psy.loop dofs to ndofs {
// CHECK-NEXT:   psy.builtin "setval_c"(%[[X]], %[[A]]) : (!psy.field<f64, "any_space_1">, f64) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: psy.loop dofs to nannexed {
// CHECK-NEXT:   psy.builtin "setval_X"(%[[Y]], %[[X]]) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: psy.loop dofs to dof_halo(2) {
// CHECK-NEXT:   psy.builtin "inc_aX_plus_Y"(%[[A]], %[[X]], %[[Y]]) : (f64, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: psy.loop dofs to dof_halo(%[[D]]) {
// CHECK-NEXT:   psy.builtin "setval_c"(%[[Y]], %[[A]]) : (!psy.field<f64, "any_space_1">, f64) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %[[S:.*]] = psy.loop dofs to ndofs -> f64 {
// CHECK-NEXT:   %[[P:.*]] = psy.builtin "X_innerproduct_Y"(%[[X]], %[[Y]]) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> f64
// CHECK-NEXT:   psy.yield %[[P]] : f64
// CHECK-NEXT: }
// CHECK-NEXT: %[[G:.*]] = psy.global_reduction sum %[[S]] : f64
// CHECK-NEXT: return %[[G]] : f64
// CANON-LABEL: func.func @builtins
// CANON-NEXT: psy.loop dofs to ndofs {
// CANON-NEXT:   psy.builtin "setval_c"
// CANON-NEXT: }
// CANON-NEXT: psy.loop dofs to nannexed {
// CANON-NEXT:   psy.builtin "setval_X"
// CANON-NEXT: }
// CANON-NEXT: psy.loop dofs to dof_halo(2) {
// CANON-NEXT:   psy.builtin "inc_aX_plus_Y"
// CANON-NEXT: }
// CANON-NEXT: psy.loop dofs to dof_halo(%{{.*}}) {
// CANON-NEXT:   psy.builtin "setval_c"
// CANON-NEXT: }
// CANON-NEXT: %[[S:.*]] = psy.loop dofs to ndofs -> f64 {
// CANON-NEXT:   %[[P:.*]] = psy.builtin "X_innerproduct_Y"
// CANON-NEXT:   psy.yield %[[P]] : f64
// CANON-NEXT: }
// CANON-NEXT: %[[G:.*]] = psy.global_reduction sum %[[S]] : f64
// CANON-NEXT: return %[[G]] : f64
func.func @builtins(%x: !psy.field<f64, "any_space_1">, %y: !psy.field<f64, "any_space_1">,
                    %a: f64, %d: index) -> f64 attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %a) : (!psy.field<f64, "any_space_1">, f64) -> ()
  }
  psy.loop dofs to nannexed {
    psy.builtin "setval_X"(%y, %x) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  psy.loop dofs to dof_halo(2) {
    psy.builtin "inc_aX_plus_Y"(%a, %x, %y) : (f64, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  psy.loop dofs to dof_halo(%d) {
    psy.builtin "setval_c"(%y, %a) : (!psy.field<f64, "any_space_1">, f64) -> ()
  }
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "X_innerproduct_Y"(%x, %y) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> f64
    psy.yield %p : f64
  }
  %g = psy.global_reduction sum %s : f64
  return %g : f64
}

// -----

// Blocking and asynchronous halo exchanges: check_dirty or not, a vector component, a
// constant or an SSA depth.
// CHECK-LABEL: func.func @halo_exchanges
// CHECK-SAME: (%[[F:.*]]: !psy.field<f64, "w1">, %[[V:.*]]: !psy.field_vector<f64, "w0", 3>, %[[D:.*]]: index)
// CHECK-NEXT: psy.halo_exchange %[[F]] depth(1) check_dirty : !psy.field<f64, "w1">
// CHECK-NEXT: psy.halo_exchange %[[F]] depth(%[[D]]) : !psy.field<f64, "w1">
// CHECK-NEXT: psy.halo_exchange %[[V]][2] depth(2) : !psy.field_vector<f64, "w0", 3>
// CHECK-NEXT: psy.halo_exchange %[[V]][3] depth(%[[D]]) check_dirty : !psy.field_vector<f64, "w0", 3>
// CHECK-NEXT: %[[R:.*]] = psy.halo_exchange_start %[[F]] depth(1) : !psy.field<f64, "w1">
// CHECK-NEXT: psy.halo_exchange_end %[[F]], %[[R]] : !psy.field<f64, "w1">
// CHECK-NEXT: %[[R2:.*]] = psy.halo_exchange_start %[[V]][1] depth(%[[D]]) check_dirty : !psy.field_vector<f64, "w0", 3>
// CHECK-NEXT: psy.halo_exchange_end %[[V]], %[[R2]] : !psy.field_vector<f64, "w0", 3>
// CHECK-NEXT: return
// CANON-LABEL: func.func @halo_exchanges
// CANON-NEXT: psy.halo_exchange %{{.*}} depth(1) check_dirty
// CANON-NEXT: psy.halo_exchange %{{.*}} depth(%{{.*}}) :
// CANON-NEXT: psy.halo_exchange %{{.*}}[2] depth(2)
// CANON-NEXT: psy.halo_exchange %{{.*}}[3] depth(%{{.*}}) check_dirty
// CANON-NEXT: %[[R:.*]] = psy.halo_exchange_start %{{.*}} depth(1)
// CANON-NEXT: psy.halo_exchange_end %{{.*}}, %[[R]]
// CANON-NEXT: %[[R2:.*]] = psy.halo_exchange_start %{{.*}}[1] depth(%{{.*}}) check_dirty
// CANON-NEXT: psy.halo_exchange_end %{{.*}}, %[[R2]]
// CANON-NEXT: return
func.func @halo_exchanges(%f: !psy.field<f64, "w1">, %v: !psy.field_vector<f64, "w0", 3>,
                          %d: index) attributes {psy.invoke} {
  psy.halo_exchange %f depth(1) check_dirty : !psy.field<f64, "w1">
  psy.halo_exchange %f depth(%d) : !psy.field<f64, "w1">
  psy.halo_exchange %v[2] depth(2) : !psy.field_vector<f64, "w0", 3>
  psy.halo_exchange %v[3] depth(%d) check_dirty : !psy.field_vector<f64, "w0", 3>
  %r = psy.halo_exchange_start %f depth(1) : !psy.field<f64, "w1">
  psy.halo_exchange_end %f, %r : !psy.field<f64, "w1">
  %r2 = psy.halo_exchange_start %v[1] depth(%d) check_dirty : !psy.field_vector<f64, "w0", 3>
  psy.halo_exchange_end %v, %r2 : !psy.field_vector<f64, "w0", 3>
  return
}

// -----

// Dirty and clean markers.
// CHECK-LABEL: func.func @dirty_clean
// CHECK-SAME: (%[[F:.*]]: !psy.field<f64, "w1">, %[[V:.*]]: !psy.field_vector<f64, "w0", 3>, %[[D:.*]]: index)
// CHECK-NEXT: psy.set_dirty %[[F]] : !psy.field<f64, "w1">
// CHECK-NEXT: psy.set_dirty %[[V]] : !psy.field_vector<f64, "w0", 3>
// CHECK-NEXT: psy.set_clean %[[F]] depth(1) : !psy.field<f64, "w1">
// CHECK-NEXT: psy.set_clean %[[V]] depth(%[[D]]) : !psy.field_vector<f64, "w0", 3>
// CHECK-NEXT: return
// CANON-LABEL: func.func @dirty_clean
// CANON-NEXT: psy.set_dirty
// CANON-NEXT: psy.set_dirty
// CANON-NEXT: psy.set_clean %{{.*}} depth(1)
// CANON-NEXT: psy.set_clean %{{.*}} depth(%{{.*}})
// CANON-NEXT: return
func.func @dirty_clean(%f: !psy.field<f64, "w1">, %v: !psy.field_vector<f64, "w0", 3>,
                       %d: index) attributes {psy.invoke} {
  psy.set_dirty %f : !psy.field<f64, "w1">
  psy.set_dirty %v : !psy.field_vector<f64, "w0", 3>
  psy.set_clean %f depth(1) : !psy.field<f64, "w1">
  psy.set_clean %v depth(%d) : !psy.field_vector<f64, "w0", 3>
  return
}

// -----

// CHECK-LABEL: func.func @global_reductions
// CHECK-NEXT: %[[MIN:.*]] = psy.global_reduction min %arg0 : f64
// CHECK-NEXT: %[[MAX:.*]] = psy.global_reduction max %arg1 : i32
// CHECK-NEXT: %[[SUM:.*]] = psy.global_reduction sum %arg2 : f32
// CHECK-NEXT: return %[[MIN]], %[[MAX]], %[[SUM]] : f64, i32, f32
// CANON-LABEL: func.func @global_reductions
// CANON-NEXT: psy.global_reduction min
// CANON-NEXT: psy.global_reduction max
// CANON-NEXT: psy.global_reduction sum
// CANON-NEXT: return
func.func @global_reductions(%a: f64, %b: i32, %c: f32) -> (f64, i32, f32) attributes {psy.invoke} {
  %0 = psy.global_reduction min %a : f64
  %1 = psy.global_reduction max %b : i32
  %2 = psy.global_reduction sum %c : f32
  return %0, %1, %2 : f64, i32, f32
}
