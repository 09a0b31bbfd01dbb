// psy-device-outline (--target=nvptx): after psy-lower-kernels and psy-lower-builtins, each
// scf.for the lowering marked psy.device becomes a kernel function
// @__psy_dev_<invoke>_<n>(%iv: i64, %results: !llvm.ptr, params...) and, in its place, a
// psyRtDevLaunch of it; arrays travel as device addresses (psyRtDevMap), other values as
// parameters, and psyRtDevInvokeBegin/End bracket an invoke with a device loop. The inputs
// carry psy-omp device=true's marks themselves (omp-device.mlir tests the marking). One
// behaviour per case.
// RUN: psy-opt %s -split-input-file --psy-lower-kernels --psy-lower-builtins --psy-device-outline | FileCheck %s

// A builtin's dof loop ("device"): the kernel is the loop's body for the iteration %iv, its
// memref accesses llvm loads and stores through the arrays' device addresses. The launch
// maps the arrays the kernel only loads read-only (1) and the one it stores read-write (3),
// passes the scalar by value, and runs iterations 0..ndofs-1; no loop is left on the host.
// CHECK-DAG:   func.func private @psyRtDevInvokeBegin()
// CHECK-DAG:   func.func private @psyRtDevInvokeEnd()
// CHECK-DAG:   func.func private @psyRtDevMap(!llvm.ptr, i64, i32) -> !llvm.ptr
// CHECK-DAG:   func.func private @psyRtDevLaunch(!llvm.ptr, i64, i64, !llvm.ptr, !llvm.ptr, i64)
// CHECK-DAG:   llvm.mlir.global external @__psy_dev_axpy_0_desc() {addr_space = 0 : i32} : !llvm.struct<(ptr, ptr, ptr, ptr, i32)>
// CHECK-LABEL: func.func @__psy_dev_axpy_0(
// CHECK-SAME:    %[[IV:[a-z0-9]+]]: i64, %{{[a-z0-9]+}}: !llvm.ptr, %[[X:[a-z0-9]+]]: !llvm.ptr, %[[A:[a-z0-9]+]]: f64, %[[Y:[a-z0-9]+]]: !llvm.ptr, %[[Z:[a-z0-9]+]]: !llvm.ptr) attributes {psy.device_kernel}
// CHECK-NEXT:    %[[I:.+]] = arith.index_cast %[[IV]] : i64 to index
// CHECK-NEXT:    %[[I64:.+]] = arith.index_cast %[[I]] : index to i64
// CHECK-NEXT:    %[[XP:.+]] = llvm.getelementptr %[[X]][%[[I64]]] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:    %[[XV:.+]] = llvm.load %[[XP]] : !llvm.ptr -> f64
// CHECK-NEXT:    %[[AX:.+]] = arith.mulf %[[A]], %[[XV]] : f64
// CHECK:         %[[YP:.+]] = llvm.getelementptr %[[Y]][%{{.+}}] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:    %[[YV:.+]] = llvm.load %[[YP]] : !llvm.ptr -> f64
// CHECK-NEXT:    %[[R:.+]] = arith.addf %[[AX]], %[[YV]] : f64
// CHECK:         %[[ZP:.+]] = llvm.getelementptr %[[Z]][%{{.+}}] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:    llvm.store %[[R]], %[[ZP]] : f64, !llvm.ptr
// CHECK-NEXT:    return
// CHECK-LABEL: func.func @axpy(
// CHECK-SAME:    %[[ZM:[a-z0-9]+]]: memref<?xf64>, %[[AM:[a-z0-9]+]]: f64, %[[XM:[a-z0-9]+]]: memref<?xf64>, %[[YM:[a-z0-9]+]]: memref<?xf64>)
// CHECK-NEXT:    call @psyRtDevInvokeBegin() : () -> ()
// CHECK:         %[[ARGS:.+]] = llvm.alloca %{{.+}} x !llvm.ptr
// CHECK:         %[[N:.+]] = memref.dim %[[ZM]]
// CHECK-NOT:     scf.for
// CHECK:         %[[XI:.+]] = memref.extract_aligned_pointer_as_index %[[XM]] : memref<?xf64> -> index {psy.device_map}
// CHECK-NEXT:    %[[XI64:.+]] = arith.index_cast %[[XI]] : index to i64
// CHECK-NEXT:    %[[XH:.+]] = llvm.inttoptr %[[XI64]] : i64 to !llvm.ptr
// CHECK:         %[[XN:.+]] = memref.dim {psy.device_map} %[[XM]]
// CHECK-NEXT:    %[[XN64:.+]] = arith.index_cast %[[XN]] : index to i64
// CHECK-NEXT:    %[[EIGHT:.+]] = arith.constant 8 : i64
// CHECK-NEXT:    %[[XB:.+]] = arith.muli %[[XN64]], %[[EIGHT]] : i64
// CHECK-NEXT:    %[[READ:.+]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[XD:.+]] = call @psyRtDevMap(%[[XH]], %[[XB]], %[[READ]])
// CHECK-NEXT:    llvm.store %[[XD]], %[[XS:.+]] : !llvm.ptr, !llvm.ptr
// CHECK:         %[[ARG0:.+]] = llvm.getelementptr %[[ARGS]][%{{.+}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT:    llvm.store %[[XS]], %[[ARG0]]
// CHECK-NEXT:    llvm.store %[[AM]], %{{.+}} : f64, !llvm.ptr
// CHECK:         memref.extract_aligned_pointer_as_index %[[YM]]
// CHECK:         %[[READ2:.+]] = arith.constant 1 : i32
// CHECK-NEXT:    call @psyRtDevMap(%{{.+}}, %{{.+}}, %[[READ2]])
// CHECK:         memref.extract_aligned_pointer_as_index %[[ZM]]
// CHECK:         %[[RW:.+]] = arith.constant 3 : i32
// CHECK-NEXT:    call @psyRtDevMap(%{{.+}}, %{{.+}}, %[[RW]])
// CHECK:         %[[UB:.+]] = arith.index_cast %[[N]] : index to i64
// CHECK-NEXT:    %[[NORES:.+]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:    %[[DESC:.+]] = llvm.mlir.addressof @__psy_dev_axpy_0_desc : !llvm.ptr
// CHECK-NEXT:    %[[ZERO:.+]] = arith.constant 0 : i64
// CHECK-NEXT:    call @psyRtDevLaunch(%[[DESC]], %{{.+}}, %[[UB]], %[[ARGS]], %[[NORES]], %[[ZERO]])
// CHECK-NEXT:    call @psyRtDevInvokeEnd() : () -> ()
// CHECK-NEXT:    return
func.func @axpy(%z: !psy.field<f64, "w3">, %a: f64, %x: !psy.field<f64, "w3">, %y: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "aX_plus_Y"(%z, %a, %x, %y) : (!psy.field<f64, "w3">, f64, !psy.field<f64, "w3">, !psy.field<f64, "w3">) -> ()
  } {psy.omp = "device"}
  return
}

// -----

// A reduction: the lowering makes its loop "device_serial", so one thread runs the whole
// loop and sums in dof order (the host's sum, bit for bit). The kernel stores the sum into
// %results; the launch runs the one iteration 0..0 with an 8-byte results buffer, and the
// host loads the sum from it after the launch. The loop's bound travels as an i64.
// CHECK-LABEL: func.func @__psy_dev_norm_0(
// CHECK-SAME:    %{{[a-z0-9]+}}: i64, %[[RES:[a-z0-9]+]]: !llvm.ptr, %[[N:[a-z0-9]+]]: i64, %[[X:[a-z0-9]+]]: !llvm.ptr, %[[Y:[a-z0-9]+]]: !llvm.ptr) attributes {psy.device_kernel}
// CHECK:         %[[NI:.+]] = arith.index_cast %[[N]] : i64 to index
// CHECK:         %[[ZEROF:.+]] = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:    %[[SUM:.+]] = scf.for %{{.+}} = %{{.+}} to %[[NI]] step %{{.+}} iter_args(%{{.+}} = %[[ZEROF]]) -> (f64) {
// CHECK:           llvm.load
// CHECK:           llvm.load
// CHECK:           arith.mulf
// CHECK:           arith.addf
// CHECK:         }
// CHECK-NEXT:    %[[C0:.+]] = arith.constant 0 : i64
// CHECK-NEXT:    %[[SLOT:.+]] = llvm.getelementptr %[[RES]][%[[C0]]]
// CHECK-NEXT:    llvm.store %[[SUM]], %[[SLOT]] : f64, !llvm.ptr
// CHECK-NEXT:    return
// CHECK-LABEL: func.func @norm(
// CHECK:         %[[RO:.+]] = arith.constant 1 : i32
// CHECK-NEXT:    call @psyRtDevMap(%{{.+}}, %{{.+}}, %[[RO]])
// CHECK:         %[[RO2:.+]] = arith.constant 1 : i32
// CHECK-NEXT:    call @psyRtDevMap(%{{.+}}, %{{.+}}, %[[RO2]])
// CHECK:         %[[LB:.+]] = arith.constant 0 : i64
// CHECK-NEXT:    %[[UB:.+]] = arith.constant 1 : i64
// CHECK-NEXT:    %[[DESC:.+]] = llvm.mlir.addressof @__psy_dev_norm_0_desc
// CHECK-NEXT:    %[[BYTES:.+]] = arith.constant 8 : i64
// CHECK-NEXT:    call @psyRtDevLaunch(%[[DESC]], %[[LB]], %[[UB]], %{{.+}}, %[[BUF:[0-9a-z_]+]], %[[BYTES]])
// CHECK-NEXT:    %[[C0H:.+]] = arith.constant 0 : i64
// CHECK-NEXT:    %[[AT:.+]] = llvm.getelementptr %[[BUF]][%[[C0H]]]
// CHECK-NEXT:    %[[S:.+]] = llvm.load %[[AT]] : !llvm.ptr -> f64
// CHECK-NEXT:    call @psyRtDevInvokeEnd()
// CHECK-NEXT:    return %[[S]] : f64
func.func @norm(%x: !psy.field<f64, "w3">, %y: !psy.field<f64, "w3">) -> f64 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "X_innerproduct_Y"(%x, %y) : (!psy.field<f64, "w3">, !psy.field<f64, "w3">) -> f64
    psy.yield %p : f64
  } {psy.omp = "device"}
  return %s : f64
}

// -----

// A coded kernel takes its scalars by reference: the scalar travels as a parameter, and the
// kernel gets a stack slot of its own (per thread) filled with it before the call. The
// invoke's extras' slots (nlayers) are recomputed the same way, and the kernel's cell map is
// the map's device address plus cell * ndf.
// CHECK-LABEL: func.func @__psy_dev_scale_0(
// CHECK-SAME:    %[[IV:[a-z0-9]+]]: i64, %{{[a-z0-9]+}}: !llvm.ptr, %[[A:[a-z0-9]+]]: f64, %[[NDF:[a-z0-9]+]]: i32, %[[MAP:[a-z0-9]+]]: !llvm.ptr, %[[NL:[a-z0-9]+]]: i32, %[[F:[a-z0-9]+]]: !llvm.ptr, %{{[a-z0-9]+}}: i32)
// CHECK-NEXT:    %[[CELL:.+]] = arith.index_cast %[[IV]] : i64 to index
// CHECK-NEXT:    %[[ONE:.+]] = arith.constant 1 : i64
// CHECK-NEXT:    %[[AP:.+]] = llvm.alloca %[[ONE]] x f64
// CHECK:         %[[NLP:.+]] = llvm.alloca %[[ONE]] x i32
// CHECK-NEXT:    llvm.store %[[NL]], %[[NLP]] : i32, !llvm.ptr
// CHECK:         llvm.store %[[A]], %[[AP]] : f64, !llvm.ptr
// CHECK-NEXT:    %[[ND:.+]] = arith.index_cast %[[NDF]] : i32 to index
// CHECK-NEXT:    %[[OFF:.+]] = arith.muli %[[CELL]], %[[ND]] : index
// CHECK:         %[[CMAP:.+]] = llvm.getelementptr %{{.+}}[%{{.+}}] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:    call @_QMscale_modPscale_code(%[[NLP]], %[[AP]], %{{.+}}, %{{.+}}, %{{.+}}, %[[CMAP]])
// CHECK-NEXT:    return
// CHECK-LABEL: func.func @scale(
// CHECK-SAME:    %[[AM:[a-z0-9]+]]: f64,
// CHECK:         llvm.store %[[AM]], %{{.+}} : f64, !llvm.ptr
// CHECK:         call @psyRtDevLaunch(
// CHECK-NOT:     call @_QMscale_modPscale_code
psy.kernel_meta @scale_type operates_on "cell_column" procedure "scale_code" args [#psy.meta_arg<gh_scalar, gh_real, gh_read>, #psy.meta_arg<gh_field, gh_real, gh_write, "w3">] {module = "scale_mod"}
func.func @scale(%a: f64, %t: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @scale_type(%a, %t) : f64, !psy.field<f64, "w3">
  } {psy.omp = "device"}
  return
}

// -----

// A domain kernel runs on the host: before its call, psyRtDevHost brings the host copies of
// the arrays whose addresses it gets up to date (3: it may write them, so the device's copies
// go stale). The device loop before it launches as usual.
// CHECK-DAG:   func.func private @psyRtDevHost(!llvm.ptr, i64, i32)
// CHECK-LABEL: func.func @__psy_dev_mixed_0(
// CHECK:         call @_QMw3_modPw3_code(
// CHECK-LABEL: func.func @mixed(
// CHECK-SAME:    %[[T:[a-z0-9]+]]: memref<?xf64>, {{.*}}, %[[MAP:[a-z0-9]+]]: memref<?xi32>)
// CHECK-NEXT:    call @psyRtDevInvokeBegin()
// CHECK:         %[[TC:.+]] = builtin.unrealized_conversion_cast %[[T]]
// CHECK:         call @psyRtDevLaunch(
// CHECK-NEXT:    memref.extract_aligned_pointer_as_index %[[TC]] : memref<?xf64> -> index {psy.device_map}
// CHECK:         %[[RW:.+]] = arith.constant 3 : i32
// CHECK-NEXT:    call @psyRtDevHost(%{{.+}}, %{{.+}}, %[[RW]])
// CHECK-NEXT:    memref.extract_aligned_pointer_as_index %[[MAP]] : memref<?xi32> -> index {psy.device_map}
// CHECK:         %[[RW2:.+]] = arith.constant 3 : i32
// CHECK-NEXT:    call @psyRtDevHost(%{{.+}}, %{{.+}}, %[[RW2]])
// CHECK-NEXT:    call @_QMdom_modPdom_code(
// CHECK-NEXT:    call @psyRtDevInvokeEnd()
psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code" args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">] {module = "w3_mod"}
psy.kernel_meta @dom_type operates_on "domain" procedure "dom_code" args [#psy.meta_arg<gh_field, gh_real, gh_readwrite, "w3">] {module = "dom_mod"}
func.func @mixed(%t: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @w3_type(%t) : !psy.field<f64, "w3">
  } {psy.omp = "device"}
  psy.loop domain to domain {
    psy.kernel @dom_type(%t) : !psy.field<f64, "w3">
  }
  return
}

// -----

// An invoke with no device loop is left as the lowering built it: no kernel, no runtime call.
// CHECK-NOT:   psy_dev
// CHECK-NOT:   psyRtDev
// CHECK-LABEL: func.func @host_only(
// CHECK-NOT:     psyRtDev
// CHECK:         call @_QMdom_modPdom_code(
// CHECK-NEXT:    return
psy.kernel_meta @dom_type operates_on "domain" procedure "dom_code" args [#psy.meta_arg<gh_field, gh_real, gh_readwrite, "w3">] {module = "dom_mod"}
func.func @host_only(%t: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop domain to domain {
    psy.kernel @dom_type(%t) : !psy.field<f64, "w3">
  }
  return
}

// -----

// Two device loops make kernels _0 and _1, launched in order. A reduction's result, loaded
// on the host after the first launch, reaches the second kernel as a parameter.
// CHECK-LABEL: func.func @__psy_dev_chain_0(
// CHECK-LABEL: func.func @__psy_dev_chain_1(
// CHECK-SAME:    %[[IV:[a-z0-9]+]]: i64, %{{[a-z0-9]+}}: !llvm.ptr, %[[C:[a-z0-9]+]]: f64, %[[Y:[a-z0-9]+]]: !llvm.ptr)
// CHECK:         %[[YP:.+]] = llvm.getelementptr %[[Y]]
// CHECK-NEXT:    llvm.store %[[C]], %[[YP]] : f64, !llvm.ptr
// CHECK-LABEL: func.func @chain(
// CHECK:         llvm.mlir.addressof @__psy_dev_chain_0_desc
// CHECK-NEXT:    arith.constant 8 : i64
// CHECK-NEXT:    call @psyRtDevLaunch(
// CHECK:         %[[S:.+]] = llvm.load %{{.+}} : !llvm.ptr -> f64
// CHECK:         llvm.store %[[S]], %{{.+}} : f64, !llvm.ptr
// CHECK:         llvm.mlir.addressof @__psy_dev_chain_1_desc
// CHECK-NEXT:    %{{.+}} = arith.constant 0 : i64
// CHECK-NEXT:    call @psyRtDevLaunch(
// CHECK-NEXT:    call @psyRtDevInvokeEnd()
func.func @chain(%x: !psy.field<f64, "w3">, %y: !psy.field<f64, "w3">) attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "sum_X"(%x) : (!psy.field<f64, "w3">) -> f64
    psy.yield %p : f64
  } {psy.omp = "device"}
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%y, %s) : (!psy.field<f64, "w3">, f64) -> ()
  } {psy.omp = "device"}
  return
}

// -----

// A "device_serial" cell loop (its cells share dofs and were not coloured): the kernel holds
// the whole loop, over a bound that travels as a parameter; the launch runs iteration 0..0
// and has no results.
// CHECK-LABEL: func.func @__psy_dev_racing_0(
// CHECK-SAME:    %{{[a-z0-9]+}}: i64, %{{[a-z0-9]+}}: !llvm.ptr, %[[NC:[a-z0-9]+]]: i32,
// CHECK:         %[[N:.+]] = arith.index_cast %[[NC]] : i32 to index
// CHECK:         scf.for %{{.+}} = %{{.+}} to %[[N]] step %{{.+}} {
// CHECK:           func.call @_QMinc_modPinc_code(
// CHECK:         } {psy.device = "device_serial"}
// CHECK-NEXT:    return
// CHECK-LABEL: func.func @racing(
// CHECK-NOT:     scf.for
// CHECK:         %[[NORES:.+]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:    %[[DESC:.+]] = llvm.mlir.addressof @__psy_dev_racing_0_desc
// CHECK-NEXT:    %[[ZERO:.+]] = arith.constant 0 : i64
// CHECK-NEXT:    call @psyRtDevLaunch(%[[DESC]], %{{.+}}, %{{.+}}, %{{.+}}, %[[NORES]], %[[ZERO]])
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">] {module = "inc_mod"}
func.func @racing(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @inc_type(%f) : !psy.field<f64, "w1">
  } {psy.omp = "device_serial"}
  return
}

// -----

// A coloured loop: the colours loop stays on the host, one launch per colour over the
// colour's cells (0..last_edge_cell[colour]-1); the colour's index is a parameter, and the
// colour map a read-only array. The host reads the colours' bounds, so psyRtDevHost (1: it
// only reads) comes before the colours loop, once.
// CHECK-LABEL: func.func @__psy_dev_coloured_0(
// CHECK-SAME:    %[[IV:[a-z0-9]+]]: i64, %{{[a-z0-9]+}}: !llvm.ptr, %[[NCOL:[a-z0-9]+]]: i32, %[[COL:[a-z0-9]+]]: i64, %[[CMAP:[a-z0-9]+]]: !llvm.ptr,
// CHECK:         %[[CMAPV:.+]] = llvm.getelementptr %[[CMAP]][%{{.+}}] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT:    llvm.load %[[CMAPV]] : !llvm.ptr -> i32
// CHECK:         call @_QMinc_modPinc_code(
// CHECK-LABEL: func.func @coloured(
// CHECK-SAME:    %[[LAST:[a-z0-9]+]]: memref<?xi32>, %[[CM:[a-z0-9]+]]: memref<?xi32>) attributes {psy.abi = [{{.*}}"ncolour", "last_edge_cell_all_colours", "cmap"]
// CHECK:         memref.extract_aligned_pointer_as_index %[[LAST]] : memref<?xi32> -> index {psy.device_map}
// CHECK:         %[[RO:.+]] = arith.constant 1 : i32
// CHECK-NEXT:    call @psyRtDevHost(%{{.+}}, %{{.+}}, %[[RO]])
// CHECK-NEXT:    scf.for %[[C:.+]] = %{{.+}} to %{{.+}} step %{{.+}} {
// CHECK-NEXT:      %[[UB:.+]] = memref.load %[[LAST]][%[[C]]]
// CHECK:           %[[C64:.+]] = arith.index_cast %[[C]] : index to i64
// CHECK:           memref.extract_aligned_pointer_as_index %[[CM]]
// CHECK:           %[[RO2:.+]] = arith.constant 1 : i32
// CHECK-NEXT:      func.call @psyRtDevMap(%{{.+}}, %{{.+}}, %[[RO2]])
// CHECK:           func.call @psyRtDevLaunch(
// CHECK-NEXT:    }
// CHECK-NEXT:    call @psyRtDevInvokeEnd()
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">] {module = "inc_mod"}
func.func @coloured(%f: !psy.field<f64, "w1">) attributes {psy.invoke} {
  psy.loop colours to ncolours {
    psy.loop colour_cells to last_edge_cell {
      psy.kernel @inc_type(%f) : !psy.field<f64, "w1">
    } {psy.omp = "device"}
  }
  return
}

// -----

// A coded kernel's read-only data is mapped read-only: psy-lower-kernels lists on the call
// what the kernel only reads (psy.device_reads: the read field, the dofmap, the sizes), and an
// array whose address reaches only those operands is mapped with access 1; the field the
// kernel writes (gh_inc) with 3.
// CHECK-LABEL: func.func @__psy_dev_readonly_0(
// CHECK:         call @_QMcopy_modPcopy_code({{.*}}) {psy.device_reads = array<i32: 0, 2, 3, 4, 5>}
// CHECK-LABEL: func.func @readonly(
// CHECK:         %[[O1:.+]] = arith.constant 1 : i32
// CHECK-NEXT:    call @psyRtDevMap(%{{.+}}, %{{.+}}, %[[O1]])
// CHECK:         %[[W:.+]] = arith.constant 3 : i32
// CHECK-NEXT:    call @psyRtDevMap(%{{.+}}, %{{.+}}, %[[W]])
// CHECK:         %[[O2:.+]] = arith.constant 1 : i32
// CHECK-NEXT:    call @psyRtDevMap(%{{.+}}, %{{.+}}, %[[O2]])
// CHECK:         call @psyRtDevLaunch(
psy.kernel_meta @copy_type operates_on "cell_column" procedure "copy_code" args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">, #psy.meta_arg<gh_field, gh_real, gh_read, "w3">] {module = "copy_mod"}
func.func @readonly(%t: !psy.field<f64, "w3">, %s: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @copy_type(%t, %s) : !psy.field<f64, "w3">, !psy.field<f64, "w3">
  } {psy.omp = "device"}
  return
}
