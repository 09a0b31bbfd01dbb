// psy-lower-kernels on an inter-grid kernel (fields with mesh = gh_fine / gh_coarse): the
// loop runs over the coarse cells and the kernel gets LFRic's inter-grid arguments -- after
// nlayers the coarse cell's cell_map(ncell_f_per_c_x, ncell_f_per_c_y), ncell_f_per_c_x,
// ncell_f_per_c_y, ncell_f; then the fields; then per space, for the coarse one undf and the
// coarse cell's dofmap (no ndf), for the fine one ndf, undf and the whole dofmap.
// RUN: psy-opt %s -split-input-file --psy-lower-kernels | FileCheck %s

// A restriction: coarse (written, first) from fine.
psy.kernel_meta @restrict_type operates_on "cell_column" procedure "restrict_code" args [#psy.meta_arg<gh_field, gh_real, gh_write, "any_discontinuous_space_1", mesh = gh_coarse>, #psy.meta_arg<gh_field, gh_real, gh_read, "any_discontinuous_space_2", mesh = gh_fine>] {module = "restrict_mod"}
func.func @restrict(%coarse: !psy.field<f64, "any_discontinuous_space_1">, %fine: !psy.field<f64, "any_discontinuous_space_2">) attributes {psy.invoke, psy.alg_args = ["coarse", "fine"]} {
  psy.loop cells to ncells field(%coarse : !psy.field<f64, "any_discontinuous_space_1">) {
    psy.kernel @restrict_type(%coarse, %fine) : !psy.field<f64, "any_discontinuous_space_1">, !psy.field<f64, "any_discontinuous_space_2">
  }
  return
}
// CHECK-LABEL: func.func private @_QMrestrict_modPrestrict_code(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: func.func @restrict(
// CHECK-SAME: %[[NDFC:[a-z0-9]+]]: i32, %{{[a-z0-9]+}}: i32, %[[MAPC:[a-z0-9]+]]: memref<?xi32>,
// CHECK-SAME: %[[NDFF:[a-z0-9]+]]: i32, %{{[a-z0-9]+}}: i32, %[[MAPF:[a-z0-9]+]]: memref<?xi32>,
// CHECK-SAME: %[[CM:[a-z0-9]+]]: memref<?xi32>, %[[NX:[a-z0-9]+]]: i32, %[[NY:[a-z0-9]+]]: i32, %[[NF:[a-z0-9]+]]: i32, %[[NC:[a-z0-9]+]]: i32)
// CHECK-SAME: psy.abi = ["nlayers", "ncells", "ndf_any_discontinuous_space_1_coarse", "undf_any_discontinuous_space_1_coarse", "map_any_discontinuous_space_1_coarse", "ndf_any_discontinuous_space_2_fine", "undf_any_discontinuous_space_2_fine", "map_any_discontinuous_space_2_fine", "cell_map_coarse", "ncpc_fine_coarse_x", "ncpc_fine_coarse_y", "ncell_fine", "ncell_coarse"]
// CHECK:      %[[NLP:.+]] = llvm.alloca
// CHECK:      memref.extract_aligned_pointer_as_index %[[CM]]
// CHECK-NEXT: arith.index_cast
// CHECK-NEXT: %[[CMP:.+]] = llvm.inttoptr
// CHECK:      memref.extract_aligned_pointer_as_index %[[MAPF]]
// CHECK-NEXT: arith.index_cast
// CHECK-NEXT: %[[MAPFP:.+]] = llvm.inttoptr
// CHECK:      %[[N:.+]] = arith.index_cast %[[NC]] : i32 to index
// CHECK:      scf.for %[[CELL:.+]] = %{{.+}} to %[[N]] step
// CHECK:        %[[X:.+]] = arith.index_cast %[[NX]] : i32 to index
// CHECK-NEXT:   %[[Y:.+]] = arith.index_cast %[[NY]] : i32 to index
// CHECK-NEXT:   %[[PER:.+]] = arith.muli %[[X]], %[[Y]] : index
// CHECK-NEXT:   %[[OFF:.+]] = arith.muli %[[CELL]], %[[PER]] : index
// CHECK-NEXT:   %[[OFF64:.+]] = arith.index_cast %[[OFF]] : index to i64
// CHECK-NEXT:   %[[CELLMAP:.+]] = llvm.getelementptr %[[CMP]][%[[OFF64]]] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK:        %[[ND:.+]] = arith.index_cast %[[NDFC]] : i32 to index
// CHECK-NEXT:   %[[COFF:.+]] = arith.muli %[[CELL]], %[[ND]] : index
// CHECK-NEXT:   %[[COFF64:.+]] = arith.index_cast %[[COFF]] : index to i64
// CHECK-NEXT:   %[[CMAPC:.+]] = llvm.getelementptr %{{.+}}[%[[COFF64]]] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:   func.call @_QMrestrict_modPrestrict_code(%[[NLP]], %[[CELLMAP]], %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %[[CMAPC]], %{{.+}}, %{{.+}}, %[[MAPFP]])
