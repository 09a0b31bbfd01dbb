#!/usr/bin/env python3
"""gen-many-invokes.py N OUT: writes an algorithm of N one-kernel invokes to OUT, for
test/Frontend/rewrite-many-invokes.test and bench/rewrite (rewriting stays linear in N)."""
import sys


def main():
    n, out = int(sys.argv[1]), sys.argv[2]
    with open(out, "w") as f:
        f.write("program many_invokes_alg\n"
                "  use constants_mod, only: r_def\n"
                "  use field_mod, only: field_type\n"
                "  use testkern_mod, only: testkern_type\n"
                "  implicit none\n"
                "  type(field_type) :: f1, f2, f3\n"
                "  real(r_def) :: a\n\n")
        f.write("  call invoke(testkern_type(a, f1, f2, f3))\n" * n)
        f.write("end program many_invokes_alg\n")


if __name__ == "__main__":
    main()
