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
