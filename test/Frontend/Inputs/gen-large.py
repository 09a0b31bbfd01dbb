#!/usr/bin/env python3
"""Writes LFRic inputs larger than any fixed-size table the front end once had, for
test/Frontend/large-*.test:

  big_kernel_mod.f90   one kernel with NARGS meta_args entries (fields on 16 spaces, every
                       10th a cross stencil, every 25th an x-or-y stencil, every 7th a scalar),
                       meta_funcs on all 16 spaces and an xyoz quadrature;
  big_kernel_alg.f90   an invoke of that kernel;
  many_calls_alg.f90   one invoke of NCALLS calls (builtins and testkern_type, alternating).

The counts the tests check follow from the constants below (printed by `--counts`)."""
import os
import sys

NARGS = 300
NCALLS = 200
SPACES = ["w0", "w1", "w2", "w2h", "wtheta", "w3"] + ["any_space_%d" % i for i in range(1, 11)]


def entry(i):
    """(kind, space, stencil) of meta_args entry i (1-based); entry 1 is the written field."""
    if i == 1:
        return "write", "w3", None
    if i % 7 == 0:
        return "scalar", None, None
    space = SPACES[i % len(SPACES)]
    if i % 25 == 0:
        return "field", space, "xory1d"
    if i % 10 == 0:
        return "field", space, "cross"
    return "field", space, None


def arg_type(i):
    kind, space, stencil = entry(i)
    if kind == "scalar":
        return "arg_type(GH_SCALAR, GH_REAL, GH_READ)"
    if kind == "write":
        return "arg_type(GH_FIELD, GH_REAL, GH_WRITE, %s)" % space.upper()
    extra = ", STENCIL(%s)" % stencil.upper() if stencil else ""
    return "arg_type(GH_FIELD, GH_REAL, GH_READ, %s%s)" % (space.upper(), extra)


def array(items, indent="        "):
    """A Fortran array constructor, one item a line."""
    body = ", &\n".join(indent + it for it in items)
    return "(/ &\n%s &\n%s/)" % (body, indent)


def kernel_module():
    args = [arg_type(i) for i in range(1, NARGS + 1)]
    funcs = ["func_type(%s, GH_BASIS)" % s.upper() for s in SPACES]
    return """module big_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private
  type, public, extends(kernel_type) :: big_kernel_type
    private
    type(arg_type), dimension(%d) :: meta_args = %s
    type(func_type), dimension(%d) :: meta_funcs = %s
    integer :: gh_shape = GH_QUADRATURE_XYOZ
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: big_kernel_code
  end type big_kernel_type
  public :: big_kernel_code
contains
  subroutine big_kernel_code()
  end subroutine big_kernel_code
end module big_kernel_mod
""" % (NARGS, array(args), len(funcs), array(funcs))


def call_args():
    """The algorithm's arguments for the big kernel, in order."""
    out = []
    for i in range(1, NARGS + 1):
        kind, _, stencil = entry(i)
        out.append(("a%d" if kind == "scalar" else "f%d") % i)
        if stencil:
            out.append("ext%d" % i)
        if stencil == "xory1d":
            out.append("dir%d" % i)
    return out + ["qr"]


def continued(head, items, tail):
    return head + ", &\n".join("      " + it for it in items) + tail


def big_algorithm():
    args = call_args()
    fields = [a for a in args if a.startswith("f")]
    scalars = [a for a in args if a.startswith("a")]
    ints = [a for a in args if a.startswith(("ext", "dir"))]
    decls = "".join("  type(field_type) :: %s\n" % f for f in fields)
    decls += "".join("  real(r_def) :: %s\n" % s for s in scalars)
    decls += "".join("  integer(i_def) :: %s\n" % n for n in ints)
    return ("program big_kernel_alg\n  use constants_mod\n  use field_mod\n"
            "  use quadrature_xyoz_mod\n  use big_kernel_mod, only: big_kernel_type\n"
            "  implicit none\n%s  type(quadrature_xyoz_type) :: qr\n\n" % decls +
            continued("  call invoke(big_kernel_type( &\n", args, "))\n") +
            "end program big_kernel_alg\n")


def many_calls_algorithm():
    calls = []
    for i in range(NCALLS):
        calls.append("setval_c(f1, %d.0_r_def)" % i if i % 2 == 0 else
                     "testkern_type(a, f1, f2, f3)")
    return ("program many_calls_alg\n  use constants_mod\n  use field_mod\n"
            "  use testkern_mod, only: testkern_type\n  implicit none\n"
            "  type(field_type) :: f1, f2, f3\n  real(r_def) :: a\n\n" +
            continued("  call invoke( &\n", calls, ")\n") + "end program many_calls_alg\n")


def counts():
    fields = sum(1 for i in range(1, NARGS + 1) if entry(i)[0] != "scalar")
    stencils = sum(1 for i in range(1, NARGS + 1) if entry(i)[2])
    return {"meta_args": NARGS, "fields": fields, "scalars": NARGS - fields,
            "stencils": stencils, "operands": len(call_args()), "calls": NCALLS,
            "funcs": len(SPACES)}


def main():
    if sys.argv[1:] == ["--counts"]:
        for k, v in counts().items():
            print(k, v)
        return
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name, text in [("big_kernel_mod.f90", kernel_module()),
                       ("big_kernel_alg.f90", big_algorithm()),
                       ("many_calls_alg.f90", many_calls_algorithm())]:
        with open(os.path.join(out, name), "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
