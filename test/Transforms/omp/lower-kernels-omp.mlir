// psy-lower-kernels on loops psy-omp marked: omp.parallel holding an omp.wsloop with a static
// schedule over the loop's range; the slots written before each kernel call (a scalar's
// value, an operator kernel's cell) are each thread's own, made in the parallel region; the
// slots of the invoke's extras, filled once at the top and only read, are shared. The
// bound of a coloured loop's colour comes before the parallel region. One rule per case.
// RUN: psy-opt %s -split-input-file --psy-lower-kernels | FileCheck %s

// A coloured loop: the colours in order (scf.for), the cells of each on the threads.
// CHECK-LABEL: func.func @coloured(
// CHECK:         %[[ONE:.*]] = arith.constant 1 : i64
// CHECK:         %[[NLAYERS:.*]] = llvm.alloca %[[ONE]] x i32
// CHECK:         scf.for %[[COLOUR:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      %[[N:.*]] = memref.load %{{.*}}[%[[COLOUR]]] : memref<?xi32>
// CHECK-NEXT:      %[[LAST:.*]] = arith.index_cast %[[N]] : i32 to index
// CHECK-NEXT:      omp.parallel {
// CHECK-NEXT:        %[[A:.*]] = llvm.alloca %[[ONE]] x f64
// CHECK-NEXT:        omp.wsloop nowait schedule(static) {
// CHECK-NEXT:          omp.loop_nest (%[[I:.*]]) : index = (%{{.*}}) to (%[[LAST]]) step (%{{.*}}) {
// CHECK:                 llvm.store %{{.*}}, %[[A]] : f64, !llvm.ptr
// CHECK:                 func.call @_QMinc_modPinc_code(%[[NLAYERS]], %{{.*}}, %{{.*}}, %[[A]],
// CHECK-NEXT:            omp.yield
// CHECK-NEXT:          }
// CHECK-NEXT:        }
// CHECK-NEXT:        omp.terminator
// CHECK-NEXT:      }
// CHECK-NEXT:    }
psy.kernel_meta @inc_type operates_on "cell_column" procedure "inc_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_inc, "w1">,
          #psy.meta_arg<gh_field, gh_real, gh_read, "w3">,
          #psy.meta_arg<gh_scalar, gh_real, gh_read>] {module = "inc_mod"}
func.func @coloured(%f: !psy.field<f64, "w1">, %g: !psy.field<f64, "w3">, %a: f64) attributes {psy.invoke} {
  psy.loop colours to ncolours {
    psy.loop colour_cells to last_edge_cell field(%f : !psy.field<f64, "w1">) {
      psy.kernel @inc_type(%f, %g, %a) : !psy.field<f64, "w1">, !psy.field<f64, "w3">, f64
    }  {psy.omp = "reprod"}
  }
  return
}

// -----

// A cell loop writing a discontinuous field and a dof kernel's loop: each one omp.parallel
// over its whole range; a domain kernel stays one call.
// CHECK-LABEL: func.func @discontinuous(
// CHECK:         omp.parallel {
// CHECK-NEXT:      omp.wsloop nowait schedule(static) {
// CHECK-NEXT:        omp.loop_nest
// CHECK:               func.call @_QMw3_modPw3_code(
// CHECK:         omp.parallel {
// CHECK-NEXT:      omp.wsloop nowait schedule(static) {
// CHECK-NEXT:        omp.loop_nest
// CHECK:               func.call @_QMdof_modPdof_code(
// CHECK:         omp.terminator
// CHECK-NEXT:    }
// CHECK-NEXT:    call @_QMdom_modPdom_code(
// CHECK-NEXT:    return
psy.kernel_meta @w3_type operates_on "cell_column" procedure "w3_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">] {module = "w3_mod"}
psy.kernel_meta @dof_type operates_on "dof" procedure "dof_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_readwrite, "w3">] {module = "dof_mod"}
psy.kernel_meta @dom_type operates_on "domain" procedure "dom_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_readwrite, "w3">] {module = "dom_mod"}
func.func @discontinuous(%t: !psy.field<f64, "w3">) attributes {psy.invoke} {
  psy.loop cells to ncells {
    psy.kernel @w3_type(%t) : !psy.field<f64, "w3">
  } {psy.omp = "reprod"}
  psy.loop dofs to ndofs {
    psy.kernel @dof_type(%t) : !psy.field<f64, "w3">
  } {psy.omp = "reprod"}
  psy.loop domain to domain {
    psy.kernel @dom_type(%t) : !psy.field<f64, "w3">
  }
  return
}
