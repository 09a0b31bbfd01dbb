#!/usr/bin/env python3
"""bench/dm: the distributed-memory passes on one invoke over field vectors of N components
(GH_FIELD*N), for two Ns, to show them linear in N: psy-dm, then psy-async-halo-exchanges and
psy-redundant-computation (loop=0 depth=2) on psy-dm's output.

    bench/dm/vector-scale.py [BUILD] [--n N1 N2] [--runs R]

The invoke is test/Transforms/dm/Inputs/gen-vector-invoke.py's (3N exchanges, four loops).
For each N and pass: the CPU seconds (user + sys of the child, the minimum over R runs) of
`psy-opt` running it less those of `psy-opt` parsing, verifying and printing its input file
(the baseline), and the ratio of the two Ns' pass times next to the ratio of the Ns.
"""
import argparse, os, resource, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GEN = os.path.join(ROOT, "test", "Transforms", "dm", "Inputs", "gen-vector-invoke.py")
# (name, input: the generated invoke or psy-dm's output of it, psy-opt flag)
PASSES = [
    ("psy-dm", "gen", "--psy-dm"),
    ("psy-async-halo-exchanges", "dm", "--psy-async-halo-exchanges"),
    ("psy-redundant-computation", "dm", "--psy-redundant-computation=loop=0 depth=2"),
]


def cpu(cmd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build", nargs="?", default=os.path.join(ROOT, "build"))
    ap.add_argument("--n", type=int, nargs=2, default=[2000, 20000])
    ap.add_argument("--runs", type=int, default=3)
    a = ap.parse_args()
    opt = os.path.join(a.build, "bin", "psy-opt")
    passes = {}  # (pass, N) -> CPU seconds
    with tempfile.TemporaryDirectory() as d:
        for n in a.n:
            ir = os.path.join(d, f"v{n}.mlir")
            dm = os.path.join(d, f"v{n}.dm.mlir")
            with open(ir, "w") as f:
                subprocess.run([sys.executable, GEN, str(n)], stdout=f, check=True)
            subprocess.run([opt, ir, "--psy-dm", "-o", dm], check=True)
            for name, src, flag in PASSES:
                src = ir if src == "gen" else dm
                base = min(cpu([opt, src, "-o", "/dev/null"]) for _ in range(a.runs))
                t = min(cpu([opt, src, flag, "-o", "/dev/null"]) for _ in range(a.runs))
                passes[name, n] = t - base
                print(f"N = {n}: {name} {t:.3f} s CPU, baseline {base:.3f} s, pass {t - base:.3f} s")
    n1, n2 = a.n
    for name, _, _ in PASSES:
        ratio = passes[name, n2] / max(passes[name, n1], 1e-3)
        print(f"{name}: ratio of pass times {ratio:.1f} for a ratio of Ns {n2 / n1:.1f}")

if __name__ == "__main__":
    main()
