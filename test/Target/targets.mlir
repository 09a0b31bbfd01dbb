// One lowered invoke through every back end of psy-translate. The PTX must pass ptxas for sm_90
// and the SPIR-V must pass spirv-val; the object and the LLVM IR must define the invoke.
// RUN: psy-opt %s --psy-to-llvm -o %t.mlir
// RUN: psy-translate --target=nvptx %t.mlir -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %ptxas -arch=sm_90 %t.ptx -o %t.cubin
// RUN: psy-translate --target=spirv %t.mlir -o %t.spv
// RUN: spirv-val %t.spv
// RUN: psy-translate --target=x86_64 %t.mlir -o %t.o
// RUN: llvm-nm %t.o | FileCheck %s --check-prefix=OBJ
// RUN: psy-translate --target=llvm-ir -O0 %t.mlir | FileCheck %s --check-prefix=LL
// RUN: psy-translate --target=x86_64-asm %t.mlir | FileCheck %s --check-prefix=ASM

// PTX: .target sm_90
// PTX: .func  (.param .b64 func_retval0) invoke_axpy_dot
// OBJ: T invoke_axpy_dot
// LL: target triple = "x86_64-pc-linux-gnu"
// LL: define double @invoke_axpy_dot(ptr
// ASM: invoke_axpy_dot:

func.func @invoke_axpy_dot(%x: !psy.field<f64, "w3">, %y: !psy.field<f64, "w3">, %a: f64) -> f64 attributes {psy.invoke} {
  psy.loop dofs to ndofs {
    psy.builtin "inc_aX_plus_Y"(%a, %x, %y) : (f64, !psy.field<f64, "w3">, !psy.field<f64, "w3">) -> ()
  }
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "X_innerproduct_Y"(%x, %y) : (!psy.field<f64, "w3">, !psy.field<f64, "w3">) -> f64
    psy.yield %p : f64
  }
  %g = psy.global_reduction sum %s : f64
  return %g : f64
}
