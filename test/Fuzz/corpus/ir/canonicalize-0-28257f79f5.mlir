// --canonicalize --cse keep every psy op: halo exchanges, dirty/clean markers, kernels and
// builtins that write fields, and global reductions (collectives) have memory effects, so
// none is removed as dead nor merged with its twin, even when it repeats one just before it or
// its result is unused. Pure arith ops are still folded, merged and removed, which shows the
// passes ran. In psy-opt and in stock mlir-opt with the dialect plugin (after a round trip).

psy.kernel_meta @write_type operates_on "cell_column" procedure "write_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">]

func.func @invoke(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w3">,
                  %x: !psy.field<f64, "any_space_1">, %a: f64) attributes {psy.invoke} {
  // Folded to a constant, which is then unused: both removed.
  %one = arith.constant 1.0 : f64
  %dead = arith.addf %one, %one : f64
  // Two equal pure products: CSE keeps one.
  %a2 = arith.mulf %a, %a : f64
  %a2_again = arith.mulf %a, %a : f64
  psy.halo_exchange %f depth(1) check_dirty : !psy.field<f64, "w1">
  psy.halo_exchange %f depth(1) check_dirty : !psy.field<f64, "w1">
  psy.halo_exchange %g depth(1) : !psy.field<f64, "w3">
  psy.halo_exchange %g depth(1) : !psy.field<f64, "w3">
  psy.loop cells to ncells {
    psy.kernel @write_type(%g) : !psy.field<f64, "w3">
  }
  psy.loop cells to ncells {
    psy.kernel @write_type(%g) : !psy.field<f64, "w3">
  }
  psy.set_dirty %g : !psy.field<f64, "w3">
  psy.loop cells to cell_halo(1) {
    psy.kernel @inc_type(%f, %g) : !psy.field<f64, "w1">, !psy.field<f64, "w3">
  }
  psy.set_dirty %f : !psy.field<f64, "w1">
  psy.set_dirty %f : !psy.field<f64, "w1">
  psy.set_clean %f depth(1) : !psy.field<f64, "w1">
  %r = psy.halo_exchange_start %f depth(1) : !psy.field<f64, "w1">
  psy.halo_exchange_end %f, %r : !psy.field<f64, "w1">
  psy.loop dofs to ndofs {
    psy.builtin "setval_c"(%x, %a2) : (!psy.field<f64, "any_space_1">, f64) -> ()
  }
  psy.loop dofs to ndofs {
    psy.builtin "inc_a_plus_X"(%a2_again, %x) : (f64, !psy.field<f64, "any_space_1">) -> ()
  }
  // The reduction's result is unused, and a second one repeats it: both stay.
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "sum_X"(%x) : (!psy.field<f64, "any_space_1">) -> f64
    psy.yield %p : f64
  }
  %unused = psy.global_reduction sum %s : f64
  %unused_again = psy.global_reduction sum %s : f64
  return
}
