// psy-device-outline's refusals, on loops as the lowering builds them (scf.for marked
// psy.device): only numbers and one-dimensional arrays travel to the device. One refusal per
// case.
// RUN: psy-opt %s -split-input-file --psy-device-outline -verify-diagnostics

// A pointer the invoke holds (here its argument) has no device counterpart; the error is at
// the value's owner, the invoke.
// expected-error@+1 {{psy-device-outline: a device loop uses a value of 'func.func', which the device cannot be given (only numbers and arrays travel)}}
func.func @pointer(%p: !llvm.ptr, %x: memref<?xf64>) attributes {psy.invoke} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %v = llvm.load %p : !llvm.ptr -> f64
    memref.store %v, %x[%i] : memref<?xf64>
  } {psy.device = "device"}
  return
}

// -----

// An array is a device address and its loads and stores llvm ones: a two-dimensional load has
// no such form.
func.func @matrix(%m: memref<?x?xf64>, %x: memref<?xf64>) attributes {psy.invoke} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    // expected-error@+1 {{psy-device-outline: the device cannot run this use of an array}}
    %v = memref.load %m[%i, %i] : memref<?x?xf64>
    memref.store %v, %x[%i] : memref<?xf64>
  } {psy.device = "device"}
  return
}

// -----

// Nor has any other memref op in the loop (its size, here).
func.func @size(%x: memref<?xf64>) attributes {psy.invoke} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    // expected-error@+1 {{psy-device-outline: the device cannot run this use of an array}}
    %m = memref.dim %x, %c0 : memref<?xf64>
    %v = arith.index_cast %m : index to i64
    %f = arith.sitofp %v : i64 to f64
    memref.store %f, %x[%i] : memref<?xf64>
  } {psy.device = "device"}
  return
}
