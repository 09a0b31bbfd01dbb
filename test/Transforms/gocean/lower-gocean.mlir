// psy-lower-gocean (docs/passes.md, docs/gocean.md "Code generation"): an invoke becomes
// func(%slots: !llvm.ptr) reading, in order, per argument a field's data, &nx, &ny or a
// scalar's address; per call its bounds; per call its grid properties; then the halo context
// and callback. Each nest is an inclusive scf.for j around scf.for i calling the kernel's
// wrapper <psy module>_k_<procedure> by reference; a literal goes to a stack slot.
// RUN: psy-opt %s -split-input-file -verify-diagnostics --psy-lower-gocean | FileCheck %s

module attributes {psy.module_name = "psy_alg"} {
  psy.go_kernel_meta @k iterates_over "go_internal_pts" index_offset "go_offset_sw"
      procedure "K_Code" args [["go_write", "go_cu", "go_pointwise"],
                               ["go_read", "go_ct", "go_stencil(000,110,000)"],
                               ["go_read", "go_r_scalar", "go_pointwise"],
                               ["go_read", "go_grid_dx_const"],
                               ["go_read", "go_grid_area_t"]]
  func.func @invoke_0_k(%cu: memref<?x?xf64>, %p: memref<?x?xf64>)
      attributes {psy.alg_args = ["cu", "p"], psy.go_invoke} {
    %c = arith.constant {psy.alg_text = "0.5_go_wp"} 5.000000e-01 : f64
    psy.go_halo_exchange %p depth 1 : memref<?x?xf64>
    psy.go_loop "outer" %cu : memref<?x?xf64> field_space "go_cu"
        iteration_space "go_internal_pts" index_offset "go_offset_sw" {
      psy.go_loop "inner" %cu : memref<?x?xf64> field_space "go_cu"
          iteration_space "go_internal_pts" index_offset "go_offset_sw" {
        psy.go_kernel @k(%cu, %p, %c) grid {go_grid_dx_const = "p%grid%dx",
            go_grid_area_t = "p%grid%area_t"} : memref<?x?xf64>, memref<?x?xf64>, f64
      }
    }
    return
  }
}

// The metadata is gone.
// CHECK-NOT: psy.go_kernel_meta
// CHECK-LABEL: func.func @invoke_0_k(
// CHECK-SAME: %{{.*}}: !llvm.ptr)
// CHECK: %[[I:.*]] = llvm.alloca %{{.*}} x i32
// CHECK: %[[J:.*]] = llvm.alloca %{{.*}} x i32
// Slots 0-5: the two fields; 6: the bounds; 7: dx; 8-10: area_t; 11, 12: the halo.
// CHECK: %[[CUD:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// A size is copied into the schedule's own stack slot, which the wrapper gets.
// CHECK: %[[NXP:.*]] = llvm.load %{{.*}} : !llvm.ptr -> !llvm.ptr
// CHECK: %[[NX:.*]] = llvm.load %[[NXP]] : !llvm.ptr -> i32
// CHECK: %[[CUNX:.*]] = llvm.alloca %{{.*}} x i32
// CHECK: llvm.store %[[NX]], %[[CUNX]] : i32, !llvm.ptr
// CHECK: %[[C11:.*]] = arith.constant 11 : index
// CHECK: %[[CTX:.*]] = llvm.load
// CHECK: %[[CB:.*]] = llvm.load
// CHECK: %[[SITE:.*]] = arith.constant 0 : i32
// CHECK: llvm.call %[[CB]](%[[CTX]], %[[SITE]]) : !llvm.ptr, (!llvm.ptr, i32) -> i32
// CHECK: %[[LIT:.*]] = llvm.alloca %{{.*}} x f64
// CHECK: llvm.store %{{.*}}, %[[LIT]] : f64, !llvm.ptr
// Nothing is loaded inside the loops: sizes, scalars and bounds are read before them, so
// LLVM keeps them in registers and can vectorise the i loop.
// CHECK: scf.for
// CHECK-NOT: llvm.load
// CHECK: llvm.store %{{.*}}, %[[J]] : i32, !llvm.ptr
// CHECK-NOT: llvm.load
// CHECK: scf.for
// CHECK-NOT: llvm.load
// CHECK: llvm.store %{{.*}}, %[[I]] : i32, !llvm.ptr
// CHECK-NOT: llvm.load
// CHECK: llvm.call @psy_alg_k_k_code(%[[I]], %[[J]], %[[CUNX]], %{{.*}}, %[[CUD]], %{{.*}}, %{{.*}}, %{{.*}}, %[[LIT]], {{.*}}) : (!llvm.ptr, {{.*}}) -> ()
// The wrapper, declared with i, j, then 3 + 3 + 1 + 1 + 3 pointers.
// CHECK: llvm.func @psy_alg_k_k_code(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)

// -----

// expected-error@+1 {{psy-lower-gocean: the PSy module's name is needed}}
module {
}

// -----

// A scalar a kernel updates in place (go_readwrite) is not copied: every kernel gets the
// binding's own address (slot 3), so the second call reads what the first wrote and the
// binding sees the new value. A scalar only read is copied once (slot 4).
module attributes {psy.module_name = "psy_alg"} {
  psy.go_kernel_meta @acc iterates_over "go_internal_pts" index_offset "go_offset_any"
      procedure "acc_code" args [["go_readwrite", "go_ct", "go_pointwise"],
                                 ["go_readwrite", "go_r_scalar", "go_pointwise"],
                                 ["go_read", "go_r_scalar", "go_pointwise"]]
  func.func @invoke_acc(%t: memref<?x?xf64>, %s: f64, %a: f64)
      attributes {psy.alg_args = ["t", "s", "a"], psy.go_invoke} {
    psy.go_loop "outer" %t : memref<?x?xf64> field_space "go_ct"
        iteration_space "go_internal_pts" index_offset "go_offset_any" {
      psy.go_loop "inner" %t : memref<?x?xf64> field_space "go_ct"
          iteration_space "go_internal_pts" index_offset "go_offset_any" {
        psy.go_kernel @acc(%t, %s, %a) : memref<?x?xf64>, f64, f64
      }
    }
    psy.go_loop "outer" %t : memref<?x?xf64> field_space "go_ct"
        iteration_space "go_internal_pts" index_offset "go_offset_any" {
      psy.go_loop "inner" %t : memref<?x?xf64> field_space "go_ct"
          iteration_space "go_internal_pts" index_offset "go_offset_any" {
        psy.go_kernel @acc(%t, %s, %a) : memref<?x?xf64>, f64, f64
      }
    }
    return
  }
}

// CHECK-LABEL: func.func @invoke_acc(
// CHECK: arith.constant 3 : index
// CHECK: %[[G3:.*]] = llvm.getelementptr
// CHECK-NEXT: %[[S:.*]] = llvm.load %[[G3]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: arith.constant 4 : index
// CHECK: %[[AV:.*]] = llvm.load %{{.*}} : !llvm.ptr -> f64
// CHECK: %[[A:.*]] = llvm.alloca
// CHECK-NEXT: llvm.store %[[AV]], %[[A]] : f64, !llvm.ptr
// CHECK: llvm.call @psy_alg_k_acc_code(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[S]], %[[A]])
// CHECK: llvm.call @psy_alg_k_acc_code(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[S]], %[[A]])

// -----

module attributes {psy.module_name = "psy_alg"} {
  psy.go_kernel_meta @acc iterates_over "go_internal_pts" index_offset "go_offset_any"
      procedure "acc_code" args [["go_readwrite", "go_ct", "go_pointwise"],
                                 ["go_readwrite", "go_r_scalar", "go_pointwise"]]
  func.func @invoke_lit(%t: memref<?x?xf64>) attributes {psy.alg_args = ["t"], psy.go_invoke} {
    %c = arith.constant {psy.alg_text = "0.5"} 5.000000e-01 : f64
    psy.go_loop "outer" %t : memref<?x?xf64> field_space "go_ct"
        iteration_space "go_internal_pts" index_offset "go_offset_any" {
      psy.go_loop "inner" %t : memref<?x?xf64> field_space "go_ct"
          iteration_space "go_internal_pts" index_offset "go_offset_any" {
        // expected-error@+1 {{operand 1 is a go_r_scalar the kernel updates (meta_args entry 1, go_readwrite): expects an argument of the invoke, not a constant}}
        psy.go_kernel @acc(%t, %c) : memref<?x?xf64>, f64
      }
    }
    return
  }
}
