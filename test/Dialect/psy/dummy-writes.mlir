// A kernel whose metadata only reads, but whose subroutine's dummy may write its first entry
// (dummy_writes, counted from 1: the front end records it, and warns): its call's memory
// effects include the write, so --canonicalize keeps the loop. Without dummy_writes the
// same call reads only, and the canonicalizer drops it as dead.
// RUN: psy-opt %s --canonicalize | FileCheck %s

psy.kernel_meta @writes_type operates_on "cell_column" procedure "writes_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_read, "w3">] {dummy_writes = array<i32: 1>}
psy.kernel_meta @reads_type operates_on "cell_column" procedure "reads_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_read, "w3">]

// CHECK-LABEL: psy.kernel_meta @writes_type
// CHECK-SAME:  {dummy_writes = array<i32: 1>}
// CHECK-LABEL: func.func @invoke
// CHECK-NEXT:  psy.loop cells to ncells {
// CHECK-NEXT:    psy.kernel @writes_type(%{{.*}}) : !psy.field<f64, "w3">
// CHECK-NEXT:  }
// CHECK-NEXT:  return
func.func @invoke(%g: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @writes_type(%g) : !psy.field<f64, "w3">
  }
  psy.loop cells to ncells {
    psy.kernel @reads_type(%g) : !psy.field<f64, "w3">
  }
  return
}
