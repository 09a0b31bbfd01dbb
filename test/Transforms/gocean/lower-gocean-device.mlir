// psy-lower-gocean{device=true} (docs/passes.md, docs/gpu.md "GOcean"): for --target=nvptx
// each nest is one scf.for over the points, p = 0 .. nj*ni - 1 with j = j0 + p / ni and
// i = i0 + p mod ni (a thread per point once psy-device-outline has made it a kernel), marked
// psy.device = "device"; each field pointer is marked with its size in bytes, 8 x nx x ny
// from the extents beside it (psy_device_array).
// RUN: psy-opt %s -split-input-file --psy-lower-gocean="device=true" | FileCheck %s
// RUN: psy-opt %s -split-input-file --psy-gocean-device-to-llvm | FileCheck --check-prefix=LLVM %s

module attributes {psy.module_name = "psy_alg"} {
  psy.go_kernel_meta @k iterates_over "go_internal_pts" index_offset "go_offset_sw"
      procedure "K_Code" args [["go_write", "go_cu", "go_pointwise"],
                               ["go_read", "go_ct", "go_pointwise"]]
  func.func @invoke_0_k(%cu: memref<?x?xf64>, %p: memref<?x?xf64>)
      attributes {psy.alg_args = ["cu", "p"], psy.go_invoke} {
    psy.go_loop "outer" %cu : memref<?x?xf64> field_space "go_cu"
        iteration_space "go_internal_pts" index_offset "go_offset_sw" {
      psy.go_loop "inner" %cu : memref<?x?xf64> field_space "go_cu"
          iteration_space "go_internal_pts" index_offset "go_offset_sw" {
        psy.go_kernel @k(%cu, %p) : memref<?x?xf64>, memref<?x?xf64>
      }
    }
    return
  }
}

// CHECK-LABEL: func.func @invoke_0_k(
// CHECK: %[[I:.*]] = llvm.alloca %{{.*}} x i32
// CHECK: %[[J:.*]] = llvm.alloca %{{.*}} x i32
// CHECK: %[[CUD:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// CHECK: %[[NX:.*]] = llvm.alloca %{{.*}} x i32
// CHECK: %[[NY:.*]] = llvm.alloca %{{.*}} x i32
// CHECK: %[[ESIZE:.*]] = arith.constant 8 : i64
// CHECK: %[[X:.*]] = llvm.load %[[NX]] : !llvm.ptr -> i32
// CHECK: %[[X64:.*]] = arith.extsi %[[X]] : i32 to i64
// CHECK: %[[B1:.*]] = arith.muli %[[ESIZE]], %[[X64]] : i64
// CHECK: %[[Y:.*]] = llvm.load %[[NY]] : !llvm.ptr -> i32
// CHECK: %[[Y64:.*]] = arith.extsi %[[Y]] : i32 to i64
// CHECK: %[[BYTES:.*]] = arith.muli %[[B1]], %[[Y64]] : i64
// CHECK: %[[CU:.*]] = llvm.call @psy_device_array(%[[CUD]], %[[BYTES]]) : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK: %[[NJ:.*]] = arith.maxsi
// CHECK: %[[NI:.*]] = arith.maxsi
// CHECK: %[[N:.*]] = arith.muli %[[NJ]], %[[NI]] : index
// CHECK: scf.for %[[P:.*]] = %{{.*}} to %[[N]] step
// CHECK: arith.divsi %[[P]], %[[NI]] : index
// CHECK: arith.remsi %[[P]], %[[NI]] : index
// CHECK: llvm.store %{{.*}}, %[[J]] : i32, !llvm.ptr
// CHECK: llvm.store %{{.*}}, %[[I]] : i32, !llvm.ptr
// CHECK: llvm.call @psy_alg_k_k_code(%[[I]], %[[J]], %{{.*}}, %{{.*}}, %[[CU]],
// CHECK-NOT: scf.for
// CHECK: } {psy.device = "device"}

// After psy-device-outline: the kernel function reads the field through a parameter, the
// invoke maps the field (psyRtDevMap, read and written) and launches; no mark is left.
// LLVM-LABEL: llvm.func @__psy_dev_invoke_0_k_0(
// LLVM-LABEL: llvm.func @invoke_0_k(
// LLVM: llvm.call @psyRtDevInvokeBegin()
// LLVM: llvm.call @psyRtDevMap(
// LLVM: llvm.call @psyRtDevLaunch(
// LLVM: llvm.call @psyRtDevInvokeEnd()
// LLVM-NOT: llvm.call @psy_device_array
