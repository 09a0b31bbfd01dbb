#!/usr/bin/env python3
"""bench/dm: psy-dm on one invoke over field vectors of N components (GH_FIELD*N), for two
Ns, to show the passes linear in N.

    bench/dm/vector-scale.py [BUILD] [--n N1 N2] [--runs R]

The invoke is test/Transforms/dm/Inputs/gen-vector-invoke.py's (3N exchanges, four loops).
For each N: the CPU seconds (user + sys of the child, the minimum over R runs) of
`psy-opt --psy-dm` less those of `psy-opt` parsing, verifying and printing the same file
(the baseline), and the ratio of the two Ns' pass times next to the ratio of the Ns.
"""
import argparse, os, resource, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GEN = os.path.join(ROOT, "test", "Transforms", "dm", "Inputs", "gen-vector-invoke.py")


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
    passes = {}
    with tempfile.TemporaryDirectory() as d:
        for n in a.n:
            ir = os.path.join(d, f"v{n}.mlir")
            with open(ir, "w") as f:
                subprocess.run([sys.executable, GEN, str(n)], stdout=f, check=True)
            base = min(cpu([opt, ir, "-o", "/dev/null"]) for _ in range(a.runs))
            dm = min(cpu([opt, ir, "--psy-dm", "-o", "/dev/null"]) for _ in range(a.runs))
            passes[n] = dm - base
            print(f"N = {n}: psy-dm {dm:.3f} s CPU, baseline {base:.3f} s, passes {dm - base:.3f} s")
    n1, n2 = a.n
    print(f"ratio of pass times {passes[n2] / passes[n1]:.1f} for a ratio of Ns {n2 / n1:.1f}")


if __name__ == "__main__":
    main()
