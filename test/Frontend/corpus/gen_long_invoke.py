#!/usr/bin/env python3
"""Writes long_invoke_alg.x90: one named invoke of 72 calls (more than 64), cycling through
coded kernels and builtins, as LFRic's large timestep algorithms have them. Run it from
anywhere; it writes next to itself. The output is committed."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
NCALLS = 72
# (text of the call, kind of loop, callee) - cycled with a step index k.
CALLS = [
    ("vertex_blend_kernel_type(v{k}, c{k}, w)", "cells", "psy.kernel @vertex_blend_kernel_type"),
    ("setval_c(c{k1}, 0.0_r_def)", "dofs", 'psy.builtin "setval_c"'),
    ("cross_smooth_kernel_type(c{k1}, c{k}, 1)", "cells", "psy.kernel @cross_smooth_kernel_type"),
    ("inc_aX_plus_Y(w, c{k1}, c{k})", "dofs", 'psy.builtin "inc_aX_plus_Y"'),
    ("edge_readinc_kernel_type(e, c{k})", "cells", "psy.kernel @edge_readinc_kernel_type"),
    ("inc_X_plus_Y(c{k1}, c{k})", "dofs", 'psy.builtin "inc_X_plus_Y"'),
]
NFIELDS = NCALLS // len(CALLS) + 2


def main():
    calls, loops = [], []
    for i in range(NCALLS):
        text, loop, callee = CALLS[i % len(CALLS)]
        k = i // len(CALLS) + 1
        calls.append(text.format(k=k, k1=k + 1))
        loops.append((loop, callee))
    L = ["! RUN: %S/check.sh %t %s %S/kernels | FileCheck %s",
         "! One invoke of %d calls (written by gen_long_invoke.py): more than 64 calls, kernels" % NCALLS,
         "! and builtins interleaved, no size limit on calls per invoke.",
         "module long_invoke_alg_mod", "",
         "  use constants_mod,             only: r_def",
         "  use field_mod,                 only: field_type",
         "  use vertex_blend_kernel_mod,   only: vertex_blend_kernel_type",
         "  use cross_smooth_kernel_mod,   only: cross_smooth_kernel_type",
         "  use edge_readinc_kernel_mod,   only: edge_readinc_kernel_type", "",
         "  implicit none", "", "contains", "",
         "  subroutine long_timestep(w)", "    implicit none",
         "    real(kind=r_def), intent(in) :: w",
         "    type(field_type) :: e",
         "    type(field_type) :: " + ", ".join("v%d" % i for i in range(1, NFIELDS + 1)),
         "    type(field_type) :: " + ", ".join("c%d" % i for i in range(1, NFIELDS + 1)), "",
         "    call invoke( &"]
    for c in calls:
        L.append("         " + c + ", &")
    L += ['         name="long_timestep" )', "", "  end subroutine long_timestep", "",
          "end module long_invoke_alg_mod", "",
          "! CHECK-LABEL: func.func @invoke_long_timestep("]
    for loop, callee in loops:
        bound = {"cells": "ncells", "dofs": "ndofs"}[loop]
        L.append("! CHECK: psy.loop %s to %s" % (loop, bound))
        L.append("! CHECK-NEXT: " + callee + "(")
    L += ["! CHECK-NOT: psy.loop", "! CHECK: return",
          "! CHECK: ---- rewritten algorithm ----",
          "! CHECK: use long_invoke_alg_mod_psy, only: invoke_long_timestep",
          "! CHECK: call invoke_long_timestep(v1, c1, w,"]
    with open(os.path.join(HERE, "long_invoke_alg.x90"), "w") as f:
        f.write("\n".join(L) + "\n")


main()
