// psy-lower-kernels with scalar arrays (LFRic's ScalarArray arguments): the memref argument
// leaves the signature; its extents (dims_A, memref<?xi32>) and its whole data
// (array_A, memref<?xelt>) are appended as extras, which the binding fills, and the kernel
// gets both by reference, extents first.

psy.kernel_meta @array_type operates_on "cell_column" procedure "array_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">, #psy.meta_arg<gh_scalar_array, gh_real, gh_read, rank = 2>, #psy.meta_arg<gh_scalar_array, gh_integer, gh_read, rank = 1>] {module = "array_mod"}
func.func @scalar_arrays(%f: !psy.field<f64, "w1">, %t: memref<?x?xf64>, %i: memref<?xi32>) attributes {psy.invoke} {
  psy.loop cells to ncells field(%f : !psy.field<f64, "w1">) {
    psy.kernel @array_type(%f, %t, %i) : !psy.field<f64, "w1">, memref<?x?xf64>, memref<?xi32>
  }
  return
}
