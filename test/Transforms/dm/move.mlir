// psy-move: legal moves of one schedule node, before or after another. Each RUN line moves one
// node of one invoke (invoke=NAME: the module has several) and checks that invoke.
// RUN: psy-opt %s '--psy-move=invoke=reorder node=1 before=0' | FileCheck %s --check-prefix=UP
// RUN: psy-opt %s '--psy-move=invoke=reorder node=0 after=1' | FileCheck %s --check-prefix=UP
// RUN: psy-opt %s '--psy-move=invoke=reorder node=1 after=2' | FileCheck %s --check-prefix=DOWN
// RUN: psy-opt %s '--psy-move=invoke=reorder node=1 before=3' | FileCheck %s --check-prefix=DOWN
// RUN: psy-opt %s '--psy-move=invoke=reorder node=1 before=2' | FileCheck %s --check-prefix=SAME
// RUN: psy-opt %s '--psy-move=invoke=window node=2 before=0' | FileCheck %s --check-prefix=START
// RUN: psy-opt %s '--psy-move=invoke=window node=3 after=4' | FileCheck %s --check-prefix=END
// RUN: psy-opt %s '--psy-move=invoke=vector node=1 before=0' | FileCheck %s --check-prefix=VEC
// RUN: psy-opt %s '--psy-move=invoke=sum node=1 after=2' | FileCheck %s --check-prefix=SUM
// Typical use: split the exchanges, then move an independent loop in between start and end.
// RUN: psy-opt %s --pass-pipeline='builtin.module(psy-async-halo-exchanges,psy-move{invoke=async node=3 before=1})' | FileCheck %s --check-prefix=ASYNC

psy.kernel_meta @write_type operates_on "cell_column" procedure "write_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
psy.kernel_meta @read_type operates_on "cell_column" procedure "read_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w2">]
psy.kernel_meta @vector_type operates_on "cell_column" procedure "vector_code"
    args [#psy.meta_arg<gh_field*3, gh_real, gh_inc, "w0">]

// Nodes 0 (writes %a) and 1 (writes %b) are independent, and so are 1 and 2 (reads %v,
// writes %c): node 1 may go first, last (after node 2, or before the terminator, node 3),
// or stay put (before node 2 is where it is).
// UP-LABEL: func.func @reorder
// UP-NEXT: psy.loop cells to ncells {
// UP-NEXT: psy.kernel @write_type(%arg1)
// UP-NEXT: }
// UP-NEXT: psy.loop cells to ncells {
// UP-NEXT: psy.kernel @write_type(%arg0)
// UP-NEXT: }
// UP-NEXT: psy.loop cells to ncells {
// UP-NEXT: psy.kernel @read_type(%arg2, %arg3)
// DOWN-LABEL: func.func @reorder
// DOWN-NEXT: psy.loop cells to ncells {
// DOWN-NEXT: psy.kernel @write_type(%arg0)
// DOWN-NEXT: }
// DOWN-NEXT: psy.loop cells to ncells {
// DOWN-NEXT: psy.kernel @read_type(%arg2, %arg3)
// DOWN-NEXT: }
// DOWN-NEXT: psy.loop cells to ncells {
// DOWN-NEXT: psy.kernel @write_type(%arg1)
// DOWN-NEXT: }
// DOWN-NEXT: return
// SAME-LABEL: func.func @reorder
// SAME-NEXT: psy.loop cells to ncells {
// SAME-NEXT: psy.kernel @write_type(%arg0)
// SAME-NEXT: }
// SAME-NEXT: psy.loop cells to ncells {
// SAME-NEXT: psy.kernel @write_type(%arg1)
// SAME-NEXT: }
// SAME-NEXT: psy.loop cells to ncells {
// SAME-NEXT: psy.kernel @read_type(%arg2, %arg3)
func.func @reorder(%a: !psy.field<f64, "w3">, %b: !psy.field<f64, "w3">,
                   %c: !psy.field<f64, "w3">, %v: !psy.field<f64, "w2">)
    attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @write_type(%a) : !psy.field<f64, "w3">
  }
  psy.loop cells to ncells {
    psy.kernel @write_type(%b) : !psy.field<f64, "w3">
  }
  psy.loop cells to ncells {
    psy.kernel @read_type(%c, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  return
}

// An exchange split by hand with nothing between start and end: the start (node 2) moves
// up past the loops that do not touch %v, so the exchange overlaps them; the end (node 3)
// moves down past the loop over %g (node 4), before the loop that reads %v's halo (node 5).
// START-LABEL: func.func @window
// START-NEXT: %[[R:.*]] = psy.halo_exchange_start %arg1 depth(1)
// START-NEXT: psy.loop cells to ncells {
// START-NEXT: psy.kernel @write_type(%arg2)
// START-NEXT: }
// START-NEXT: psy.loop cells to ncells {
// START-NEXT: psy.kernel @write_type(%arg0)
// START-NEXT: }
// START-NEXT: psy.halo_exchange_end %arg1, %[[R]]
// END-LABEL: func.func @window
// END: %[[R:.*]] = psy.halo_exchange_start %arg1 depth(1)
// END-NEXT: psy.loop cells to ncells {
// END-NEXT: psy.kernel @write_type(%arg3)
// END-NEXT: }
// END-NEXT: psy.halo_exchange_end %arg1, %[[R]]
// END-NEXT: psy.loop cells to cell_halo(1) {
// END-NEXT: psy.kernel @read_type(%arg0, %arg1)
func.func @window(%f: !psy.field<f64, "w3">, %v: !psy.field<f64, "w2">,
                  %g: !psy.field<f64, "w3">, %h: !psy.field<f64, "w3">)
    attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @write_type(%g) : !psy.field<f64, "w3">
  }
  psy.loop cells to ncells {
    psy.kernel @write_type(%f) : !psy.field<f64, "w3">
  }
  %r = psy.halo_exchange_start %v depth(1) : !psy.field<f64, "w2">
  psy.halo_exchange_end %v, %r : !psy.field<f64, "w2">
  psy.loop cells to ncells {
    psy.kernel @write_type(%h) : !psy.field<f64, "w3">
  }
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%f, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  return
}

// Exchanges of different components of a field vector are independent (PSyclone's own
// analysis would refuse this one).
// VEC-LABEL: func.func @vector
// VEC-NEXT: psy.halo_exchange %arg0[2] depth(1)
// VEC-NEXT: psy.halo_exchange %arg0[1] depth(1)
// VEC-NEXT: psy.loop cells to cell_halo(1)
func.func @vector(%x: !psy.field_vector<f64, "w0", 3>) attributes {psy.invoke} {
  psy.halo_exchange %x[1] depth(1) : !psy.field_vector<f64, "w0", 3>
  psy.halo_exchange %x[2] depth(1) : !psy.field_vector<f64, "w0", 3>
  psy.loop cells to cell_halo(1) {
    psy.kernel @vector_type(%x) : !psy.field_vector<f64, "w0", 3>
  }
  return
}

// A global reduction (node 1) may move past a loop that neither writes its operand nor reads
// its result (node 2), up to the return that reads it.
// SUM-LABEL: func.func @sum
// SUM: %[[L:.*]] = psy.loop dofs to ndofs -> f64
// SUM: psy.loop cells to ncells {
// SUM-NEXT: psy.kernel @write_type(%arg2)
// SUM-NEXT: }
// SUM-NEXT: %[[G:.*]] = psy.global_reduction sum %[[L]] : f64
// SUM-NEXT: return %[[G]] : f64
func.func @sum(%x: !psy.field<f64, "w3">, %y: !psy.field<f64, "w3">,
               %z: !psy.field<f64, "w3">) -> f64 attributes {psy.invoke} {
  %l = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "X_innerproduct_Y"(%x, %y)
        : (!psy.field<f64, "w3">, !psy.field<f64, "w3">) -> f64
    psy.yield %p : f64
  }
  %g = psy.global_reduction sum %l : f64
  psy.loop cells to ncells {
    psy.kernel @write_type(%z) : !psy.field<f64, "w3">
  }
  return %g : f64
}

// After psy-async-halo-exchanges the start opens the invoke (node 0), the end (node 1)
// precedes the reader (node 2), and the loop over %g (node 3) comes last; moving it before
// the end puts it in the window, where it overlaps the communication.
// ASYNC-LABEL: func.func @async
// ASYNC-NEXT: %[[R:.*]] = psy.halo_exchange_start %arg1 depth(1) check_dirty
// ASYNC-NEXT: psy.loop cells to ncells {
// ASYNC-NEXT: psy.kernel @write_type(%arg2)
// ASYNC-NEXT: }
// ASYNC-NEXT: psy.halo_exchange_end %arg1, %[[R]]
// ASYNC-NEXT: psy.loop cells to cell_halo(1) {
// ASYNC-NEXT: psy.kernel @read_type(%arg0, %arg1)
// ASYNC-NEXT: }
// ASYNC-NEXT: return
func.func @async(%f: !psy.field<f64, "w3">, %v: !psy.field<f64, "w2">,
                 %g: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.halo_exchange %v depth(1) check_dirty : !psy.field<f64, "w2">
  psy.loop cells to cell_halo(1) {
    psy.kernel @read_type(%f, %v) : !psy.field<f64, "w3">, !psy.field<f64, "w2">
  }
  psy.loop cells to ncells {
    psy.kernel @write_type(%g) : !psy.field<f64, "w3">
  }
  return
}
