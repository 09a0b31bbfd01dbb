#!/usr/bin/env python3
"""Generates the per-builtin lit tests from the builtin table (lib/Dialect/Builtins.c).

    utils/gen-builtin-tests.py            # rewrites the generated files in place
    utils/gen-builtin-tests.py --check    # fails, naming them, if any is stale (lit runs this:
                                          # test/Dialect/psy/builtins/generated.test)

Writes
  test/Dialect/psy/builtins/<name>.mlir        signature checks: a valid call, too many
                                               arguments, a field where a scalar belongs (or the
                                               reverse), the wrong data type, the result
  test/Integration/builtins/all-builtins.mlir  one invoke per builtin with one common signature,
                                               run by Inputs/driver.c

The generated files are committed; rerun this after changing the table. The table is read
with a regular expression over its rows, which all have the form
    {"name", "effect", nargs, {RF('Z'), RS('a'), ...}},
(R/I real/integer, F/S field/scalar). Accesses are not in the rows: as in the C table, they
derive from the effect, whose assigned scalar (if any) is the reduction result.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROW = re.compile(r'\{"(\w+)", "([^"]*)", (\d), \{([^}]*)\}\}')
ARG = re.compile(r"(R|I)(F|S)\('(\w)'\)")
SPACE = '"any_space_1"'


def read_table():
    text = open(os.path.join(ROOT, "lib", "Dialect", "Builtins.c")).read()
    rows = []
    for name, effect, nargs, args in ROW.findall(text):
        target = effect.split("=")[0].strip()
        parsed = [dict(real=(d == "R"), field=(k == "F"), red=(k == "S" and l == target),
                       letter=l)
                  for d, k, l in ARG.findall(args)]
        assert len(parsed) == int(nargs), name
        rows.append(dict(name=name, effect=effect, args=parsed))
    return rows


def field_t(elt):
    return f"!psy.field<{elt}, {SPACE}>"


def arg_type(a):
    if a["field"]:
        return field_t("f64" if a["real"] else "i32")
    return "f64" if a["real"] else "i32"


def wrong_kind_type(a):
    """A type of the other kind (scalar for a field, field for a scalar), same data type."""
    if a["field"]:
        return "f64" if a["real"] else "i32"
    return field_t("f64" if a["real"] else "i32")


def wrong_dtype_type(a):
    elt = "i32" if a["real"] else "f64"
    return field_t(elt) if a["field"] else elt


def operands(row):
    return [a for a in row["args"] if not a["red"]]


def letters(row):
    return ", ".join(a["letter"] for a in operands(row))


def call(row, types, result=None, error=None, lhs="%r"):
    """A func with one argument per type whose body is a dof loop calling the builtin on
    them; a reduction's result is yielded by the loop and returned. `error` is the message
    the builtin call must raise."""
    name = row["name"]
    params = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
    ret = f" -> {result}" if result else ""
    lines = [f"func.func @{name}_case({params}){ret} attributes {{psy.invoke}} {{"]
    args = ", ".join(f"%a{i}" for i in range(len(types)))
    sig = f"({', '.join(types)}) -> {result if result else '()'}"
    if result:
        lines.append(f"  {lhs} = psy.loop dofs to ndofs -> {result} {{")
    else:
        lines.append("  psy.loop dofs to ndofs {")
    if error:
        lines.append(f"    // expected-error@+1 {{{{{error}}}}}")
    if result:
        lines.append(f'    %p = psy.builtin "{name}"({args}) : {sig}')
        lines.append(f"    psy.yield %p : {result}")
    else:
        lines.append(f'    psy.builtin "{name}"({args}) : {sig}')
    lines.append("  }")
    lines.append(f"  return {lhs} : {result}" if result else "  return")
    lines.append("}")
    return "\n".join(lines)


def case(row, types, result, error=None):
    return call(row, types, result, error)


def verifier_test(row):
    name = row["name"]
    ops = operands(row)
    red = any(a["red"] for a in row["args"])
    good = [arg_type(a) for a in ops]
    result = "f64" if red else None
    cases = [case(row, good, result)]
    # Too many arguments.
    extra = good + [good[-1]]
    n = len(ops)
    cases.append(case(row, extra, result,
                      f"builtin '{name}' expects {n} argument{'s' if n != 1 else ''} "
                      f"({letters(row)}), got {n + 1}"))
    # The last argument of the wrong kind, then of the wrong data type.
    a = ops[-1]
    bad = good[:-1] + [wrong_kind_type(a)]
    kind = "field" if a["field"] else "scalar"
    cases.append(case(row, bad, result,
                      f"builtin '{name}' argument '{a['letter']}' must be a {kind}, "
                      f"got '{wrong_kind_type(a)}'"))
    bad = good[:-1] + [wrong_dtype_type(a)]
    dt = "real" if a["real"] else "integer"
    cases.append(case(row, bad, result,
                      f"builtin '{name}' argument '{a['letter']}' must be {dt}, "
                      f"got '{wrong_dtype_type(a)}'"))
    if red:
        cases.append(case(row, good, None,
                          f"builtin '{name}' must have one result (the reduction "
                          f"'{row['args'][0]['letter']}'), got 0"))
    else:
        cases.append(case(row, good, "f64",
                          f"builtin '{name}' is not a reduction and must have no result, got 1"))
    head = (f"// Generated by utils/gen-builtin-tests.py from the builtin table: do not edit.\n"
            f"// Signature checks of builtin {name}: {row['effect']}\n"
            f"// RUN: psy-opt %s -split-input-file -verify-diagnostics\n\n")
    return head + "\n\n// -----\n\n".join(cases) + "\n"


# ---- The executable test: one invoke per builtin, all with the same signature ----------------
# Real fields Z, Y, X (f64) and F (f32, the target of real_to_real_X); real scalars a, b, c;
# integer scalar n; integer fields IZ, IY, IX; integer scalars ia, ic. Inputs/driver.c
# declares the same list.
PARAMS = [("Z", field_t("f64")), ("Y", field_t("f64")), ("X", field_t("f64")),
          ("a", "f64"), ("b", "f64"), ("c", "f64"), ("n", "i32"),
          ("IZ", field_t("i32")), ("IY", field_t("i32")), ("IX", field_t("i32")),
          ("ia", "i32"), ("ic", "i32"), ("F", field_t("f32"))]


def param_for(row, a):
    if row["name"] == "real_to_real_X" and a["letter"] == "Y":
        return "F"
    if a["field"]:
        return a["letter"] if a["real"] else "I" + a["letter"]
    if a["letter"] == "n" or a["real"]:
        return a["letter"]
    return "i" + a["letter"]


def invoke(row):
    types = dict(PARAMS)
    params = ", ".join(f"%{p}: {t}" for p, t in PARAMS)
    out = [f"func.func @b_{row['name']}({params}) -> f64 attributes {{psy.invoke}} {{"]
    args = [param_for(row, a) for a in operands(row)]
    call = (f'psy.builtin "{row["name"]}"({", ".join("%" + p for p in args)}) : '
            f'({", ".join(types[p] for p in args)}) -> ')
    if any(a["red"] for a in row["args"]):
        red = {"sum": "sum", "min": "min", "max": "max"}[row["effect"].split("=")[1].strip()[:3]]
        out.append("  %s = psy.loop dofs to ndofs -> f64 {")
        out.append(f"    %p = {call}f64")
        out.append("    psy.yield %p : f64")
        out.append("  }")
        out.append(f"  %g = psy.global_reduction {red} %s : f64")
        out.append("  return %g : f64")
    else:
        out.append("  psy.loop dofs to ndofs {")
        out.append(f"    {call}()")
        out.append("  }")
        out.append("  %zero = arith.constant 0.0 : f64")
        out.append("  return %zero : f64")
    out.append("}")
    return "\n".join(out)


def integration_test(rows):
    head = """// Generated by utils/gen-builtin-tests.py from the builtin table: do not edit.
// All builtins on 100000 dofs, compiled to x86-64 and checked against the C reference in
// Inputs/driver.c.
// RUN: psy-opt %s --psy-to-llvm | psy-translate --target=x86_64 -o %t.o
// RUN: %cc %S/Inputs/driver.c %t.o -o %t -lm
// RUN: %t | FileCheck %s
// CHECK: all {n} builtins match
""".format(n=len(rows))
    return head + "\n" + "\n\n".join(invoke(r) for r in rows) + "\n"


GENERATED = "// Generated by utils/gen-builtin-tests.py"


def outputs():
    """{path relative to the root: text} of every generated file."""
    rows = read_table()
    if len(rows) != 70:
        sys.exit(f"expected 70 builtins in the table, found {len(rows)}")
    files = {f"test/Dialect/psy/builtins/{r['name']}.mlir": verifier_test(r) for r in rows}
    files["test/Integration/builtins/all-builtins.mlir"] = integration_test(rows)
    return files


def stale(files):
    """The generated files that differ from what the table gives, are missing, or were
    generated for a builtin no longer in the table."""
    bad = []
    for path, text in files.items():
        full = os.path.join(ROOT, path)
        if not os.path.exists(full):
            bad.append(f"{path}: missing")
        elif open(full).read() != text:
            bad.append(f"{path}: differs from the generator's output")
    for d in sorted({os.path.dirname(p) for p in files}):
        for name in sorted(os.listdir(os.path.join(ROOT, d))):
            path = f"{d}/{name}"
            if path in files or not name.endswith(".mlir"):
                continue
            with open(os.path.join(ROOT, path)) as f:
                if f.read(len(GENERATED)) == GENERATED:
                    bad.append(f"{path}: generated, but its builtin is not in the table")
    return bad


def write(path, text):
    path = os.path.join(ROOT, path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def main():
    check = sys.argv[1:] == ["--check"]
    if sys.argv[1:] and not check:
        sys.exit("usage: gen-builtin-tests.py [--check]")
    files = outputs()
    if check:
        bad = stale(files)
        for b in bad:
            print(b)
        if bad:
            sys.exit(f"{len(bad)} generated test file(s) are stale: run utils/gen-builtin-tests.py")
        print(f"all {len(files)} generated test files are up to date")
        return
    for path, text in files.items():
        write(path, text)
    print(f"wrote {len(files) - 1} verifier tests and the integration test")


if __name__ == "__main__":
    main()
