#!/usr/bin/env python3
"""Writes the corpus's huge-metadata kernel and the algorithm that calls it.

Real LFRic physics kernels (boundary layer, convection interfaces) carry about 210 meta_args
entries. This script writes one such kernel, huge_coupling_kernel_mod.f90 (210 entries:
scalars, real and integer fields on discontinuous spaces, reads and updates), and the corpus
test huge_coupling_alg.x90 one directory up, whose single invoke passes all 210 arguments.
Run it from anywhere; it writes next to itself. The outputs are committed."""
import os

N = 210
HERE = os.path.dirname(os.path.abspath(__file__))

# (form, data type, access, space or None) for entries 1..N.
SCALARS = [("GH_SCALAR", "GH_REAL", "GH_READ", None)] * 4 + [
    ("GH_SCALAR", "GH_INTEGER", "GH_READ", None), ("GH_SCALAR", "GH_LOGICAL", "GH_READ", None)]
CYCLE = [("GH_FIELD", "GH_REAL", "GH_READ", "W3"),
         ("GH_FIELD", "GH_REAL", "GH_READ", "Wtheta"),
         ("GH_FIELD", "GH_REAL", "GH_READWRITE", "Wtheta"),
         ("GH_FIELD", "GH_REAL", "GH_READ", "ANY_DISCONTINUOUS_SPACE_1"),
         ("GH_FIELD", "GH_REAL", "GH_WRITE", "W3"),
         ("GH_FIELD", "GH_REAL", "GH_READ", "W2"),
         ("GH_FIELD", "GH_REAL", "GH_READWRITE", "W3")]


def entries():
    out = list(SCALARS)
    i = 0
    while len(out) < N:
        e = CYCLE[i % len(CYCLE)]
        if i % 25 == 24:
            e = ("GH_FIELD", "GH_INTEGER", "GH_READ", "W3")
        out.append(e)
        i += 1
    return out


def short(space):
    return {"ANY_DISCONTINUOUS_SPACE_1": "adspc1"}.get(space, space.lower())


def dummy(k, e):
    form, dtype, _, space = e
    if form == "GH_SCALAR":
        return "%sscalar_%d" % ({"GH_REAL": "r", "GH_INTEGER": "i", "GH_LOGICAL": "l"}[dtype], k)
    return "field_%d_%s" % (k, short(space))


def kernel(es):
    spaces = []
    for e in es:
        if e[3] and e[3] not in spaces:
            spaces.append(e[3])
    used = sorted({e[1] for e in es} | {e[2] for e in es} | {"GH_FIELD", "GH_SCALAR"})
    fs = [s for s in spaces if not s.startswith("ANY_")]
    anys = [s for s in spaces if s.startswith("ANY_")]
    L = ["!> @brief A physics coupling kernel with %d meta_args entries (written by gen_huge.py)." % N,
         "!> Corpus: huge metadata; real kernels of this size exist in LFRic's physics interfaces.",
         "module huge_coupling_kernel_mod", "",
         "  use argument_mod,      only: arg_type, CELL_COLUMN, " + ", ".join(anys) + ",  &"]
    for i in range(0, len(used), 4):
        L.append("                               " + ", ".join(used[i:i + 4]) +
                 (",  &" if i + 4 < len(used) else ""))
    L += ["  use constants_mod,     only: r_def, i_def, l_def",
          "  use fs_continuity_mod, only: " + ", ".join(fs),
          "  use kernel_mod,        only: kernel_type", "", "  implicit none", "", "  private", "",
          "  type, public, extends(kernel_type) :: huge_coupling_kernel_type",
          "    private",
          "    type(arg_type) :: meta_args(%d) = (/  &" % N]
    for k, e in enumerate(es, 1):
        items = [x for x in e if x]
        sep = "," if k < N else " "
        L.append("         arg_type(%s)%s  & ! %d" % (", ".join(items), sep, k))
    L += ["         /)", "    integer :: operates_on = CELL_COLUMN", "  contains",
          "    procedure, nopass :: huge_coupling_code",
          "  end type huge_coupling_kernel_type", "", "  public :: huge_coupling_code", "",
          "contains", ""]
    args = ["nlayers"] + [dummy(k, e) for k, e in enumerate(es, 1)]
    for s in spaces:
        args += ["ndf_" + short(s), "undf_" + short(s), "map_" + short(s)]
    head = "  subroutine huge_coupling_code("
    line, lines = head, []
    for i, a in enumerate(args):
        piece = a + (", " if i + 1 < len(args) else ")")
        if len(line) + len(piece) > 96:
            lines.append(line.rstrip() + " &")
            line = "      "
        line += piece
    lines.append(line)
    L += lines
    L += ["    implicit none", "    integer(kind=i_def), intent(in) :: nlayers"]
    for s in spaces:
        L.append("    integer(kind=i_def), intent(in) :: ndf_%s, undf_%s" % (short(s), short(s)))
        L.append("    integer(kind=i_def), intent(in), dimension(ndf_%s) :: map_%s" % (short(s), short(s)))
    for k, e in enumerate(es, 1):
        form, dtype, access, space = e
        intent = {"GH_READ": "in", "GH_WRITE": "inout", "GH_READWRITE": "inout"}[access]
        if form == "GH_SCALAR":
            kind = {"GH_REAL": "real(kind=r_def)", "GH_INTEGER": "integer(kind=i_def)",
                    "GH_LOGICAL": "logical(kind=l_def)"}[dtype]
            L.append("    %s, intent(%s) :: %s" % (kind, intent, dummy(k, e)))
        else:
            kind = "real(kind=r_def)" if dtype == "GH_REAL" else "integer(kind=i_def)"
            L.append("    %s, intent(%s), dimension(undf_%s) :: %s" % (kind, intent, short(space), dummy(k, e)))
    L += ["  end subroutine huge_coupling_code", "", "end module huge_coupling_kernel_mod"]
    return "\n".join(L) + "\n"


def algorithm(es):
    names = []
    for k, e in enumerate(es, 1):
        names.append(("s%03d" if e[0] == "GH_SCALAR" else "f%03d") % k)
    reals = [n for n, e in zip(names, es) if e[:2] == ("GH_SCALAR", "GH_REAL")]
    ints = [n for n, e in zip(names, es) if e[:2] == ("GH_SCALAR", "GH_INTEGER")]
    logs = [n for n, e in zip(names, es) if e[:2] == ("GH_SCALAR", "GH_LOGICAL")]
    flds = [n for n, e in zip(names, es) if e[0] == "GH_FIELD" and e[1] == "GH_REAL"]
    ifld = [n for n, e in zip(names, es) if e[0] == "GH_FIELD" and e[1] == "GH_INTEGER"]
    L = ["! RUN: %S/check.sh %t %s %S/kernels | FileCheck %s",
         "! One invoke of a kernel with %d meta_args (written by kernels/gen_huge.py): no size" % N,
         "! limit on metadata entries, kernel arguments or invoke arguments.",
         "module huge_coupling_alg_mod", "",
         "  use constants_mod,             only: r_def, i_def, l_def",
         "  use field_mod,                 only: field_type",
         "  use integer_field_mod,         only: integer_field_type",
         "  use huge_coupling_kernel_mod,  only: huge_coupling_kernel_type", "",
         "  implicit none", "", "  private", "  public :: couple_physics", "", "contains", "",
         "  subroutine couple_physics(" + ", ".join(flds[:3]) + ")", "    implicit none"]

    def decl(kind, ns, extra=""):
        for i in range(0, len(ns), 10):
            L.append("    %s%s :: %s" % (kind, extra, ", ".join(ns[i:i + 10])))
    decl("type(field_type), intent(inout)", flds[:3])
    decl("type(field_type)", flds[3:])
    decl("type(integer_field_type)", ifld)
    decl("real(kind=r_def)", reals)
    decl("integer(kind=i_def)", ints)
    decl("logical(kind=l_def)", logs)
    L.append("")
    L.append("    call invoke( huge_coupling_kernel_type( &")
    for i in range(0, len(names), 10):
        chunk = ", ".join(names[i:i + 10])
        L.append("                   " + chunk + ("," if i + 10 < len(names) else ")") + " &")
    L.append("               )")
    L += ["", "  end subroutine couple_physics", "", "end module huge_coupling_alg_mod", ""]
    ops = ", ".join("%%arg%d" % i for i in range(N))
    L += ["! CHECK: psy.kernel_meta @huge_coupling_kernel_type operates_on \"cell_column\" procedure \"huge_coupling_code\"",
          "! CHECK-SAME: #psy.meta_arg<gh_scalar, gh_real, gh_read>",
          "! CHECK-SAME: #psy.meta_arg<gh_field, gh_integer, gh_read, \"w3\">",
          "! CHECK-LABEL: func.func @invoke_0_huge_coupling_kernel_type(%arg0: f64, %arg1: f64, %arg2: f64, %arg3: f64, %arg4: i32, %arg5: i1, %arg6: !psy.field<f64, \"w3\">",
          "! CHECK-SAME: %%arg%d: !psy.field<f64, \"%s\">) attributes" % (N - 1, es[-1][3].lower()),
          "! CHECK: psy.loop cells to ncells",
          "! CHECK-NEXT: psy.kernel @huge_coupling_kernel_type(" + ops + ")",
          "! CHECK: ---- rewritten algorithm ----",
          "! CHECK: use huge_coupling_alg_mod_psy, only: invoke_0_huge_coupling_kernel_type",
          "! CHECK: call invoke_0_huge_coupling_kernel_type(" + ", ".join(names[:6]) + ",",
          "! CHECK: " + ", ".join(names[-3:]) + ")"]
    return "\n".join(L) + "\n"


es = entries()
with open(os.path.join(HERE, "huge_coupling_kernel_mod.f90"), "w") as f:
    f.write(kernel(es))
with open(os.path.join(HERE, "..", "huge_coupling_alg.x90"), "w") as f:
    f.write(algorithm(es))
