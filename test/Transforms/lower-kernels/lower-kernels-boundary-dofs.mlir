// psy-lower-kernels with boundary-condition kernels: a kernel whose subroutine is
// enforce_bc_code (enforce_operator_bc_code) takes, after every function space's arguments,
// the boundary_dofs(ndf, 2) of its field's space (of its operator's to-space), though no
// meta_args entry names it. The ABI gets one BOUNDARY_DOFS entry per space, a memref<?xi32>
// after that space's ndf, undf and map, and the kernel gets it whole.
// RUN: psy-opt %s -split-input-file --psy-lower-kernels | FileCheck %s

// A field on a space known at compile time (w2) and one known only at run time: each space
// brings its own boundary dofs, the second keyed by its field.
psy.kernel_meta @bc_type operates_on "cell_column" procedure "enforce_bc_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "any_space_1">] {module = "enforce_bc_kernel_mod"}
func.func @fields(%u: !psy.field<f64, "w2">, %p: !psy.field<f64, "any_space_1">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%u : !psy.field<f64, "w2">) {
    psy.kernel @bc_type(%u) : !psy.field<f64, "w2">
  }
  psy.loop cells to ncells field(%p : !psy.field<f64, "any_space_1">) {
    psy.kernel @bc_type(%p) : !psy.field<f64, "any_space_1">
  }
  return
}
// CHECK-LABEL: func.func private @_QMenforce_bc_kernel_modPenforce_bc_code(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: func.func @fields(
// CHECK-SAME: %[[BCU:[a-z0-9]+]]: memref<?xi32>,
// CHECK-SAME: %[[BCP:[a-z0-9]+]]: memref<?xi32>)
// CHECK-SAME: psy.abi = ["nlayers", "ncells", "ndf_w2", "undf_w2", "map_w2", "boundary_dofs_w2", "ndf_any_space_1_arg1", "undf_any_space_1_arg1", "map_any_space_1_arg1", "boundary_dofs_any_space_1_arg1"]
// CHECK:      %[[IU:.+]] = memref.extract_aligned_pointer_as_index %[[BCU]]
// CHECK:      %[[IP:.+]] = memref.extract_aligned_pointer_as_index %[[BCP]]
// CHECK:      %[[PU:.+]] = llvm.inttoptr %{{.+}}
// CHECK:      scf.for
// CHECK:        func.call @_QMenforce_bc_kernel_modPenforce_bc_code(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %[[PU]])

// -----

// The operator variant: one array, the to-space's (any_space_1, ndf 1); the from-space
// (any_space_2) brings only its ndf.
psy.kernel_meta @op_bc_type operates_on "cell_column" procedure "enforce_operator_bc_code" args [#psy.meta_arg<gh_operator, gh_real, gh_readwrite, "any_space_1", "any_space_2">] {module = "enforce_operator_bc_kernel_mod"}
func.func @operator(%mm: !psy.operator<f64, "any_space_1", "any_space_2">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%mm : !psy.operator<f64, "any_space_1", "any_space_2">) {
    psy.kernel @op_bc_type(%mm) : !psy.operator<f64, "any_space_1", "any_space_2">
  }
  return
}
// CHECK-LABEL: func.func private @_QMenforce_operator_bc_kernel_modPenforce_operator_bc_code(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: func.func @operator(
// CHECK-SAME: psy.abi = ["nlayers", "ncells", "ndf_any_space_1_arg0", "undf_any_space_1_arg0", "map_any_space_1_arg0", "ndf_any_space_2_arg0", "undf_any_space_2_arg0", "map_any_space_2_arg0", "boundary_dofs_any_space_1_arg0", "ncell_3d_arg0", "local_stencil_arg0"]

// -----

// LFRic's mixed-precision enforce_bc_kernel_mod has no binding but a generic interface
// enforce_bc_code: a call through its specific procedure takes the boundary dofs too.
psy.kernel_meta @"bc_type.enforce_bc_code_r_single" operates_on "cell_column" procedure "enforce_bc_code_r_single" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "any_space_1">] {module = "enforce_bc_kernel_mod", generic = "enforce_bc_code", kernel_type = "bc_type"}
func.func @generic(%u: !psy.field<f32, "w2">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%u : !psy.field<f32, "w2">) {
    psy.kernel @"bc_type.enforce_bc_code_r_single"(%u) : !psy.field<f32, "w2">
  }
  return
}
// CHECK-LABEL: func.func private @_QMenforce_bc_kernel_modPenforce_bc_code_r_single(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: func.func @generic(
// CHECK-SAME: psy.abi = ["nlayers", "ncells", "ndf_w2", "undf_w2", "map_w2", "boundary_dofs_w2"]
