// psy-lower-kernels with scalar arrays (LFRic's ScalarArray arguments): the memref argument
// leaves the signature; its extents (dims_A, memref<?xi32>) and its whole data
// (array_A, memref<?xelt>) are appended as extras, which the binding fills, and the kernel
// gets both by reference, extents first.
// RUN: psy-opt %s -split-input-file --psy-lower-kernels | FileCheck %s

psy.kernel_meta @array_type operates_on "cell_column" procedure "array_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">, #psy.meta_arg<gh_scalar_array, gh_real, gh_read, rank = 2>, #psy.meta_arg<gh_scalar_array, gh_integer, gh_read, rank = 1>] {module = "array_mod"}
func.func @scalar_arrays(%f: !psy.field<f64, "w1">, %t: memref<?x?xf64>, %i: memref<?xi32>) attributes {psy.invoke} {
  psy.loop cells to ncells field(%f : !psy.field<f64, "w1">) {
    psy.kernel @array_type(%f, %t, %i) : !psy.field<f64, "w1">, memref<?x?xf64>, memref<?xi32>
  }
  return
}
// CHECK-LABEL: func.func private @_QMarray_modParray_code(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: func.func @scalar_arrays(
// CHECK-SAME: %{{[a-z0-9]+}}: !psy.field<f64, "w1">, %{{[a-z0-9]+}}: i32,
// CHECK-SAME: %[[DT:[a-z0-9]+]]: memref<?xi32>, %[[T:[a-z0-9]+]]: memref<?xf64>, %[[DI:[a-z0-9]+]]: memref<?xi32>, %[[I:[a-z0-9]+]]: memref<?xi32>)
// CHECK-SAME: psy.abi = ["nlayers", "ncells", "ndf_w1", "undf_w1", "map_w1", "dims_arg1", "array_arg1", "dims_arg2", "array_arg2"]
// CHECK:      memref.extract_aligned_pointer_as_index %[[DT]]
// CHECK:      %[[DTP:.+]] = llvm.inttoptr
// CHECK:      memref.extract_aligned_pointer_as_index %[[T]]
// CHECK:      %[[TP:.+]] = llvm.inttoptr
// CHECK:      scf.for
// CHECK:        func.call @_QMarray_modParray_code(%{{.+}}, %{{.+}}, %[[DTP]], %[[TP]],
