// psy-lower-kernels on a coloured loop (psy-colour's colours / colour_cells loops): for colour
// in 1..ncolour, for i in 1..last_edge_cell_all_colours(colour), cell = cmap(colour, i), then
// the kernel's usual call for that cell. The colouring joins the invoke's arguments as
// ncolour, the per-colour cell counts and the column-major colour map cmap(ncolour, max).
// RUN: psy-opt %s -split-input-file --psy-lower-kernels | FileCheck %s

// The cell's dofmap is map + (cmap(colour, i) - 1) * ndf; cmap(colour, i) is element
// colour + i * ncolour (0-based).
psy.kernel_meta @testkern_type operates_on "cell_column" procedure "testkern_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">, #psy.meta_arg<gh_field, gh_real, gh_read, "w3">] {module = "testkern_mod"}
func.func @coloured(%f: !psy.field<f64, "w1">, %m: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop colours to ncolours {
    psy.loop colour_cells to last_edge_cell field(%f : !psy.field<f64, "w1">) {
      psy.kernel @testkern_type(%f, %m) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
    }
  }
  return
}
// CHECK-LABEL: func.func @coloured(
// CHECK-SAME: %[[F:[a-z0-9]+]]: !psy.field<f64, "w1">, %[[M:[a-z0-9]+]]: !psy.field<f64, "w3">,
// CHECK-SAME: %[[NL:[a-z0-9]+]]: i32, %[[NDF1:[a-z0-9]+]]: i32, %{{[a-z0-9]+}}: i32, %[[MAP1:[a-z0-9]+]]: memref<?xi32>,
// CHECK-SAME: %{{[a-z0-9]+}}: i32, %{{[a-z0-9]+}}: i32, %{{[a-z0-9]+}}: memref<?xi32>,
// CHECK-SAME: %[[NCOL:[a-z0-9]+]]: i32, %[[LAST:[a-z0-9]+]]: memref<?xi32>, %[[CMAP:[a-z0-9]+]]: memref<?xi32>)
// CHECK-SAME: psy.abi = ["nlayers", "ndf_w1", "undf_w1", "map_w1", "ndf_w3", "undf_w3", "map_w3", "ncolour", "last_edge_cell_all_colours", "cmap"]
// CHECK:      memref.extract_aligned_pointer_as_index %[[MAP1]]
// CHECK-NEXT: arith.index_cast
// CHECK-NEXT: %[[MAP1P:.+]] = llvm.inttoptr
// CHECK:      %[[C0:.+]] = arith.constant 0 : index
// CHECK-NEXT: %[[C1:.+]] = arith.constant 1 : index
// CHECK-NEXT: %[[N:.+]] = arith.index_cast %[[NCOL]] : i32 to index
// CHECK-NEXT: scf.for %[[COLOUR:.+]] = %[[C0]] to %[[N]] step %[[C1]] {
// CHECK-NEXT:   %[[L:.+]] = memref.load %[[LAST]][%[[COLOUR]]] : memref<?xi32>
// CHECK-NEXT:   %[[LI:.+]] = arith.index_cast %[[L]] : i32 to index
// CHECK-NEXT:   scf.for %[[I:.+]] = %[[C0]] to %[[LI]] step %[[C1]] {
// CHECK-NEXT:     %[[IN:.+]] = arith.muli %[[I]], %[[N]] : index
// CHECK-NEXT:     %[[AT:.+]] = arith.addi %[[COLOUR]], %[[IN]] : index
// CHECK-NEXT:     %[[C:.+]] = memref.load %[[CMAP]][%[[AT]]] : memref<?xi32>
// CHECK-NEXT:     %[[CI:.+]] = arith.index_cast %[[C]] : i32 to index
// CHECK-NEXT:     %[[CELL:.+]] = arith.subi %[[CI]], %[[C1]] : index
// CHECK:          %[[ND:.+]] = arith.index_cast %[[NDF1]] : i32 to index
// CHECK-NEXT:     %[[OFF:.+]] = arith.muli %[[CELL]], %[[ND]] : index
// CHECK-NEXT:     %[[OFF64:.+]] = arith.index_cast %[[OFF]] : index to i64
// CHECK-NEXT:     %[[CM:.+]] = llvm.getelementptr %[[MAP1P]][%[[OFF64]]] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK:          func.call @_QMtestkern_modPtestkern_code(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %[[CM]],
// CHECK:        }
// CHECK-NEXT: }
// CHECK-NOT:  psy.loop

// -----

// Two coloured loops share one colouring; an LMA kernel's cell argument is the coloured cell
// plus one (LFRic's 1-based cell).
psy.kernel_meta @testkern_type operates_on "cell_column" procedure "testkern_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">, #psy.meta_arg<gh_field, gh_real, gh_read, "w3">] {module = "testkern_mod"}
psy.kernel_meta @op_type operates_on "cell_column" procedure "op_code" args [#psy.meta_arg<gh_operator, gh_real, gh_read, "w0", "w0">, #psy.meta_arg<gh_field, gh_real, gh_inc, "w0">] {module = "op_mod"}
func.func @two(%f: !psy.field<f64, "w1">, %m: !psy.field<f64, "w3">, %op: !psy.operator<f64, "w0", "w0">, %y: !psy.field<f64, "w0">) attributes {psy.invoke} {
  psy.loop colours to ncolours {
    psy.loop colour_cells to last_edge_cell field(%f : !psy.field<f64, "w1">) {
      psy.kernel @testkern_type(%f, %m) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
    }
  }
  psy.loop colours to ncolours {
    psy.loop colour_cells to last_edge_cell field(%y : !psy.field<f64, "w0">) {
      psy.kernel @op_type(%op, %y) : !psy.operator<f64, "w0", "w0">, !psy.field<f64, "w0">
    }
  }
  return
}
// CHECK-LABEL: func.func @two(
// CHECK-SAME: psy.abi = [{{.*}}"ncolour", "last_edge_cell_all_colours", "cmap"]
// CHECK:      scf.for
// CHECK:        scf.for
// CHECK:          func.call @_QMtestkern_modPtestkern_code
// CHECK:      scf.for
// CHECK:        scf.for
// CHECK:          %[[CELL:.+]] = arith.subi
// CHECK:          %[[CELL1:.+]] = arith.addi %[[CELL]], %{{.+}} : index
// CHECK-NEXT:     %[[C32:.+]] = arith.index_cast %[[CELL1]] : index to i32
// CHECK-NEXT:     llvm.store %[[C32]], %[[SLOT:.+]] : i32, !llvm.ptr
// CHECK:          func.call @_QMop_modPop_code(%[[SLOT]],
