// Each chunk is parsed and transformed alone and outputs are joined by the marker; without the
// flag the file is one implicit module around all its ops.
// RUN: psy-opt %s -split-input-file | FileCheck %s
// RUN: psy-opt %s | FileCheck %s --check-prefix=WHOLE

// CHECK: func.func @first
// CHECK: // -----
// CHECK: module attributes {psy.explicit}
// CHECK: func.func @second
// WHOLE: module {
// WHOLE: func.func @first
// WHOLE-NOT: // -----
// WHOLE: module attributes {psy.explicit}
// WHOLE: func.func @third
func.func @first() {
  return
}

// -----

module attributes {psy.explicit} {
  func.func @second() {
    return
  }
}

// -----

func.func @third() {
  return
}
