#!/usr/bin/env python3
"""An invoke over field vectors of N components (GH_FIELD*N), as psy IR, for the scale of the
distributed-memory passes in N (test/Transforms/dm/vector-scale.test, bench/dm/vector-scale.py).

    gen-vector-invoke.py N > invoke.mlir

Four loops over two vectors of w0 (continuous) and a w3 field: v incremented into the
level-1 halo reading u there, v read over the owned cells (its annexed dofs), u incremented
reading v, v read through a stencil. psy-dm adds 3N halo exchanges (every component of v
and u before the first loop, of v again before the second, to the depth the stencil needs)
and a dirty marker after each loop.
"""
import sys

n = int(sys.argv[1])
vec = f'!psy.field_vector<f64, "w0", {n}>'
w3 = '!psy.field<f64, "w3">'
print(f'''psy.kernel_meta @vinc_type operates_on "cell_column" procedure "vinc_code"
    args [#psy.meta_arg<gh_field*{n}, gh_real, gh_inc, "w0">,
          #psy.meta_arg<gh_field*{n}, gh_real, gh_read, "w0">]
psy.kernel_meta @vread_type operates_on "cell_column" procedure "vread_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field*{n}, gh_real, gh_read, "w0">]
psy.kernel_meta @vstencil_type operates_on "cell_column" procedure "vstencil_code"
    args [#psy.meta_arg<gh_field, gh_real, gh_write, "w3">,
          #psy.meta_arg<gh_field*{n}, gh_real, gh_read, "w0", stencil = cross>]
func.func @vectors(%v: {vec}, %u: {vec}, %g: {w3}, %e: i32)
    attributes {{psy.invoke}} {{
  psy.loop cells to ncells {{
    psy.kernel @vinc_type(%v, %u) : {vec}, {vec}
  }}
  psy.loop cells to ncells {{
    psy.kernel @vread_type(%g, %v) : {w3}, {vec}
  }}
  psy.loop cells to ncells {{
    psy.kernel @vinc_type(%u, %v) : {vec}, {vec}
  }}
  psy.loop cells to ncells {{
    psy.kernel @vstencil_type(%g, %v, %e) : {w3}, {vec}, i32
  }}
  return
}}''')
