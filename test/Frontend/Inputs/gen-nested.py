"""Writes Fortran nested `depth` parentheses deep into OUTDIR (nesting-limit.test):
deep_arg_alg.f90 (in a scalar argument of an invoke), deep_code_alg.f90 (in an assignment of
the algorithm), deep_meta_alg.f90 with kernels/deep_meta_mod.f90 (in a kernel's metadata).
The parentheses are spread over continuation lines of 60, as a generator would write them."""
import os
import sys


def nested(depth, inner):
    opens, closes = "(" * depth, ")" * depth
    chunks = lambda s: [s[i:i + 60] for i in range(0, len(s), 60)]
    return " &\n      ".join(chunks(opens) + [inner] + chunks(closes))


def algorithm(name, body, uses=""):
    return f"""program {name}
  use constants_mod, only: r_def
  use field_mod
{uses}  implicit none
  type(field_type) :: f1
  real(r_def) :: a
{body}
end program {name}
"""


def kernel(depth):
    return f"""module deep_meta_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private
  type, public, extends(kernel_type) :: deep_meta_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W1) /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: deep_meta_code
  end type deep_meta_type
  integer, parameter :: unused = {nested(depth, "1")}
  public :: deep_meta_code
contains
  subroutine deep_meta_code()
  end subroutine deep_meta_code
end module deep_meta_mod
"""


def main():
    out, depth = sys.argv[1], int(sys.argv[2])
    os.makedirs(os.path.join(out, "kernels"), exist_ok=True)
    files = {
        "deep_arg_alg.f90": algorithm("deep_arg_alg", "  call invoke(setval_c(f1, " +
                                      nested(depth, "1.0_r_def") + "))"),
        "deep_code_alg.f90": algorithm("deep_code_alg", "  a = " + nested(depth, "1.0_r_def") +
                                       "\n  call invoke(setval_c(f1, a))"),
        "deep_meta_alg.f90": algorithm("deep_meta_alg", "  call invoke(deep_meta_type(f1))",
                                       "  use deep_meta_mod, only: deep_meta_type\n"),
        "kernels/deep_meta_mod.f90": kernel(depth),
    }
    for name, text in files.items():
        with open(os.path.join(out, name), "w") as f:
            f.write(text)


main()
