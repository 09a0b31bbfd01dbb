// psy-lower-kernels with LMA operators whose spaces no field of the kernel is on, and with
// operators of other precisions than r_def. A space only an operator is on gets its ndf,
// undf and map extras from that operator (the binding reads its proxy's fs_to / fs_from);
// the kernel is passed only the ndf.
// RUN: psy-opt %s -split-input-file --psy-lower-kernels | FileCheck %s

// The operator's from-space (w3) has no field: ndf_w3 joins the extras after w0's and the
// kernel gets it after the w0 map, as LFRic's argument list orders spaces.
psy.kernel_meta @apply30_type operates_on "cell_column" procedure "apply30_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w0">, #psy.meta_arg<gh_operator, gh_real, gh_read, "w0", "w3">] {module = "apply30_mod"}
func.func @from_space(%x: !psy.field<f64, "w0">, %op: !psy.operator<f64, "w0", "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%x : !psy.field<f64, "w0">) {
    psy.kernel @apply30_type(%x, %op) : !psy.field<f64, "w0">, !psy.operator<f64, "w0", "w3">
  }
  return
}
// CHECK-LABEL: func.func @from_space(
// CHECK-SAME: %[[X:[a-z0-9]+]]: !psy.field<f64, "w0">, %[[NL:[a-z0-9]+]]: i32, %[[NC:[a-z0-9]+]]: i32,
// CHECK-SAME: %[[NDF0:[a-z0-9]+]]: i32, %[[UNDF0:[a-z0-9]+]]: i32, %[[MAP0:[a-z0-9]+]]: memref<?xi32>,
// CHECK-SAME: %[[NDF3:[a-z0-9]+]]: i32, %{{[a-z0-9]+}}: i32, %{{[a-z0-9]+}}: memref<?xi32>,
// CHECK-SAME: %[[N3:[a-z0-9]+]]: i32, %[[ST:[a-z0-9]+]]: memref<?xf64>)
// CHECK-SAME: psy.abi = ["nlayers", "ncells", "ndf_w0", "undf_w0", "map_w0", "ndf_w3", "undf_w3", "map_w3", "ncell_3d_arg1", "local_stencil_arg1"]
// CHECK:      llvm.store %[[NDF3]], %[[NDF3P:[0-9]+]] :
// CHECK:      scf.for
// CHECK:        func.call @_QMapply30_modPapply30_code(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %[[NDF3P]])

// -----

// A kernel with only an operator (a mass matrix on w3 from basis functions on a rule): nlayers
// and the cell count come from the operator, and the w3 basis is computed for its space.
psy.kernel_meta @mass3_type operates_on "cell_column" procedure "mass3_code" args [#psy.meta_arg<gh_operator, gh_real, gh_write, "w3", "w3">] {module = "mass3_mod", meta_funcs = [{function_space = "w3", basis = true}], gh_shape = ["gh_quadrature_xyoz"]}
func.func @only_operator(%op: !psy.operator<f64, "w3", "w3">, %qr: !psy.qr<"gh_quadrature_xyoz">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%op : !psy.operator<f64, "w3", "w3">) {
    psy.kernel @mass3_type(%op, %qr) : !psy.operator<f64, "w3", "w3">, !psy.qr<"gh_quadrature_xyoz">
  }
  return
}
// CHECK-LABEL: func.func private @_QMmass3_modPmass3_code(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: func.func @only_operator(
// CHECK-SAME: %[[NL:[a-z0-9]+]]: i32, %[[NC:[a-z0-9]+]]: i32
// CHECK-SAME: %[[B:[a-z0-9]+]]: memref<?xf64>)
// CHECK-SAME: psy.abi = ["nlayers", "ncells", "ndf_w3", "undf_w3", "map_w3", "ncell_3d_arg0", "local_stencil_arg0", "np_xy_arg1", "np_z_arg1", "weights_xy_arg1", "weights_z_arg1", "basis_w3_arg1"]
// CHECK:      memref.extract_aligned_pointer_as_index %[[B]]
// CHECK:      %[[UB:.+]] = arith.index_cast %[[NC]] : i32 to index
// CHECK:      scf.for %{{.+}} = %{{.+}} to %[[UB]] step

// -----

// Operators on spaces known only at run time, one of them r_solver data (f32): each space is
// keyed by the operator that provides it, an operator from any_space_1 to any_space_1 has one
// space, and the f32 operator's local_stencil is a memref<?xf32>.
psy.kernel_meta @any_type operates_on "cell_column" procedure "any_code" args [#psy.meta_arg<gh_operator, gh_real, gh_write, "any_space_1", "any_space_2">, #psy.meta_arg<gh_operator, gh_real, gh_read, "any_space_1", "any_space_1">] {module = "any_mod"}
func.func @any_spaces(%a: !psy.operator<f64, "any_space_1", "any_space_2">, %b: !psy.operator<f32, "any_space_1", "any_space_1">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%a : !psy.operator<f64, "any_space_1", "any_space_2">) {
    psy.kernel @any_type(%a, %b) : !psy.operator<f64, "any_space_1", "any_space_2">, !psy.operator<f32, "any_space_1", "any_space_1">
  }
  return
}
// CHECK-LABEL: func.func @any_spaces(
// CHECK-SAME: %[[NDF1:[a-z0-9]+]]: i32, %{{[a-z0-9]+}}: i32, %{{[a-z0-9]+}}: memref<?xi32>,
// CHECK-SAME: %[[NDF2:[a-z0-9]+]]: i32, %{{[a-z0-9]+}}: i32, %{{[a-z0-9]+}}: memref<?xi32>,
// CHECK-SAME: %{{[a-z0-9]+}}: i32, %{{[a-z0-9]+}}: memref<?xf64>, %{{[a-z0-9]+}}: i32, %[[STB:[a-z0-9]+]]: memref<?xf32>)
// CHECK-SAME: psy.abi = ["nlayers", "ncells", "ndf_any_space_1_arg0", "undf_any_space_1_arg0", "map_any_space_1_arg0", "ndf_any_space_2_arg0", "undf_any_space_2_arg0", "map_any_space_2_arg0", "ncell_3d_arg0", "local_stencil_arg0", "ncell_3d_arg1", "local_stencil_arg1"]
// CHECK:      memref.extract_aligned_pointer_as_index %[[STB]] : memref<?xf32>
// CHECK:      llvm.store %[[NDF1]], %[[P1:[0-9]+]] :
// CHECK:      llvm.store %[[NDF2]], %[[P2:[0-9]+]] :
// CHECK:      func.call @_QMany_modPany_code(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %[[P1]], %[[P2]])

// -----

// Applying a column-wise operator: no nlayers; the cell count comes from the loop's field.
// The CMA operator brings ncell_2d, its whole banded matrix (of its element type), the seven
// sizes and the banded and indirection dofmaps of both its spaces; the kernel gets, per
// space, ndf, undf, the cell's map and the indirection dofmap.
psy.kernel_meta @cma_app_type operates_on "cell_column" procedure "cma_app_code" args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">, #psy.meta_arg<gh_field, gh_real, gh_read, "w2v">, #psy.meta_arg<gh_columnwise_operator, gh_real, gh_read, "w3", "w2v">] {module = "cma_app_mod"}
func.func @cma_apply(%y: !psy.field<f64, "w3">, %x: !psy.field<f64, "w2v">, %a: !psy.columnwise_operator<f64, "w3", "w2v">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%y : !psy.field<f64, "w3">) {
    psy.kernel @cma_app_type(%y, %x, %a) : !psy.field<f64, "w3">, !psy.field<f64, "w2v">, !psy.columnwise_operator<f64, "w3", "w2v">
  }
  return
}
// CHECK-LABEL: func.func private @_QMcma_app_modPcma_app_code(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: func.func @cma_apply(
// CHECK-SAME: %[[NC:[a-z0-9]+]]: i32
// CHECK-SAME: %[[N2:[a-z0-9]+]]: i32, %[[M:[a-z0-9]+]]: memref<?xf64>, %[[NROW:[a-z0-9]+]]: i32,
// CHECK-SAME: %[[IT:[a-z0-9]+]]: memref<?xi32>, %[[IF:[a-z0-9]+]]: memref<?xi32>)
// CHECK-SAME: psy.abi = ["ncells", "ndf_w3", "undf_w3", "map_w3", "ndf_w2v", "undf_w2v", "map_w2v", "ncell_2d_arg2", "cma_matrix_arg2", "nrow_arg2", "ncol_arg2", "bandwidth_arg2", "alpha_arg2", "beta_arg2", "gamma_m_arg2", "gamma_p_arg2", "cbanded_map_to_arg2", "cbanded_map_from_arg2", "indirection_map_to_arg2", "indirection_map_from_arg2"]
// CHECK:      llvm.store %[[N2]], %[[N2P:[0-9]+]] :
// CHECK:      memref.extract_aligned_pointer_as_index %[[M]]
// CHECK:      llvm.store %[[NROW]], %[[NROWP:[0-9]+]] :
// CHECK:      memref.extract_aligned_pointer_as_index %[[IT]]
// CHECK:      memref.extract_aligned_pointer_as_index %[[IF]]
// CHECK:      %[[UB:.+]] = arith.index_cast %[[NC]] : i32 to index
// CHECK:      scf.for %{{.+}} = %{{.+}} to %[[UB]] step
// CHECK:        func.call @_QMcma_app_modPcma_app_code(%{{.+}}, %[[N2P]], %{{.+}}, %{{.+}}, %{{.+}}, %[[NROWP]],

// -----

// A matrix-matrix kernel (column-wise operators of r_solver data, f32, and a scalar): no
// nlayers and no function spaces; the cell count comes from the operator the loop writes.
psy.kernel_meta @cma_mm_type operates_on "cell_column" procedure "cma_mm_code" args [#psy.meta_arg<gh_columnwise_operator, gh_real, gh_read, "w3", "w2v">, #psy.meta_arg<gh_columnwise_operator, gh_real, gh_read, "w2v", "w3">, #psy.meta_arg<gh_columnwise_operator, gh_real, gh_write, "w3", "w3">, #psy.meta_arg<gh_scalar, gh_real, gh_read>] {module = "cma_mm_mod"}
func.func @cma_product(%a: !psy.columnwise_operator<f32, "w3", "w2v">, %b: !psy.columnwise_operator<f32, "w2v", "w3">, %c: !psy.columnwise_operator<f32, "w3", "w3">, %s: f64) attributes {psy.invoke} {
  psy.loop cells to ncells field(%c : !psy.columnwise_operator<f32, "w3", "w3">) {
    psy.kernel @cma_mm_type(%a, %b, %c, %s) : !psy.columnwise_operator<f32, "w3", "w2v">, !psy.columnwise_operator<f32, "w2v", "w3">, !psy.columnwise_operator<f32, "w3", "w3">, f64
  }
  return
}
// CHECK-LABEL: func.func private @_QMcma_mm_modPcma_mm_code(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: func.func @cma_product(
// CHECK-SAME: %[[S:[a-z0-9]+]]: f64, %[[NC:[a-z0-9]+]]: i32, %{{[a-z0-9]+}}: i32, %{{[a-z0-9]+}}: memref<?xf32>,
// CHECK-SAME: psy.abi = ["ncells", "ncell_2d_arg0", "cma_matrix_arg0",
// CHECK-NOT:  "nlayers"
// CHECK-NOT:  "ndf_
// CHECK:      scf.for
// CHECK:        llvm.store %[[S]], %[[SP:[0-9]+]] :
// CHECK-NEXT:   func.call @_QMcma_mm_modPcma_mm_code({{(%[0-9]+, )+}}%[[SP]])

// -----

// Assembling a column-wise operator from an LMA operator: cell, nlayers, ncell_2d, the LMA
// operator, the CMA operator and its sizes, then per space ndf and the column-banded dofmap
// (both spaces are only the operators'). Operators' entries come in order of first use: the
// kernel's ncell_2d, from the CMA operator, comes before the LMA operator.
psy.kernel_meta @cma_asm_type operates_on "cell_column" procedure "cma_asm_code" args [#psy.meta_arg<gh_operator, gh_real, gh_read, "w3", "w2v">, #psy.meta_arg<gh_columnwise_operator, gh_real, gh_write, "w3", "w2v">] {module = "cma_asm_mod"}
func.func @cma_assemble(%op: !psy.operator<f64, "w3", "w2v">, %a: !psy.columnwise_operator<f64, "w3", "w2v">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%a : !psy.columnwise_operator<f64, "w3", "w2v">) {
    psy.kernel @cma_asm_type(%op, %a) : !psy.operator<f64, "w3", "w2v">, !psy.columnwise_operator<f64, "w3", "w2v">
  }
  return
}
// CHECK-LABEL: func.func private @_QMcma_asm_modPcma_asm_code(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: func.func @cma_assemble(
// CHECK-SAME: psy.abi = ["nlayers", "ncells", "ndf_w3", "undf_w3", "map_w3", "ndf_w2v", "undf_w2v", "map_w2v", "ncell_2d_arg1", "cma_matrix_arg1", "nrow_arg1", "ncol_arg1", "bandwidth_arg1", "alpha_arg1", "beta_arg1", "gamma_m_arg1", "gamma_p_arg1", "cbanded_map_to_arg1", "cbanded_map_from_arg1", "indirection_map_to_arg1", "indirection_map_from_arg1", "ncell_3d_arg0", "local_stencil_arg0"]
// CHECK:      func.call @_QMcma_asm_modPcma_asm_code(
