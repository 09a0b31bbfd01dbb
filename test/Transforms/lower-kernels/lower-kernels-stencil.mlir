// psy-lower-kernels with stencils: per stencil field, shape, extent (and xory1d direction)
// the invoke gets the stencil sizes of every cell, the whole stencil dofmap and its max size
// (cross2d: the max branch length); each call passes the cell's size by reference
// (sizes + cell; cross2d: sizes + cell * 4), the direction by reference, and the cell's
// stencil map (dofmap + cell * ndf * max size; cross2d: * 4 more).
// RUN: psy-opt %s -split-input-file --psy-lower-kernels | FileCheck %s

// A CROSS stencil whose extent is an invoke argument. Without psy.alg_args, the entries are
// named after the argument numbers.
psy.kernel_meta @cross_type operates_on "cell_column" procedure "cross_code" args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">, #psy.meta_arg<gh_field, gh_real, gh_read, "w3", stencil = cross>] {module = "cross_mod"}
func.func @cross(%out: !psy.field<f64, "w3">, %src: !psy.field<f64, "w3">, %ext: i32) attributes {psy.invoke} {
  psy.loop cells to ncells field(%out : !psy.field<f64, "w3">) {
    psy.kernel @cross_type(%out, %src, %ext) : !psy.field<f64, "w3">, !psy.field<f64, "w3">, i32
  }
  return
}
// CHECK-LABEL: func.func private @_QMcross_modPcross_code(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: func.func @cross(
// CHECK-SAME: %[[EXT:[a-z0-9]+]]: i32,
// CHECK-SAME: %[[NL:[a-z0-9]+]]: i32, %[[NC:[a-z0-9]+]]: i32, %[[NDF:[a-z0-9]+]]: i32, %{{[a-z0-9]+}}: i32, %{{[a-z0-9]+}}: memref<?xi32>,
// CHECK-SAME: %[[SZ:[a-z0-9]+]]: memref<?xi32>, %[[SM:[a-z0-9]+]]: memref<?xi32>, %[[MAX:[a-z0-9]+]]: i32)
// CHECK-SAME: psy.abi = ["nlayers", "ncells", "ndf_w3", "undf_w3", "map_w3", "stencil_size_cross_arg1", "stencil_dofmap_cross_arg1", "stencil_max_cross_arg1"]
// CHECK:      memref.extract_aligned_pointer_as_index %[[SZ]]
// CHECK:      %[[SZP:.+]] = llvm.inttoptr
// CHECK:      memref.extract_aligned_pointer_as_index %[[SM]]
// CHECK:      %[[SMP:.+]] = llvm.inttoptr
// CHECK:      scf.for %[[CELL:.+]] = %{{.+}} to %{{.+}} step
// CHECK:        %[[C64:.+]] = arith.index_cast %[[CELL]] : index to i64
// CHECK-NEXT:   %[[SIZE:.+]] = llvm.getelementptr %[[SZP]][%[[C64]]] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK:        %[[N:.+]] = arith.index_cast %[[NDF]] : i32 to index
// CHECK-NEXT:   %[[O1:.+]] = arith.muli %[[CELL]], %[[N]] : index
// CHECK-NEXT:   %[[M:.+]] = arith.index_cast %[[MAX]] : i32 to index
// CHECK-NEXT:   %[[O2:.+]] = arith.muli %[[O1]], %[[M]] : index
// CHECK-NEXT:   %[[O64:.+]] = arith.index_cast %[[O2]] : index to i64
// CHECK-NEXT:   %[[MAP:.+]] = llvm.getelementptr %[[SMP]][%[[O64]]] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK:        func.call @_QMcross_modPcross_code(%{{.+}}, %{{.+}}, %{{.+}}, %[[SIZE]], %[[MAP]], %{{.+}}, %{{.+}}, %{{.+}})

// -----

// Two kernels reading one field with the same REGION stencil share its entries; a literal
// extent and another field give entries of their own.
psy.kernel_meta @region_type operates_on "cell_column" procedure "region_code" args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">, #psy.meta_arg<gh_field, gh_real, gh_read, "w3", stencil = region>] {module = "region_mod"}
func.func @shared(%a: !psy.field<f64, "w3">, %b: !psy.field<f64, "w3">, %src: !psy.field<f64, "w3">, %ext: i32) attributes {psy.invoke} {
  psy.loop cells to ncells field(%a : !psy.field<f64, "w3">) {
    psy.kernel @region_type(%a, %src, %ext) : !psy.field<f64, "w3">, !psy.field<f64, "w3">, i32
  }
  psy.loop cells to ncells field(%b : !psy.field<f64, "w3">) {
    psy.kernel @region_type(%b, %src, %ext) : !psy.field<f64, "w3">, !psy.field<f64, "w3">, i32
  }
  %c2 = arith.constant 2 : i32
  psy.loop cells to ncells field(%b : !psy.field<f64, "w3">) {
    psy.kernel @region_type(%b, %src, %c2) : !psy.field<f64, "w3">, !psy.field<f64, "w3">, i32
  }
  psy.loop cells to ncells field(%a : !psy.field<f64, "w3">) {
    psy.kernel @region_type(%a, %b, %c2) : !psy.field<f64, "w3">, !psy.field<f64, "w3">, i32
  }
  return
}
// CHECK-LABEL: func.func @shared(
// CHECK-SAME: psy.abi = ["nlayers", "ncells", "ndf_w3", "undf_w3", "map_w3",
// CHECK-SAME: "stencil_size_region_arg2", "stencil_dofmap_region_arg2", "stencil_max_region_arg2",
// CHECK-SAME: "stencil_size_region_arg2_2", "stencil_dofmap_region_arg2_2", "stencil_max_region_arg2_2",
// CHECK-SAME: "stencil_size_region_arg1", "stencil_dofmap_region_arg1", "stencil_max_region_arg1"]

// -----

// XORY1D: the direction operand by reference, between the size and the map.
psy.kernel_meta @xory_type operates_on "cell_column" procedure "xory_code" args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">, #psy.meta_arg<gh_field, gh_real, gh_read, "w3", stencil = xory1d>] {module = "xory_mod"}
func.func @xory(%out: !psy.field<f64, "w3">, %src: !psy.field<f64, "w3">, %ext: i32, %dir: i32) attributes {psy.invoke} {
  psy.loop cells to ncells field(%out : !psy.field<f64, "w3">) {
    psy.kernel @xory_type(%out, %src, %ext, %dir) : !psy.field<f64, "w3">, !psy.field<f64, "w3">, i32, i32
  }
  return
}
// CHECK-LABEL: func.func @xory(
// CHECK-SAME: !psy.field<f64, "w3">, %{{[a-z0-9]+}}: i32, %[[DIR:[a-z0-9]+]]: i32,
// CHECK-SAME: psy.abi = ["nlayers", "ncells", "ndf_w3", "undf_w3", "map_w3", "stencil_size_xory1d_arg1", "stencil_dofmap_xory1d_arg1", "stencil_max_xory1d_arg1"]
// CHECK:      scf.for
// CHECK:        %[[SIZE:.+]] = llvm.getelementptr
// CHECK-NEXT:   llvm.store %[[DIR]], %[[DP:.+]] : i32, !llvm.ptr
// CHECK:        %[[MAP:.+]] = llvm.getelementptr
// CHECK:        func.call @_QMxory_modPxory_code(%{{.+}}, %{{.+}}, %{{.+}}, %[[SIZE]], %[[DP]], %[[MAP]], %{{.+}}, %{{.+}}, %{{.+}})

// -----

// CROSS2D: the cell's four branch sizes (sizes + cell * 4), the max branch length by
// reference, the cell's map (dofmap + cell * ndf * max branch * 4).
psy.kernel_meta @c2_type operates_on "cell_column" procedure "c2_code" args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">, #psy.meta_arg<gh_field, gh_real, gh_read, "w3", stencil = cross2d>] {module = "c2_mod"}
func.func @cross2d(%out: !psy.field<f64, "w3">, %src: !psy.field<f64, "w3">) attributes {psy.invoke} {
  %c1 = arith.constant 1 : i32
  psy.loop cells to ncells field(%out : !psy.field<f64, "w3">) {
    psy.kernel @c2_type(%out, %src, %c1) : !psy.field<f64, "w3">, !psy.field<f64, "w3">, i32
  }
  return
}
// CHECK-LABEL: func.func @cross2d(
// CHECK-SAME: %[[NDF:[a-z0-9]+]]: i32, %{{[a-z0-9]+}}: i32, %{{[a-z0-9]+}}: memref<?xi32>,
// CHECK-SAME: %{{[a-z0-9]+}}: memref<?xi32>, %{{[a-z0-9]+}}: memref<?xi32>, %[[MAX:[a-z0-9]+]]: i32)
// CHECK-SAME: psy.abi = ["nlayers", "ncells", "ndf_w3", "undf_w3", "map_w3", "stencil_size_cross2d_arg1", "stencil_dofmap_cross2d_arg1", "stencil_max_cross2d_arg1"]
// CHECK:      llvm.store %[[MAX]], %[[MAXP:.+]] : i32
// CHECK:      scf.for %[[CELL:.+]] = %{{.+}} to %{{.+}} step
// CHECK:        %[[F:.+]] = arith.constant 4 : index
// CHECK-NEXT:   %[[O:.+]] = arith.muli %[[CELL]], %[[F]] : index
// CHECK-NEXT:   %[[O64:.+]] = arith.index_cast %[[O]] : index to i64
// CHECK-NEXT:   %[[SIZE:.+]] = llvm.getelementptr %{{.+}}[%[[O64]]]
// CHECK:        %[[N:.+]] = arith.index_cast %[[NDF]] : i32 to index
// CHECK-NEXT:   %[[O1:.+]] = arith.muli %[[CELL]], %[[N]] : index
// CHECK-NEXT:   %[[M:.+]] = arith.index_cast %[[MAX]] : i32 to index
// CHECK-NEXT:   %[[O2:.+]] = arith.muli %[[O1]], %[[M]] : index
// CHECK-NEXT:   %[[F2:.+]] = arith.constant 4 : index
// CHECK-NEXT:   %[[O3:.+]] = arith.muli %[[O2]], %[[F2]] : index
// CHECK-NEXT:   %[[O64B:.+]] = arith.index_cast %[[O3]] : index to i64
// CHECK-NEXT:   %[[MAP:.+]] = llvm.getelementptr %{{.+}}[%[[O64B]]]
// CHECK:        func.call @_QMc2_modPc2_code(%{{.+}}, %{{.+}}, %{{.+}}, %[[SIZE]], %[[MAXP]], %[[MAP]], %{{.+}}, %{{.+}}, %{{.+}})

// -----

// Two stencil fields in one kernel, on different spaces: each brings its own entries, and
// each field's size and map follow its data in the call; the Wtheta map's offset uses
// Wtheta's ndf.
psy.kernel_meta @two_type operates_on "cell_column" procedure "two_code" args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">, #psy.meta_arg<gh_field, gh_real, gh_read, "w3", stencil = x1d>, #psy.meta_arg<gh_field, gh_real, gh_read, "wtheta", stencil = y1d>] {module = "two_mod"}
func.func @two(%out: !psy.field<f64, "w3">, %a: !psy.field<f64, "w3">, %t: !psy.field<f64, "wtheta">, %e: i32) attributes {psy.invoke} {
  %c1 = arith.constant 1 : i32
  psy.loop cells to ncells field(%out : !psy.field<f64, "w3">) {
    psy.kernel @two_type(%out, %a, %e, %t, %c1) : !psy.field<f64, "w3">, !psy.field<f64, "w3">, i32, !psy.field<f64, "wtheta">, i32
  }
  return
}
// CHECK-LABEL: func.func @two(
// CHECK-SAME: %[[NDF3:[a-z0-9]+]]: i32, %{{[a-z0-9]+}}: i32, %{{[a-z0-9]+}}: memref<?xi32>,
// CHECK-SAME: %[[NDFT:[a-z0-9]+]]: i32, %{{[a-z0-9]+}}: i32, %{{[a-z0-9]+}}: memref<?xi32>,
// CHECK-SAME: %[[SZA:[a-z0-9]+]]: memref<?xi32>, %[[SMA:[a-z0-9]+]]: memref<?xi32>, %[[MAXA:[a-z0-9]+]]: i32,
// CHECK-SAME: %[[SZT:[a-z0-9]+]]: memref<?xi32>, %[[SMT:[a-z0-9]+]]: memref<?xi32>, %[[MAXT:[a-z0-9]+]]: i32)
// CHECK-SAME: psy.abi = ["nlayers", "ncells", "ndf_w3", "undf_w3", "map_w3", "ndf_wtheta", "undf_wtheta", "map_wtheta", "stencil_size_x1d_arg1", "stencil_dofmap_x1d_arg1", "stencil_max_x1d_arg1", "stencil_size_y1d_arg2", "stencil_dofmap_y1d_arg2", "stencil_max_y1d_arg2"]
// CHECK:      scf.for
// CHECK:        %[[SA:.+]] = llvm.getelementptr
// CHECK:        arith.index_cast %[[NDF3]]
// CHECK:        arith.index_cast %[[MAXA]]
// CHECK:        %[[MA:.+]] = llvm.getelementptr
// CHECK:        %[[ST:.+]] = llvm.getelementptr
// CHECK:        arith.index_cast %[[NDFT]]
// CHECK:        arith.index_cast %[[MAXT]]
// CHECK:        %[[MT:.+]] = llvm.getelementptr
// CHECK:        func.call @_QMtwo_modPtwo_code(%{{.+}}, %{{.+}}, %{{.+}}, %[[SA]], %[[MA]], %{{.+}}, %[[ST]], %[[MT]],
