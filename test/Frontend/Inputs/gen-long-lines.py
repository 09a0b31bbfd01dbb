#!/usr/bin/env python3
"""Writes long_lines_alg.f90 into the directory given, for test/Frontend/rewrite-line-length.test:
an algorithm whose rewritten form needs psyc's line wrapping. Every line written here is
within free form's 132 characters; the rewritten calls, if written out on one line, are not:

  * a 63-character invoke routine, called from 66 columns in;
  * an argument longer than a line (a structure component chain), which must be split;
  * an invoke after `if (...)` far to the right, and one with a long comment after it;
  * two invokes on one line, separated by `;`;
  * an invoke of 20 kernels (80 distinct arguments);
  * an invoke over many continuation lines with comments between them (quotes in comments,
    a character literal continued across lines);
  * NMANY more invokes, so that the PSy-layer use statement takes more than one statement.
"""
import os
import sys

NMANY = 120
NAME63 = "invoke_" + "a_routine_name_of_sixty_three_characters_in_all_x_y_z_qq"  # 63
LONG = "c" * 60  # a component or variable name of 60 characters


def header():
    assert len(NAME63) == 63
    return """program long_lines_alg
  use constants_mod, only: r_def
  use field_mod, only: field_type
  use testkern_mod, only: testkern_type
  implicit none
  type :: inner_type
    type(field_type) :: %(long)s_f
  end type inner_type
  type :: outer_type
    type(inner_type) :: %(long)s_i(2)
  end type outer_type
  type(outer_type) :: %(long)s_o
  type(field_type) :: f1, f2, f3, g1(20), g2(20), g3(20)
  real(r_def) :: a, b(20)
  logical :: flag

""" % {"long": LONG}


def body():
    deep = " " * 66
    out = [deep + "call invoke(name= &",
           deep + '  "%s", &' % NAME63[len("invoke_"):],
           "       testkern_type(a, f1, f2, f3))",
           "  call invoke(testkern_type(a, %s_o%% &" % LONG,
           "       %s_i(2)%% &" % LONG,
           "       %s_f, f2, f3))" % LONG,
           "  if (flag .and. a > 0.0_r_def .and. a < 100.0_r_def .and. a /= 5.0_r_def) call invoke( &",
           '       name="after_an_if_statement_far_to_the_right", testkern_type(a, f1, f2, f3))',
           '  call invoke(name="a_rather_long_name_for_an_invoke_routine_xx", &',
           "              testkern_type(a, f1, f2, f3)) ! " + "a comment after the call " * 3,
           "  call invoke(setval_c(f1, 0.0_r_def)); call invoke(setval_c(f2, 1.0_r_def)); a = 2.0_r_def",
           "  call invoke(name='twenty_kernels', &"]
    calls = ["testkern_type(b(%d), g1(%d), g2(%d), g3(%d))" % (i, i, i, i) for i in range(1, 21)]
    out += ["       %s%s" % (c, ", &" if i + 1 < len(calls) else ")") for i, c in enumerate(calls)]
    out += ["  call invoke( & ! it's the first comment, with a 'quote' and a \"quote\"",
            "       ! a comment line between: don't stop here",
            "       testkern_type(a, &",
            "                     f1, & ! a comment after f1 ! with another '!' in it",
            "",
            "                     f2, f3), &",
            '       name="continued &',
            "       ! a comment line inside the continued name",
            '           &_literal")',
            "  a = 3.0_r_def ! after the invoke, untouched"]
    out += ["  call invoke(setval_c(f1, %d.0_r_def))" % i for i in range(NMANY)]
    return "\n".join(out) + "\nend program long_lines_alg\n"


def main():
    text = header() + body()
    assert max(len(line) for line in text.splitlines()) <= 132
    with open(os.path.join(sys.argv[1], "long_lines_alg.f90"), "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
