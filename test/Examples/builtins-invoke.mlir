// The default example (README command 1 runs it too): one LFRic invoke of six builtins, each
// feeding the next, compiled to an x86-64 object through the LLVM C API, linked with a C driver
// and run on fields of 100000 dofs; the driver checks every field and the reduction against a
// C reference computation and exits non-zero on any difference.
// RUN: psy-opt %s --psy-to-llvm -o %t.mlir
// RUN: psy-translate --target=x86_64 %t.mlir -o %t.o
// RUN: %cc %S/Inputs/builtins-driver.c %t.o -lm -o %t.exe
// RUN: %t.exe | FileCheck %s
// CHECK: invoke_step on 100000 dofs
// CHECK-COUNT-6: ok
// CHECK: result: PASS

func.func @invoke_step(%x: !psy.field<f64, "any_space_1">, %y: !psy.field<f64, "any_space_1">,
                       %z: !psy.field<f64, "any_space_1">, %w: !psy.field<f64, "any_space_1">,
                       %v: !psy.field<f64, "any_space_1">, %u: !psy.field<f64, "any_space_1">,
                       %a: f64) -> f64 attributes {psy.invoke} {
  %half = arith.constant 0.5 : f64
  // w = 0.5
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%w, %half) : (!psy.field<f64, "any_space_1">, f64) -> ()
  }
  // z = x
  psy.loop dofs to ndofs {
    psy.builtin "setval_X"(%z, %x) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  // v = z + w
  psy.loop dofs to ndofs {
    psy.builtin "X_plus_Y"(%v, %z, %w) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  // y = a*y + v (in place)
  psy.loop dofs to ndofs {
    psy.builtin "inc_aX_plus_Y"(%a, %y, %v) : (f64, !psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> ()
  }
  // u = a*y
  psy.loop dofs to ndofs {
    psy.builtin "a_times_X"(%u, %a, %y) : (!psy.field<f64, "any_space_1">, f64, !psy.field<f64, "any_space_1">) -> ()
  }
  // s = sum(u*x)
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "X_innerproduct_Y"(%u, %x) : (!psy.field<f64, "any_space_1">, !psy.field<f64, "any_space_1">) -> f64
    psy.yield %p : f64
  }
  %g = psy.global_reduction sum %s : f64
  return %g : f64
}
