// An invoke psy-omp marked, through psy-to-llvm (convert-to-llvm converts the omp ops'
// types through the OpenMP dialect's LLVM conversion interface) and psy-translate (MLIR's
// OpenMP translation, LLVM's OpenMPIRBuilder): each parallel region is outlined into a
// function that libomp's __kmpc_fork_call runs on the team, each worksharing loop takes its
// block from __kmpc_for_static_init with schedule 34 (kmp_sch_static: one contiguous block per
// thread), and the reproducible reduction asks libomp for the team size and thread ids.
// RUN: psy-opt %s --psy-omp --psy-to-llvm | psy-translate --target=llvm-ir | FileCheck %s

// CHECK-LABEL: define double @invoke(
// CHECK:         call void {{.*}}@__kmpc_fork_call(ptr {{.*}}, i32 1, ptr nonnull @invoke..omp_par,
// CHECK:         call i32 @omp_get_max_threads()
// CHECK:         call void {{.*}}@__kmpc_fork_call(ptr {{.*}}, i32 1, ptr nonnull @invoke..omp_par.1,
// CHECK:       define internal void @invoke..omp_par.1(
// CHECK:         call void @__kmpc_for_static_init_8u(ptr {{.*}}, i32 %{{.*}}, i32 34,
// CHECK:         call i32 @omp_get_thread_num()
// CHECK:       define internal void @invoke..omp_par(
// CHECK:         call void @__kmpc_for_static_init_8u(ptr {{.*}}, i32 %{{.*}}, i32 34,
// CHECK:         call void @_QMw3_modPw3_code(
psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">] {module = "w3_mod"}
func.func @invoke(%t: !psy.field<f64, "w3">) -> f64 attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @w3_type(%t) : !psy.field<f64, "w3">
  }
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "sum_X"(%t) : (!psy.field<f64, "w3">) -> f64
    psy.yield %p : f64
  }
  return %s : f64
}
