#!/usr/bin/env python3
"""Writes the kernel modules of the DM schedule corpus from the table below.

Each module gets full LFRic metadata (meta_args, meta_funcs, operates_on, gh_shape) and a
code subroutine whose interface is psyc's own stub for that metadata, so that the argument
list always matches what the PSy layer passes.

    python3 gen_kernels.py PATH/TO/psyc      # rewrites every *_kernel_mod.f90 here
"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

# name: (comment, [meta_args], [meta_funcs], operates_on, gh_shape)
# An argument is (type, data type, access, space[, space2 or extra keywords]).
F, FV, OP, SC = "GH_FIELD", "GH_FIELD*3", "GH_OPERATOR", "GH_SCALAR"
R, I = "GH_REAL", "GH_INTEGER"
KERNELS = {
    # Continuous writers: cell_halo(1) unless every update is GH_WRITE.
    "vort_inc": ("Accumulates vorticity on W1 edges from a W2 wind and a W3 density.",
                 [(F, R, "GH_INC", "W1"), (F, R, "GH_READ", "W2"), (F, R, "GH_READ", "W3")]),
    "node_gather": ("Gathers cell values onto W0 nodes, weighted by a second W0 field.",
                    [(F, R, "GH_INC", "W0"), (F, R, "GH_READ", "W3"), (F, R, "GH_READ", "W0")]),
    "flux_inc": ("Adds a potential-temperature flux to a W2 field.",
                 [(F, R, "GH_INC", "W2"), (F, R, "GH_READ", "W2"), (F, R, "GH_READ", "Wtheta"),
                  (SC, R, "GH_READ")]),
    "anyspace_inc": ("Increments a field on an unknown space from another (unknown continuity).",
                     [(F, R, "GH_INC", "ANY_SPACE_1"), (F, R, "GH_READ", "ANY_SPACE_2")]),
    "w0_write": ("Writes W0 nodes from W3 values; every cell writes the same value to a shared "
                 "node (GH_WRITE on a continuous space).",
                 [(F, R, "GH_WRITE", "W0"), (F, R, "GH_READ", "W3"), (SC, R, "GH_READ")]),
    "w2_project_write": ("Projects a W1 field onto W2 with GH_WRITE (same value at shared dofs).",
                         [(F, R, "GH_WRITE", "W2"), (F, R, "GH_READ", "W1")]),
    "edge_readinc": ("Reads and increments a W1 field (GH_READINC) from a W3 field.",
                     [(F, R, "GH_READINC", "W1"), (F, R, "GH_READ", "W3")]),
    "mixed_write": ("Writes a W3 field and increments a W1 field in one kernel.",
                    [(F, R, "GH_WRITE", "W3"), (F, R, "GH_INC", "W1"), (F, R, "GH_READ", "W2")]),
    "w2h_inc": ("Increments horizontal W2H fluxes from a W2V field.",
                [(F, R, "GH_INC", "W2H"), (F, R, "GH_READ", "W2V")]),
    # Discontinuous writers: ncells.
    "div_w3": ("Divergence of a W2 field into W3, scaled by a W3 field.",
               [(F, R, "GH_WRITE", "W3"), (F, R, "GH_READ", "W2"), (F, R, "GH_READ", "W3")]),
    "theta_adjust": ("Adjusts Wtheta in place from a W0 field and a real scalar.",
                     [(F, R, "GH_READWRITE", "Wtheta"), (F, R, "GH_READ", "W0"),
                      (SC, R, "GH_READ")]),
    "w3_scale": ("Scales a W3 field in place by another W3 field.",
                 [(F, R, "GH_READWRITE", "W3"), (F, R, "GH_READ", "W3")]),
    "adspace_write": ("Writes a field on an unknown discontinuous space from an ANY_SPACE field.",
                      [(F, R, "GH_WRITE", "ANY_DISCONTINUOUS_SPACE_1"),
                       (F, R, "GH_READ", "ANY_SPACE_1")]),
    "w2v_from_w2h": ("Writes vertical W2V fluxes from horizontal W2H fluxes.",
                     [(F, R, "GH_WRITE", "W2V"), (F, R, "GH_READ", "W2H")]),
    "broken_write": ("Writes a broken W2 field from a W2trace field.",
                     [(F, R, "GH_WRITE", "W2broken"), (F, R, "GH_READ", "W2trace")]),
    # Stencils (extent given by the algorithm).
    "cross_avg": ("Averages a W3 field over a cross-shaped stencil.",
                  [(F, R, "GH_WRITE", "W3"), (F, R, "GH_READ", "W3", "STENCIL(CROSS)")]),
    "cross2d_grad": ("Gradient of a W3 field from a CROSS2D stencil.",
                     [(F, R, "GH_WRITE", "W3"), (F, R, "GH_READ", "W3", "STENCIL(CROSS2D)")]),
    "region_interp": ("Interpolates W3 values to Wtheta from a REGION stencil.",
                      [(F, R, "GH_WRITE", "Wtheta"), (F, R, "GH_READ", "W3", "STENCIL(REGION)")]),
    "x1d_deriv": ("x derivative of a W3 field on an X1D stencil.",
                  [(F, R, "GH_WRITE", "W3"), (F, R, "GH_READ", "W3", "STENCIL(X1D)")]),
    "y1d_deriv": ("y derivative of a W3 field on a Y1D stencil.",
                  [(F, R, "GH_WRITE", "W3"), (F, R, "GH_READ", "W3", "STENCIL(Y1D)")]),
    "xory1d_advect": ("Upwind advection along a run-time direction (XORY1D stencil).",
                      [(F, R, "GH_WRITE", "W3"), (F, R, "GH_READ", "W3", "STENCIL(XORY1D)")]),
    "cross_inc": ("Increments W1 edges from a W3 field read on a CROSS stencil.",
                  [(F, R, "GH_INC", "W1"), (F, R, "GH_READ", "W3", "STENCIL(CROSS)")]),
    "w1_cross_read": ("Writes W3 from a continuous W1 field read on a CROSS stencil.",
                      [(F, R, "GH_WRITE", "W3"), (F, R, "GH_READ", "W1", "STENCIL(CROSS)")]),
    "two_stencil": ("Laplacian from an X1D and a Y1D stencil on two W3 fields.",
                    [(F, R, "GH_WRITE", "W3"), (F, R, "GH_READ", "W3", "STENCIL(X1D)"),
                     (F, R, "GH_READ", "W3", "STENCIL(Y1D)")]),
    "region_inc": ("Increments W0 nodes from Wtheta on a REGION stencil and a W3 field.",
                   [(F, R, "GH_INC", "W0"), (F, R, "GH_READ", "Wtheta", "STENCIL(REGION)"),
                    (F, R, "GH_READ", "W3")]),
    # Field vectors.
    "chi_volume": ("Cell volumes (W3) from the W0 coordinate vector chi.",
                   [(F, R, "GH_WRITE", "W3"), (FV, R, "GH_READ", "W0")]),
    "chi_jacobian_inc": ("Increments W1 from the Wchi coordinate vector chi.",
                         [(F, R, "GH_INC", "W1"), (FV, R, "GH_READ", "Wchi")]),
    "vec_inc": ("Increments a three-component W0 field vector from a W3 field.",
                [(FV, R, "GH_INC", "W0"), (F, R, "GH_READ", "W3")]),
    "vec_stencil": ("Writes W3 from a three-component W3 vector read on a CROSS stencil.",
                    [(F, R, "GH_WRITE", "W3"), (FV, R, "GH_READ", "W3", "STENCIL(CROSS)")]),
    "wind_vec_write": ("Writes three W3 wind components from a W2 wind.",
                       [(FV, R, "GH_WRITE", "W3"), (F, R, "GH_READ", "W2")]),
    # Operators.
    "mass_op": ("Assembles the W1 mass matrix from the coordinate vector (XYoZ quadrature).",
                [(OP, R, "GH_WRITE", "W1", "W1"), (FV, R, "GH_READ", "W0"), (SC, I, "GH_READ")],
                [("W1", "GH_BASIS"), ("W0", "GH_BASIS", "GH_DIFF_BASIS")],
                "CELL_COLUMN", "GH_QUADRATURE_XYoZ"),
    "op_apply_inc": ("Applies a W1 operator to a W1 field, incrementing the W1 result.",
                     [(F, R, "GH_INC", "W1"), (F, R, "GH_READ", "W1"),
                      (OP, R, "GH_READ", "W1", "W1")]),
    "div_op_apply": ("Applies a W2-to-W3 divergence operator, writing W3.",
                     [(F, R, "GH_WRITE", "W3"), (F, R, "GH_READ", "W2"),
                      (OP, R, "GH_READ", "W3", "W2")]),
    "op_scale": ("Scales a W2 operator in place.",
                 [(OP, R, "GH_READWRITE", "W2", "W2"), (SC, R, "GH_READ")]),
    "field_and_op": ("Increments a W0 field and writes a W3 operator from a W3 field.",
                     [(F, R, "GH_INC", "W0"), (OP, R, "GH_WRITE", "W3", "W3"),
                      (F, R, "GH_READ", "W3")]),
    "op_build": ("Builds a W2-to-W3 operator from a W3 field (no basis functions).",
                 [(OP, R, "GH_WRITE", "W3", "W2"), (F, R, "GH_READ", "W3")]),
    # Inter-grid.
    "prolong_inc": ("Prolongs a coarse field onto the fine mesh by incrementing.",
                    [(F, R, "GH_INC", "ANY_SPACE_1", "mesh_arg=GH_FINE"),
                     (F, R, "GH_READ", "ANY_SPACE_2", "mesh_arg=GH_COARSE")]),
    "restrict_inc": ("Restricts a fine field onto the coarse mesh by incrementing.",
                     [(F, R, "GH_INC", "ANY_SPACE_1", "mesh_arg=GH_COARSE"),
                      (F, R, "GH_READ", "ANY_SPACE_2", "mesh_arg=GH_FINE")]),
    "prolong_dg": ("Injects a coarse discontinuous field into the fine cells.",
                   [(F, R, "GH_WRITE", "ANY_DISCONTINUOUS_SPACE_1", "mesh_arg=GH_FINE"),
                    (F, R, "GH_READ", "ANY_DISCONTINUOUS_SPACE_2", "mesh_arg=GH_COARSE")]),
    "restrict_dg": ("Averages fine discontinuous cells into the coarse cell.",
                    [(F, R, "GH_WRITE", "ANY_DISCONTINUOUS_SPACE_1", "mesh_arg=GH_COARSE"),
                     (F, R, "GH_READ", "ANY_DISCONTINUOUS_SPACE_2", "mesh_arg=GH_FINE")]),
    # Whole-domain and per-dof kernels.
    "column_total": ("Column totals of a Wtheta field over the whole domain.",
                     [(F, R, "GH_WRITE", "W3"), (F, R, "GH_READ", "Wtheta"), (SC, I, "GH_READ")],
                     [], "DOMAIN"),
    "domain_relax": ("Relaxes a W3 field towards zero over the whole domain.",
                     [(F, R, "GH_READWRITE", "W3"), (SC, R, "GH_READ")], [], "DOMAIN"),
    "dof_blend": ("Blends two W2 fields at one dof.",
                  [(F, R, "GH_WRITE", "W2"), (F, R, "GH_READ", "W2"), (SC, R, "GH_READ")],
                  [], "DOF"),
}

SPACES = {"W0", "W1", "W2", "W2H", "W2V", "W3", "Wtheta", "Wchi", "W2broken", "W2trace"}


def arg_text(arg):
    return "arg_type(" + ", ".join(arg) + ")"


def names_used(args, funcs, operates_on, shape):
    words = set()
    for arg in args:
        for part in arg:
            for w in re.findall(r"[A-Za-z_][A-Za-z_0-9]*", part):
                words.add(w)
    for func in funcs:
        words.update(func)
    words.add(operates_on)
    if shape:
        words.add(shape)
    words.discard("mesh_arg")
    spaces = sorted(w for w in words if w in SPACES)
    argmod = ["arg_type"] + (["func_type"] if funcs else []) + sorted(
        w for w in words if w not in SPACES)
    return argmod, spaces


def use_lines(mod, names):
    out, line = [], f"  use {mod}, only: "
    indent = " " * len(line)
    for i, n in enumerate(names):
        piece = n + ("," if i + 1 < len(names) else "")
        if len(line) + len(piece) + 3 > 96:
            out.append(line.rstrip() + " &")
            line = indent
        line += piece + " "
    out.append(line.rstrip())
    return "\n".join(out)


def module_text(name, spec, body):
    comment, args = spec[0], spec[1]
    funcs = spec[2] if len(spec) > 2 else []
    operates_on = spec[3] if len(spec) > 3 else "CELL_COLUMN"
    shape = spec[4] if len(spec) > 4 else None
    argmod, spaces = names_used(args, funcs, operates_on, shape)
    lines = [f"!> @brief {comment}", "!> DM schedule corpus kernel (test/Transforms/dm/corpus).",
             f"module {name}_kernel_mod", "", use_lines("argument_mod", argmod),
             "  use constants_mod, only: r_def, i_def"]
    if spaces:
        lines.append(use_lines("fs_continuity_mod", spaces))
    lines += ["  use kernel_mod, only: kernel_type", "", "  implicit none", "", "  private", "",
              f"  type, public, extends(kernel_type) :: {name}_kernel_type", "    private",
              f"    type(arg_type) :: meta_args({len(args)}) = (/ &"]
    for i, arg in enumerate(args):
        sep = ", &" if i + 1 < len(args) else "  &"
        lines.append(f"         {arg_text(arg)}{sep}")
    lines.append("         /)")
    if funcs:
        lines.append(f"    type(func_type) :: meta_funcs({len(funcs)}) = (/ &")
        for i, func in enumerate(funcs):
            sep = ", &" if i + 1 < len(funcs) else "  &"
            lines.append(f"         func_type({', '.join(func)}){sep}")
        lines.append("         /)")
    lines.append(f"    integer :: operates_on = {operates_on}")
    if shape:
        lines.append(f"    integer :: gh_shape = {shape}")
    lines += ["  contains", f"    procedure, nopass :: {name}_code",
              f"  end type {name}_kernel_type", "", f"  public :: {name}_code", "", "contains", ""]
    lines.append(body.rstrip())
    lines += ["", f"end module {name}_kernel_mod", ""]
    return "\n".join(lines)


def stub_body(psyc, name, spec):
    """The code subroutine of psyc --stub for the metadata alone."""
    placeholder = module_text(name, spec, f"  subroutine {name}_code()\n"
                                          f"  end subroutine {name}_code")
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, f"{name}_kernel_mod.f90")
        with open(path, "w") as f:
            f.write(placeholder)
        stub = subprocess.run([psyc, "--stub", path], check=True, capture_output=True,
                              text=True).stdout
    start = stub.index(f"  subroutine {name}_code")
    end = stub.index(f"end subroutine {name}_code") + len(f"end subroutine {name}_code")
    return stub[start:end]


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: gen_kernels.py PSYC")
    for name, spec in KERNELS.items():
        text = module_text(name, spec, stub_body(sys.argv[1], name, spec))
        with open(os.path.join(HERE, f"{name}_kernel_mod.f90"), "w") as f:
            f.write(text)
    print(f"wrote {len(KERNELS)} kernel modules")


if __name__ == "__main__":
    main()
