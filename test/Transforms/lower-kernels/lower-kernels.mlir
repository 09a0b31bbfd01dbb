// psy-lower-kernels: each kernel loop becomes the loop LFRic's PSy layer runs, calling the
// kernel's flang symbol with LFRic's arguments by reference; what kernels need from the
// infrastructure joins the invoke's arguments, named by psy.abi.
// RUN: psy-opt %s -split-input-file --psy-lower-kernels | FileCheck %s

// A cell kernel: nlayers, the scalar, the fields' data, then per space ndf, undf and the
// cell's map (map + cell * ndf).
psy.kernel_meta @testkern_type operates_on "cell_column" procedure "testkern_code" args [#psy.meta_arg<gh_scalar, gh_real, gh_read>, #psy.meta_arg<gh_field, gh_real, gh_inc, "w1">, #psy.meta_arg<gh_field, gh_real, gh_read, "w3">] {module = "testkern_mod"}
func.func @cells(%a: f64, %f: !psy.field<f64, "w1">, %m: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%f : !psy.field<f64, "w1">) {
    psy.kernel @testkern_type(%a, %f, %m) : f64, !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  return
}
// CHECK-NOT: psy.kernel_meta
// CHECK-LABEL: func.func private @_QMtestkern_modPtestkern_code(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: func.func @cells(
// CHECK-SAME: %[[A:[a-z0-9]+]]: f64, %[[F:[a-z0-9]+]]: !psy.field<f64, "w1">, %[[M:[a-z0-9]+]]: !psy.field<f64, "w3">,
// CHECK-SAME: %[[NL:[a-z0-9]+]]: i32, %[[NC:[a-z0-9]+]]: i32, %[[NDF1:[a-z0-9]+]]: i32, %[[UNDF1:[a-z0-9]+]]: i32, %[[MAP1:[a-z0-9]+]]: memref<?xi32>,
// CHECK-SAME: %[[NDF3:[a-z0-9]+]]: i32, %[[UNDF3:[a-z0-9]+]]: i32, %[[MAP3:[a-z0-9]+]]: memref<?xi32>)
// CHECK-SAME: psy.abi = ["nlayers", "ncells", "ndf_w1", "undf_w1", "map_w1", "ndf_w3", "undf_w3", "map_w3"]
// CHECK:      %[[NLP:.+]] = llvm.alloca %{{.+}} x i32
// CHECK-NEXT: llvm.store %[[NL]], %[[NLP]]
// CHECK:      %[[AP:.+]] = llvm.alloca %{{.+}} x f64
// CHECK:      builtin.unrealized_conversion_cast %[[F]] : !psy.field<f64, "w1"> to memref<?xf64>
// CHECK:      %[[FP:.+]] = llvm.inttoptr
// CHECK:      builtin.unrealized_conversion_cast %[[M]] : !psy.field<f64, "w3"> to memref<?xf64>
// CHECK:      %[[MP:.+]] = llvm.inttoptr
// CHECK:      memref.extract_aligned_pointer_as_index %[[MAP1]]
// CHECK:      %[[MAP1P:.+]] = llvm.inttoptr
// CHECK:      %[[N:.+]] = arith.index_cast %[[NC]] : i32 to index
// CHECK:      scf.for %[[CELL:.+]] = %{{.+}} to %[[N]] step
// CHECK:        llvm.store %[[A]], %[[AP]] : f64, !llvm.ptr
// CHECK:        %[[ND:.+]] = arith.index_cast %[[NDF1]] : i32 to index
// CHECK-NEXT:   %[[OFF:.+]] = arith.muli %[[CELL]], %[[ND]] : index
// CHECK-NEXT:   %[[OFF64:.+]] = arith.index_cast %[[OFF]] : index to i64
// CHECK-NEXT:   %[[CMAP:.+]] = llvm.getelementptr %[[MAP1P]][%[[OFF64]]] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK:        func.call @_QMtestkern_modPtestkern_code(%[[NLP]], %[[AP]], %[[FP]], %[[MP]], %{{.+}}, %{{.+}}, %[[CMAP]], %{{.+}}, %{{.+}}, %{{.+}})

// -----

// A dof kernel: one call per dof of the loop's field, with the dof's value.
psy.kernel_meta @dof_type operates_on "dof" procedure "dof_code" args [#psy.meta_arg<gh_field, gh_real, gh_readwrite, "w3">, #psy.meta_arg<gh_scalar, gh_real, gh_read>] {module = "dof_mod"}
func.func @dofs(%u: !psy.field<f64, "w3">, %b: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs field(%u : !psy.field<f64, "w3">) {
    psy.kernel @dof_type(%u, %b) : !psy.field<f64, "w3">, f64
  }
  return
}
// CHECK-LABEL: func.func @dofs(
// CHECK-SAME: %{{.+}}: !psy.field<f64, "w3">, %[[B:.+]]: f64) attributes {psy.abi = [], psy.invoke}
// CHECK:      %[[U:.+]] = builtin.unrealized_conversion_cast
// CHECK:      %[[UP:.+]] = llvm.inttoptr
// CHECK:      %[[BP:.+]] = llvm.alloca
// CHECK:      %[[N:.+]] = memref.dim %[[U]]
// CHECK:      scf.for %[[DOF:.+]] = %{{.+}} to %[[N]] step
// CHECK:        %[[I:.+]] = arith.index_cast %[[DOF]] : index to i64
// CHECK-NEXT:   %[[P:.+]] = llvm.getelementptr %[[UP]][%[[I]]] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:   llvm.store %[[B]], %[[BP]]
// CHECK-NEXT:   func.call @_QMdof_modPdof_code(%[[P]], %[[BP]]) : (!llvm.ptr, !llvm.ptr) -> ()

// -----

// A domain kernel: one call, with the owned cells and the whole map. Fortran names are
// lower case in flang's symbols.
psy.kernel_meta @domain_type operates_on "domain" procedure "Domain_Code" args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">] {module = "Domain_Mod"}
func.func @domain(%t: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop domain to domain field(%t : !psy.field<f64, "w3">) {
    psy.kernel @domain_type(%t) : !psy.field<f64, "w3">
  }
  return
}
// CHECK-LABEL: func.func @domain(
// CHECK-SAME: psy.abi = ["nlayers", "ncell_2d_no_halos", "ndf_w3", "undf_w3", "map_w3"]
// CHECK-NOT:  scf.for
// CHECK:      llvm.inttoptr
// CHECK:      %[[MAP:.+]] = llvm.inttoptr
// CHECK-NOT:  llvm.getelementptr
// CHECK:      call @_QMdomain_modPdomain_code(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %[[MAP]])

// -----

// A field vector only kernels use becomes one field argument per component; a logical
// scalar is passed as a 4-byte default logical.
psy.kernel_meta @vec_type operates_on "cell_column" procedure "vec_code" args [#psy.meta_arg<gh_field*3, gh_real, gh_read, "w0">, #psy.meta_arg<gh_field, gh_real, gh_write, "w3">, #psy.meta_arg<gh_scalar, gh_logical, gh_read>] {module = "vec_mod"}
func.func @vector(%chi: !psy.field_vector<f64, "w0", 3>, %v: !psy.field<f64, "w3">, %l: i1) attributes {psy.invoke} {
  psy.loop cells to ncells field(%v : !psy.field<f64, "w3">) {
    psy.kernel @vec_type(%chi, %v, %l) : !psy.field_vector<f64, "w0", 3>, !psy.field<f64, "w3">, i1
  }
  return
}
// CHECK-LABEL: func.func @vector(
// CHECK-SAME: %[[X:[a-z0-9]+]]: !psy.field<f64, "w0">, %[[Y:[a-z0-9]+]]: !psy.field<f64, "w0">, %[[Z:[a-z0-9]+]]: !psy.field<f64, "w0">, %{{.+}}: !psy.field<f64, "w3">, %[[L:[a-z0-9]+]]: i1,
// CHECK-DAG:  builtin.unrealized_conversion_cast %[[X]] : !psy.field<f64, "w0"> to memref<?xf64>
// CHECK-DAG:  builtin.unrealized_conversion_cast %[[Y]] : !psy.field<f64, "w0"> to memref<?xf64>
// CHECK-DAG:  builtin.unrealized_conversion_cast %[[Z]] : !psy.field<f64, "w0"> to memref<?xf64>
// CHECK:      scf.for
// CHECK:        %[[L32:.+]] = arith.extui %[[L]] : i1 to i32
// CHECK-NEXT:   llvm.store %[[L32]], %{{.+}} : i32, !llvm.ptr

// -----

// A field typed on a space known only at run time brings its own ndf, undf and map; the
// argument attributes grow with the arguments.
psy.kernel_meta @any_type operates_on "cell_column" procedure "any_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "any_space_1">, #psy.meta_arg<gh_field, gh_real, gh_read, "any_space_2">] {module = "any_mod"}
func.func @any(%f: !psy.field<f64, "any_space_1"> {psy.note = "f"}, %g: !psy.field<f64, "w1">) attributes {psy.invoke, psy.alg_args = ["f", "g"], psy.alg_results = []} {
  psy.loop cells to ncells field(%f : !psy.field<f64, "any_space_1">) {
    psy.kernel @any_type(%f, %g) : !psy.field<f64, "any_space_1">, !psy.field<f64, "w1">
  }
  return
}
// CHECK-LABEL: func.func @any(
// CHECK-SAME: {psy.note = "f"}
// CHECK-SAME: psy.abi = ["nlayers", "ncells", "ndf_any_space_1_f", "undf_any_space_1_f", "map_any_space_1_f", "ndf_w1", "undf_w1", "map_w1"]

// -----

// Invokes of builtins only are psy-lower-builtins' work: untouched.
func.func @builtins(%x: !psy.field<f64, "w0">, %c: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %c) : (!psy.field<f64, "w0">, f64) -> ()
  }
  return
}
// CHECK-LABEL: func.func @builtins(%{{.+}}: !psy.field<f64, "w0">, %{{.+}}: f64) attributes {psy.invoke}
// CHECK-NEXT:  psy.loop dofs to ndofs

// -----

// Basis functions on an XYoZ rule: the rule argument leaves the signature; the binding passes
// its point counts and weights, and one basis array per space and kind, as extras. The kernel
// gets each space's basis then diff-basis after its map, and the rule's data last.
psy.kernel_meta @qr_type operates_on "cell_column" procedure "qr_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w0">, #psy.meta_arg<gh_field, gh_real, gh_read, "w3">] {gh_shape = ["gh_quadrature_xyoz"], meta_funcs = [{basis = true, diff_basis = true, function_space = "w0"}, {basis = true, diff_basis = false, function_space = "w3"}], module = "qr_mod"}
// CHECK-LABEL: func.func @quadrature(
// CHECK-SAME: %[[F:.+]]: !psy.field<f64, "w0">, %[[G:.+]]: !psy.field<f64, "w3">, %[[NL:.+]]: i32, %[[NC:.+]]: i32, %[[NDF0:.+]]: i32, %[[UNDF0:.+]]: i32, %[[MAP0:.+]]: memref<?xi32>, %[[NDF3:.+]]: i32, %[[UNDF3:.+]]: i32, %[[MAP3:.+]]: memref<?xi32>, %[[NPXY:.+]]: i32, %[[NPZ:.+]]: i32, %[[WXY:.+]]: memref<?xf64>, %[[WZ:.+]]: memref<?xf64>, %[[B0:.+]]: memref<?xf64>, %[[DB0:.+]]: memref<?xf64>, %[[B3:.+]]: memref<?xf64>)
// CHECK-SAME: psy.abi = ["nlayers", "ncells", "ndf_w0", "undf_w0", "map_w0", "ndf_w3", "undf_w3", "map_w3", "np_xy_arg1", "np_z_arg1", "weights_xy_arg1", "weights_z_arg1", "basis_w0_arg1", "diff_basis_w0_arg1", "basis_w3_arg1"]
// CHECK-DAG: %[[B0I:.+]] = memref.extract_aligned_pointer_as_index %[[B0]]
// CHECK-DAG: %[[B0L:.+]] = arith.index_cast %[[B0I]] : index to i64
// CHECK-DAG: %[[PB0:.+]] = llvm.inttoptr %[[B0L]]
// CHECK-DAG: %[[DB0I:.+]] = memref.extract_aligned_pointer_as_index %[[DB0]]
// CHECK-DAG: %[[DB0L:.+]] = arith.index_cast %[[DB0I]] : index to i64
// CHECK-DAG: %[[PDB0:.+]] = llvm.inttoptr %[[DB0L]]
// CHECK-DAG: %[[B3I:.+]] = memref.extract_aligned_pointer_as_index %[[B3]]
// CHECK-DAG: %[[B3L:.+]] = arith.index_cast %[[B3I]] : index to i64
// CHECK-DAG: %[[PB3:.+]] = llvm.inttoptr %[[B3L]]
// CHECK-DAG: %[[WXYI:.+]] = memref.extract_aligned_pointer_as_index %[[WXY]]
// CHECK-DAG: %[[WXYL:.+]] = arith.index_cast %[[WXYI]] : index to i64
// CHECK-DAG: %[[PWXY:.+]] = llvm.inttoptr %[[WXYL]]
// CHECK-DAG: %[[WZI:.+]] = memref.extract_aligned_pointer_as_index %[[WZ]]
// CHECK-DAG: %[[WZL:.+]] = arith.index_cast %[[WZI]] : index to i64
// CHECK-DAG: %[[PWZ:.+]] = llvm.inttoptr %[[WZL]]
// CHECK-DAG: llvm.store %[[NPXY]], %[[SXY:[0-9]+]]
// CHECK-DAG: llvm.store %[[NPZ]], %[[SZ:[0-9]+]]
// CHECK: scf.for
// CHECK: func.call @_QMqr_modPqr_code(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %[[PB0]], %[[PDB0]], %{{.+}}, %{{.+}}, %{{.+}}, %[[PB3]], %[[SXY]], %[[SZ]], %[[PWXY]], %[[PWZ]])
func.func @quadrature(%f: !psy.field<f64, "w0">, %qr: !psy.qr<"gh_quadrature_xyoz">, %g: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%f : !psy.field<f64, "w0">) {
    psy.kernel @qr_type(%f, %g, %qr) : !psy.field<f64, "w0">, !psy.field<f64, "w3">, !psy.qr<"gh_quadrature_xyoz">
  }
  return
}

// -----

// A kernel with an LMA operator: the 1-based cell first (a slot filled with cell + 1 before
// each call), nlayers, then the operator's ncell_3d and its whole local_stencil, appended as
// extras; the operator argument leaves the signature. A loop over the operator it writes runs
// over the cells as any cell loop.
psy.kernel_meta @asm_type operates_on "cell_column" procedure "asm_code" args [#psy.meta_arg<gh_operator, gh_real, gh_write, "w0", "w0">, #psy.meta_arg<gh_field, gh_real, gh_read, "w0">] {module = "asm_mod"}
func.func @operators(%op: !psy.operator<f64, "w0", "w0">, %x: !psy.field<f64, "w0">) attributes {psy.invoke} {
  psy.loop cells to ncells field(%op : !psy.operator<f64, "w0", "w0">) {
    psy.kernel @asm_type(%op, %x) : !psy.operator<f64, "w0", "w0">, !psy.field<f64, "w0">
  }
  return
}
// CHECK-LABEL: func.func private @_QMasm_modPasm_code(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: func.func @operators(
// CHECK-SAME: %[[X:[a-z0-9]+]]: !psy.field<f64, "w0">,
// CHECK-SAME: %[[NL:[a-z0-9]+]]: i32, %[[NC:[a-z0-9]+]]: i32, %{{[a-z0-9]+}}: i32, %{{[a-z0-9]+}}: i32, %{{[a-z0-9]+}}: memref<?xi32>,
// CHECK-SAME: %[[N3:[a-z0-9]+]]: i32, %[[ST:[a-z0-9]+]]: memref<?xf64>)
// CHECK-SAME: psy.abi = ["nlayers", "ncells", "ndf_w0", "undf_w0", "map_w0", "ncell_3d_arg0", "local_stencil_arg0"]
// CHECK:      %[[CP:.+]] = llvm.alloca %{{.+}} x i32
// CHECK:      %[[NLP:.+]] = llvm.alloca %{{.+}} x i32
// CHECK-NEXT: llvm.store %[[NL]], %[[NLP]]
// CHECK:      %[[N3P:.+]] = llvm.alloca %{{.+}} x i32
// CHECK-NEXT: llvm.store %[[N3]], %[[N3P]]
// CHECK:      memref.extract_aligned_pointer_as_index %[[ST]]
// CHECK:      %[[STP:.+]] = llvm.inttoptr
// CHECK:      scf.for %[[CELL:.+]] = %{{.+}} to %{{.+}} step
// CHECK:        %[[C1:.+]] = arith.addi %[[CELL]], %{{.+}} : index
// CHECK-NEXT:   %[[C1I:.+]] = arith.index_cast %[[C1]] : index to i32
// CHECK-NEXT:   llvm.store %[[C1I]], %[[CP]]
// CHECK:        func.call @_QMasm_modPasm_code(%[[CP]], %[[NLP]], %[[N3P]], %[[STP]], %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}})
