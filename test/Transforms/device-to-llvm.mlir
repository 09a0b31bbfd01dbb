// The pipeline psy-device-to-llvm: psy-lower-kernels, psy-lower-builtins, psy-device-outline,
// then psy-to-llvm's upstream passes. Kernels and invokes end as llvm.func, the launches as
// llvm.call of the device runtime.
// RUN: psy-opt %s -split-input-file --psy-device-to-llvm | FileCheck %s

// A device loop: the kernel's arrays are pointers already, so it converts as it is; the
// invoke's memrefs become descriptors, whose aligned pointers psyRtDevMap maps.
// CHECK-LABEL: llvm.func @__psy_dev_copy_0(
// CHECK-SAME:    %[[IV:[a-z0-9]+]]: i64, %{{[a-z0-9]+}}: !llvm.ptr, %[[X:[a-z0-9]+]]: !llvm.ptr, %[[Y:[a-z0-9]+]]: !llvm.ptr) attributes {psy.device_kernel}
// CHECK-NEXT:    %[[XP:.+]] = llvm.getelementptr %[[X]][%[[IV]]] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:    %[[V:.+]] = llvm.load %[[XP]] : !llvm.ptr -> f64
// CHECK-NEXT:    %[[YP:.+]] = llvm.getelementptr %[[Y]][%[[IV]]] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:    llvm.store %[[V]], %[[YP]] : f64, !llvm.ptr
// CHECK-NEXT:    llvm.return
// CHECK-LABEL: llvm.func @copy(
// CHECK:         llvm.call @psyRtDevInvokeBegin()
// CHECK:         llvm.call @psyRtDevMap(
// CHECK:         llvm.call @psyRtDevMap(
// CHECK:         llvm.call @psyRtDevLaunch(
// CHECK-NEXT:    llvm.call @psyRtDevInvokeEnd()
// CHECK-NEXT:    llvm.return
// CHECK-NOT:   {{scf|memref|func}}\.
func.func @copy(%y: !psy.field<f64, "w3">, %x: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_X"(%y, %x) : (!psy.field<f64, "w3">, !psy.field<f64, "w3">) -> ()
  } {psy.omp = "device"}
  return
}

// -----

// Without psy-omp device=true's marks the pipeline is psy-to-llvm: the loop stays on the host.
// CHECK-LABEL: llvm.func @host(
// CHECK-NOT:     psyRtDev
// CHECK:         llvm.cond_br
// CHECK-NOT:     psyRtDev
func.func @host(%y: !psy.field<f64, "w3">, %x: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_X"(%y, %x) : (!psy.field<f64, "w3">, !psy.field<f64, "w3">) -> ()
  }
  return
}
