// --psy-dag=file=FILE.dot writes each invoke's dependence DAG (psy-c/Dependence.h) as Graphviz DOT.
// One module, two invokes: one digraph each, in module order.

// PSyclone's developer guide's vector example: three halo exchanges, one per component of %arg0, then a loop
// reading all of them. The exchanges do not depend on one another; the loop depends on each.
psy.kernel_meta @stencil_vec_type operates_on "cell_column" procedure "stencil_vec_code"
    args [#psy.meta_arg<gh_field*3, gh_real, gh_read, "w0", stencil = cross>,
          #psy.meta_arg<gh_field, gh_real, gh_inc, "w1">]
func.func @vector(%v: !psy.field_vector<f64, "w0", 3>, %f: !psy.field<f64, "w1">, %n: i32) attributes {psy.invoke} {
  psy.halo_exchange %v[1] depth(1) check_dirty : !psy.field_vector<f64, "w0", 3>
  psy.halo_exchange %v[2] depth(1) check_dirty : !psy.field_vector<f64, "w0", 3>
  psy.halo_exchange %v[3] depth(1) check_dirty : !psy.field_vector<f64, "w0", 3>
  psy.loop cells to cell_halo(1) {
    psy.kernel @stencil_vec_type(%v, %n, %f) : !psy.field_vector<f64, "w0", 3>, i32, !psy.field<f64, "w1">
  }
  return
}

// RAW, WAR and WAW between loops (kernel1(a, b) then kernel2(b, c) as PSyclone's developer guide, puts it),
// the markers' writes, and the SSA edge from a reduction to its global sum.
psy.kernel_meta @k1_type operates_on "cell_column" procedure "k1_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_read, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
psy.kernel_meta @k2_type operates_on "cell_column" procedure "k2_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_read, "w3">,
          #psy.meta_arg<gh_field, gh_real, gh_write, "w3">]
func.func @chain(%a: !psy.field<f64, "w3">, %b: !psy.field<f64, "w3">) -> f64 attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @k1_type(%a, %b) : !psy.field<f64, "w3">, !psy.field<f64, "w3">
  }
  psy.loop cells to ncells {
    psy.kernel @k2_type(%b, %a) : !psy.field<f64, "w3">, !psy.field<f64, "w3">
  }
  %s = psy.loop dofs to ndofs -> f64 {
    %p = psy.builtin "sum_X"(%a) : (!psy.field<f64, "w3">) -> f64
    psy.yield %p : f64
  }
  %g = psy.global_reduction sum %s : f64
  return %g : f64
}

// An exchange's run-time depth is an SSA read: the node that computes it comes first, for a
// blocking exchange, a start and a clean marker alike; an end reads its start's request.
func.func @depth(%v: !psy.field<f64, "w3">, %e: i32) attributes {psy.invoke} {
  %d = arith.index_cast %e : i32 to index
  psy.halo_exchange %v depth(%d) : !psy.field<f64, "w3">
  %r = psy.halo_exchange_start %v depth(%d) : !psy.field<f64, "w3">
  psy.halo_exchange_end %v, %r : !psy.field<f64, "w3">
  psy.set_clean %v depth(%d) : !psy.field<f64, "w3">
  return
}
