// psy-move: legal moves of one schedule node, before or after another. Each RUN line moves one
// node of one invoke (invoke=NAME: the module has several) and checks that invoke.
// Typical use: split the exchanges, then move an independent loop in between start and end.

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
