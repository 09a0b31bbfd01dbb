// psy-lower-kernels on face and edge quadrature rules, evaluators, reference-element
// properties and mesh properties: what each kernel needs joins the invoke's arguments (named
// by psy.abi) and reaches the kernel in LFRic's order.
// RUN: psy-opt %s -split-input-file --psy-lower-kernels | FileCheck %s

// A face rule leaves the signature; the binding passes np_xyz, nfaces and weights_xyz, and
// the W2 basis on the rule (dim, ndf, np_xyz, nfaces). The kernel gets the basis after the
// W2 map, then np_xyz and nfaces by reference, then the weights.
psy.kernel_meta @face_type operates_on "cell_column" procedure "face_code" args [#psy.meta_arg<gh_field, gh_real, gh_readwrite, "w3">, #psy.meta_arg<gh_field, gh_real, gh_read, "w2">] {gh_shape = ["gh_quadrature_face"], meta_funcs = [{basis = true, diff_basis = false, function_space = "w2"}], module = "face_mod"}
// CHECK-LABEL: func.func @face(
// CHECK-SAME: %{{.+}}: !psy.field<f64, "w3">, %{{.+}}: !psy.field<f64, "w2">, %{{.+}}: i32, %{{.+}}: i32, %{{.+}}: i32, %{{.+}}: i32, %{{.+}}: memref<?xi32>, %{{.+}}: i32, %{{.+}}: i32, %{{.+}}: memref<?xi32>, %[[NP:.+]]: i32, %[[NF:.+]]: i32, %[[W:.+]]: memref<?xf64>, %[[B:.+]]: memref<?xf64>)
// CHECK-SAME: psy.abi = ["nlayers", "ncells", "ndf_w3", "undf_w3", "map_w3", "ndf_w2", "undf_w2", "map_w2", "np_xyz_arg1", "nfaces_arg1", "weights_xyz_arg1", "basis_w2_arg1"]
// CHECK-DAG: %[[BI:.+]] = memref.extract_aligned_pointer_as_index %[[B]]
// CHECK-DAG: %[[BL:.+]] = arith.index_cast %[[BI]] : index to i64
// CHECK-DAG: %[[PB:.+]] = llvm.inttoptr %[[BL]]
// CHECK-DAG: %[[WI:.+]] = memref.extract_aligned_pointer_as_index %[[W]]
// CHECK-DAG: %[[WL:.+]] = arith.index_cast %[[WI]] : index to i64
// CHECK-DAG: %[[PW:.+]] = llvm.inttoptr %[[WL]]
// CHECK-DAG: llvm.store %[[NP]], %[[SNP:[0-9]+]]
// CHECK-DAG: llvm.store %[[NF]], %[[SNF:[0-9]+]]
// CHECK: scf.for
// CHECK: func.call @_QMface_modPface_code(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %[[PB]], %[[SNP]], %[[SNF]], %[[PW]])
func.func @face(%a: !psy.field<f64, "w3">, %qf: !psy.qr<"gh_quadrature_face">, %u: !psy.field<f64, "w2">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%a : !psy.field<f64, "w3">) {
    psy.kernel @face_type(%a, %u, %qf) : !psy.field<f64, "w3">, !psy.field<f64, "w2">, !psy.qr<"gh_quadrature_face">
  }
  return
}

// -----

// An edge rule: np_xyz, nedges and weights_xyz; basis and differential basis on it.
psy.kernel_meta @edge_type operates_on "cell_column" procedure "edge_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">] {gh_shape = ["gh_quadrature_edge"], meta_funcs = [{basis = true, diff_basis = true, function_space = "w1"}], module = "edge_mod"}
// CHECK-LABEL: func.func @edge(
// CHECK-SAME: psy.abi = ["nlayers", "ncells", "ndf_w1", "undf_w1", "map_w1", "np_xyz_arg1", "nedges_arg1", "weights_xyz_arg1", "basis_w1_arg1", "diff_basis_w1_arg1"]
// CHECK: func.call @_QMedge_modPedge_code(
func.func @edge(%v: !psy.field<f64, "w1">, %qe: !psy.qr<"gh_quadrature_edge">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%v : !psy.field<f64, "w1">) {
    psy.kernel @edge_type(%v, %qe) : !psy.field<f64, "w1">, !psy.qr<"gh_quadrature_edge">
  }
  return
}

// -----

// An evaluator without targets is evaluated at the nodes of the written field's space (W0);
// one array per (space, target) and kind, shared by the two kernels, passed whole.
psy.kernel_meta @eval_type operates_on "cell_column" procedure "eval_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w0">, #psy.meta_arg<gh_field, gh_real, gh_read, "w1">] {gh_shape = ["gh_evaluator"], meta_funcs = [{basis = true, diff_basis = true, function_space = "w1"}], module = "eval_mod"}
// CHECK-LABEL: func.func @evaluator(
// CHECK-SAME: %{{.+}}: !psy.field<f64, "w0">, %{{.+}}: !psy.field<f64, "w1">, %{{.+}}: !psy.field<f64, "w0">, %{{.+}}: i32, %{{.+}}: i32, %{{.+}}: i32, %{{.+}}: i32, %{{.+}}: memref<?xi32>, %{{.+}}: i32, %{{.+}}: i32, %{{.+}}: memref<?xi32>, %[[E:.+]]: memref<?xf64>, %[[DE:.+]]: memref<?xf64>)
// CHECK-SAME: psy.abi = ["nlayers", "ncells", "ndf_w0", "undf_w0", "map_w0", "ndf_w1", "undf_w1", "map_w1", "basis_w1_on_w0", "diff_basis_w1_on_w0"]
// CHECK-DAG: %[[EI:.+]] = memref.extract_aligned_pointer_as_index %[[E]]
// CHECK-DAG: %[[EL:.+]] = arith.index_cast %[[EI]] : index to i64
// CHECK-DAG: %[[PE:.+]] = llvm.inttoptr %[[EL]]
// CHECK-DAG: %[[DEI:.+]] = memref.extract_aligned_pointer_as_index %[[DE]]
// CHECK-DAG: %[[DEL:.+]] = arith.index_cast %[[DEI]] : index to i64
// CHECK-DAG: %[[PDE:.+]] = llvm.inttoptr %[[DEL]]
// CHECK: func.call @_QMeval_modPeval_code({{.+}}, %[[PE]], %[[PDE]])
// CHECK: func.call @_QMeval_modPeval_code({{.+}}, %[[PE]], %[[PDE]])
// CHECK-NOT: memref.extract_aligned_pointer_as_index
func.func @evaluator(%y: !psy.field<f64, "w0">, %x: !psy.field<f64, "w1">, %z: !psy.field<f64, "w0">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%y : !psy.field<f64, "w0">) {
    psy.kernel @eval_type(%y, %x) : !psy.field<f64, "w0">, !psy.field<f64, "w1">
  }
  psy.loop cells to ncells field(%z : !psy.field<f64, "w0">) {
    psy.kernel @eval_type(%z, %x) : !psy.field<f64, "w0">, !psy.field<f64, "w1">
  }
  return
}

// -----

// Evaluator targets: the W3 basis at the nodes of each target space, in targets' order;
// the target's ndf comes from a field of the kernel on it.
psy.kernel_meta @targets_type operates_on "cell_column" procedure "targets_code" args [#psy.meta_arg<gh_field, gh_real, gh_readwrite, "w3">, #psy.meta_arg<gh_field, gh_real, gh_inc, "w2">, #psy.meta_arg<gh_field, gh_real, gh_read, "w0">] {gh_evaluator_targets = ["w2", "w0"], gh_shape = ["gh_evaluator"], meta_funcs = [{basis = true, diff_basis = false, function_space = "w3"}], module = "targets_mod"}
// CHECK-LABEL: func.func @targets(
// CHECK-SAME: psy.abi = ["nlayers", "ncells", "ndf_w3", "undf_w3", "map_w3", "ndf_w2", "undf_w2", "map_w2", "ndf_w0", "undf_w0", "map_w0", "basis_w3_on_w2", "basis_w3_on_w0"]
func.func @targets(%a: !psy.field<f64, "w3">, %b: !psy.field<f64, "w2">, %c: !psy.field<f64, "w0">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%b : !psy.field<f64, "w2">) {
    psy.kernel @targets_type(%a, %b, %c) : !psy.field<f64, "w3">, !psy.field<f64, "w2">, !psy.field<f64, "w0">
  }
  return
}

// -----

// Reference-element counts (by reference) and normals (whole arrays), then the cell's column
// of adjacent_face: adjacent_face + cell * nfaces_re_h.
psy.kernel_meta @ref_type operates_on "cell_column" procedure "ref_code" args [#psy.meta_arg<gh_field, gh_real, gh_readwrite, "w3">] {meta_mesh = ["adjacent_face"], meta_reference_element = ["normals_to_horizontal_faces", "outward_normals_to_faces"], module = "ref_mod"}
// CHECK-LABEL: func.func @reference(
// CHECK-SAME: %{{.+}}: !psy.field<f64, "w3">, %{{.+}}: i32, %{{.+}}: i32, %{{.+}}: i32, %{{.+}}: i32, %{{.+}}: memref<?xi32>, %[[NH:.+]]: i32, %[[N:.+]]: i32, %[[NRM:.+]]: memref<?xf64>, %[[ONRM:.+]]: memref<?xf64>, %[[ADJ:.+]]: memref<?xi32>)
// CHECK-SAME: psy.abi = ["nlayers", "ncells", "ndf_w3", "undf_w3", "map_w3", "nfaces_re_h", "nfaces_re", "normals_to_horizontal_faces", "outward_normals_to_faces", "adjacent_face"]
// CHECK-DAG: llvm.store %[[NH]], %[[SNH:[0-9]+]]
// CHECK-DAG: llvm.store %[[N]], %[[SN:[0-9]+]]
// CHECK-DAG: %[[AI:.+]] = memref.extract_aligned_pointer_as_index %[[ADJ]]
// CHECK-DAG: %[[AL:.+]] = arith.index_cast %[[AI]] : index to i64
// CHECK-DAG: %[[PA:.+]] = llvm.inttoptr %[[AL]]
// CHECK: scf.for %[[CELL:.+]] = 
// CHECK: %[[NHI:.+]] = arith.index_cast %[[NH]] : i32 to index
// CHECK-NEXT: %[[OFF:.+]] = arith.muli %[[CELL]], %[[NHI]]
// CHECK-NEXT: %[[OFF64:.+]] = arith.index_cast %[[OFF]] : index to i64
// CHECK-NEXT: %[[COL:.+]] = llvm.getelementptr %[[PA]][%[[OFF64]]] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK: func.call @_QMref_modPref_code(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %[[SNH]], %[[SN]], %{{.+}}, %{{.+}}, %[[COL]])
func.func @reference(%a: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%a : !psy.field<f64, "w3">) {
    psy.kernel @ref_type(%a) : !psy.field<f64, "w3">
  }
  return
}
