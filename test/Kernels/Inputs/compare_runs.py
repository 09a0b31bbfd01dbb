"""compare_runs.py A B: the outputs of two runs of one test program agree: every line equal,
but a line holding `dot = VALUE` (a reduction, whose partial sums OpenMP threads add in
another order) may differ in its value by 1e-12 relative. The `mismatches:` totals, which
count that value's exact comparison with the reference too (`dot equal: F`), must agree once
those are taken out: every other mismatch counts. Prints `runs agree` or what differs."""
import re
import sys

NUMBER = re.compile(r"dot = *(\S+)")


def other_mismatches(line, lines):
    """The `mismatches: N` total less the exact reduction comparisons that failed."""
    return int(line.split()[1]) - sum(l.startswith("dot equal: F") for l in lines)


def same(a, b, first, second):
    if a.startswith("mismatches:") and b.startswith("mismatches:"):
        return other_mismatches(a, first) == other_mismatches(b, second)
    ma, mb = NUMBER.search(a), NUMBER.search(b)
    if not (ma and mb):
        return a == b
    x, y = float(ma.group(1)), float(mb.group(1))
    return abs(x - y) <= 1e-12 * max(abs(x), abs(y))


first, second = (open(p).read().splitlines() for p in sys.argv[1:3])
bad = [f"{a!r} != {b!r}" for a, b in zip(first, second) if not same(a, b, first, second)]
if len(first) != len(second):
    bad.append(f"{len(first)} lines != {len(second)} lines")
print("\n".join(bad) if bad else "runs agree")
sys.exit(1 if bad else 0)
