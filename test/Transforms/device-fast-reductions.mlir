// psy-omp device=true reprod=false (psyc --psy-device-fast-reductions, docs/gpu.md): a
// parallel dof loop is marked "device_fast". Without reductions the lowering runs it as
// "device" (a thread per dof); with sums it becomes "device_chunks": 65536 threads, thread t
// summing the dofs t, t + 65536, ... in order, from the identity (thread 0 from the initial
// value), each partial sum in its own slot of a runtime buffer (psyRtDevPartials), and the
// host adding the partials in thread order (psyRtDevSumPartials). One behaviour per case.
// RUN: psy-opt %s -split-input-file '--psy-omp=device=true reprod=false' | FileCheck --check-prefix=MARK %s
// RUN: psy-opt %s -split-input-file '--psy-omp=device=true reprod=false' --psy-lower-kernels --psy-lower-builtins --psy-device-outline | FileCheck %s

// A sum: the kernel's loop starts at lb + %iv * step and strides 65536 steps; its partial
// goes to slot %iv of the results. The launch runs 65536 threads with 8 bytes of results
// each, then adds slot 0 of every thread as f64 (kind 0) into the host's result.
// MARK-LABEL: func.func @norm
// MARK:        } {psy.omp = "device_fast"}
// CHECK-LABEL: func.func @__psy_dev_norm_0(
// CHECK-SAME:    %[[IV:[a-z0-9]+]]: i64, %[[RES:[a-z0-9]+]]: !llvm.ptr,
// CHECK:         %[[I:.+]] = arith.index_cast %[[IV]] : i64 to index
// CHECK:         %[[T:.+]] = arith.constant 65536 : index
// CHECK:         %[[OFF:.+]] = arith.muli %[[I]], %[[STEP:.+]] : index
// CHECK-NEXT:    %[[LB:.+]] = arith.addi %{{.+}}, %[[OFF]] : index
// CHECK-NEXT:    %[[STRIDE:.+]] = arith.muli %[[STEP]], %[[T]] : index
// CHECK:         %[[FIRST:.+]] = arith.cmpi eq, %[[IV]], %{{.+}} : i64
// CHECK:         %[[ID:.+]] = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:    %[[INIT:.+]] = arith.select %[[FIRST]], %{{.+}}, %[[ID]] : f64
// CHECK-NEXT:    %[[SUM:.+]] = scf.for %{{.+}} = %[[LB]] to %{{.+}} step %[[STRIDE]] iter_args(%{{.+}} = %[[INIT]]) -> (f64) {
// CHECK:         } {psy.device = "device_chunks", psy.device_identities = [0.000000e+00]}
// CHECK:         %[[BASE:.+]] = arith.muli %[[IV]], %{{.+}} : i64
// CHECK-NEXT:    %{{.+}} = arith.constant 0 : i64
// CHECK-NEXT:    %[[SLOT:.+]] = arith.addi %[[BASE]], %{{.+}} : i64
// CHECK-NEXT:    %[[AT:.+]] = llvm.getelementptr %[[RES]][%[[SLOT]]]
// CHECK-NEXT:    llvm.store %[[SUM]], %[[AT]] : f64, !llvm.ptr
// CHECK-LABEL: func.func @norm(
// CHECK:         %[[NT:.+]] = arith.constant 65536 : i64
// CHECK-NEXT:    %[[BYTES:.+]] = arith.constant 524288 : i64
// CHECK-NEXT:    %[[PARTS:.+]] = call @psyRtDevPartials(%[[BYTES]])
// CHECK:         call @psyRtDevLaunch(%{{.+}}, %{{.+}}, %[[NT]], %{{.+}}, %[[PARTS]], %{{.+}})
// CHECK:         %[[KIND:.+]] = arith.constant 0 : i32
// CHECK:         call @psyRtDevSumPartials(%[[PARTS]], %{{.+}}, %{{.+}}, %{{.+}}, %[[KIND]], %[[OUT:.+]]) :
// CHECK:         llvm.load %{{.+}} : !llvm.ptr -> f64
func.func @norm(%x: !psy.field<f64, "w3">, %y: !psy.field<f64, "w3">) -> f64 attributes {psy.invoke} {
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "X_innerproduct_Y"(%x, %y) : (!psy.field<f64, "w3">, !psy.field<f64, "w3">) -> f64
    psy.yield %p : f64
  }
  return %s : f64
}

// -----

// No reduction: a thread per dof, as without the option.
// MARK-LABEL: func.func @fill
// MARK:        } {psy.omp = "device_fast"}
// CHECK-LABEL: func.func @fill(
// CHECK-NOT:     psyRtDevPartials
// CHECK:         call @psyRtDevLaunch
// CHECK-NOT:     psyRtDevSumPartials
func.func @fill(%x: !psy.field<f64, "w3">, %c: f64) attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %c) : (!psy.field<f64, "w3">, f64) -> ()
  }
  return
}
