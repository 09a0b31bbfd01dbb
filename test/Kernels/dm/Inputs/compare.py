#!/usr/bin/env python3
"""compare.py REF OUT...: a distributed-memory execution test's check. REF and each OUT are
the prefixes a program wrote its fields (PREFIX.NAME.txt, from write_field_global) and its
standard output (PREFIX.out, with 'reduction NAME VALUE' lines) to. Every OUT must have
written the same fields as REF, byte for byte, and the same reductions to 1e-12 relative
(a global sum's order of additions depends on the partition). A NaN or an infinity, in a
field or a reduction of REF or of an OUT, is a difference too: two runs that both went wrong
agree with each other. Prints one summary line per OUT, and each difference; exits 1 on any."""
import glob
import math
import os
import re
import sys

NOT_FINITE = re.compile(rb"nan|inf", re.IGNORECASE)


def fields(prefix):
    return sorted(os.path.basename(p)[len(os.path.basename(prefix)) + 1:]
                  for p in glob.glob(glob.escape(prefix) + ".*.txt"))


def reductions(prefix):
    with open(prefix + ".out") as f:
        return [(w[1], float(w[2])) for w in (line.split() for line in f)
                if len(w) == 3 and w[0] == "reduction"]


def compare(ref, out):
    bad = 0
    name = os.path.basename(out)
    if fields(ref) != fields(out):
        print(f"{name}: fields {fields(out)} instead of {fields(ref)}")
        return 1
    for f in fields(ref):
        with open(f"{ref}.{f}", "rb") as a, open(f"{out}.{f}", "rb") as b:
            x, y = a.read(), b.read()
        if x != y:
            print(f"{name}: {f} differs")
            bad += 1
        elif NOT_FINITE.search(x):
            print(f"{name}: {f} holds a NaN or an infinity")
            bad += 1
    r, o = reductions(ref), reductions(out)
    if [n for n, _ in r] != [n for n, _ in o]:
        print(f"{name}: reductions {o} instead of {r}")
        return bad + 1
    for (n, x), (_, y) in zip(r, o):
        # `not <=`: a NaN fails the comparison instead of passing it.
        finite = math.isfinite(x) and math.isfinite(y)
        if not finite or not abs(x - y) <= 1e-12 * max(abs(x), abs(y), 1e-300):
            print(f"{name}: reduction {n} = {y!r}, reference {x!r}")
            bad += 1
    print(f"{name}: {len(fields(ref))} fields identical, {len(r)} reductions agree"
          if not bad else f"{name}: {bad} differences")
    return bad


sys.exit(1 if sum(compare(sys.argv[1], out) for out in sys.argv[2:]) else 0)
