// psy-to-llvm lowers builtins and kernels of one invoke together: psy-lower-kernels first,
// then psy-lower-builtins turns the fields into memrefs (the kernels' casts fold away), then
// upstream lowering. The invoke's LLVM parameters are the ABI of psy-c/Binding.h: each field
// component an expanded memref (pointer, pointer, offset, size, stride), scalars by value,
// then nlayers, ncells, and per space ndf, undf and the dofmap's memref.
// RUN: psy-opt %s --psy-to-llvm | FileCheck %s --implicit-check-not=unrealized_conversion_cast \
// RUN:   --implicit-check-not=psy.kernel --implicit-check-not=psy.loop --implicit-check-not=psy.builtin

psy.kernel_meta @k_type operates_on "cell_column" procedure "k_code" args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w0">, #psy.meta_arg<gh_field*2, gh_real, gh_read, "w3">] {module = "k_mod"}
func.func @mixed(%f: !psy.field<f64, "w0">, %v: !psy.field_vector<f64, "w3", 2>, %c: f64) -> f64 attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%f, %c) : (!psy.field<f64, "w0">, f64) -> ()
  }
  psy.loop cells to ncells field(%f : !psy.field<f64, "w0">) {
    psy.kernel @k_type(%f, %v) : !psy.field<f64, "w0">, !psy.field_vector<f64, "w3", 2>
  }
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "X_innerproduct_Y"(%f, %f) : (!psy.field<f64, "w0">, !psy.field<f64, "w0">) -> f64
    psy.yield %p : f64
  }
  return %s : f64
}
// CHECK:     llvm.func @_QMk_modPk_code(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: llvm.func @mixed(
// f, then the two components of v:
// CHECK-SAME: %{{[a-z0-9]+}}: !llvm.ptr, %{{[a-z0-9]+}}: !llvm.ptr, %{{[a-z0-9]+}}: i64, %{{[a-z0-9]+}}: i64, %{{[a-z0-9]+}}: i64,
// CHECK-SAME: %{{[a-z0-9]+}}: !llvm.ptr, %{{[a-z0-9]+}}: !llvm.ptr, %{{[a-z0-9]+}}: i64, %{{[a-z0-9]+}}: i64, %{{[a-z0-9]+}}: i64,
// CHECK-SAME: %{{[a-z0-9]+}}: !llvm.ptr, %{{[a-z0-9]+}}: !llvm.ptr, %{{[a-z0-9]+}}: i64, %{{[a-z0-9]+}}: i64, %{{[a-z0-9]+}}: i64,
// c, nlayers, ncells, ndf_w0, undf_w0, map_w0, ndf_w3, undf_w3, map_w3:
// CHECK-SAME: %{{[a-z0-9]+}}: f64, %{{[a-z0-9]+}}: i32, %{{[a-z0-9]+}}: i32,
// CHECK-SAME: %{{[a-z0-9]+}}: i32, %{{[a-z0-9]+}}: i32, %{{[a-z0-9]+}}: !llvm.ptr, %{{[a-z0-9]+}}: !llvm.ptr, %{{[a-z0-9]+}}: i64, %{{[a-z0-9]+}}: i64, %{{[a-z0-9]+}}: i64,
// CHECK-SAME: %{{[a-z0-9]+}}: i32, %{{[a-z0-9]+}}: i32, %{{[a-z0-9]+}}: !llvm.ptr, %{{[a-z0-9]+}}: !llvm.ptr, %{{[a-z0-9]+}}: i64, %{{[a-z0-9]+}}: i64, %{{[a-z0-9]+}}: i64)
// CHECK-SAME: -> f64
// CHECK:     llvm.call @_QMk_modPk_code(
// CHECK:     llvm.fadd
// CHECK:     llvm.return %{{.+}} : f64
