#!/usr/bin/env python3
"""bench/rewrite: psyc rewrites an algorithm in time linear in its number of invokes.

    bench/rewrite/run.py [BUILD] [--sizes 16000,100000] [--runs N] [--other PSYC]

For each size N, test/Frontend/Inputs/gen-many-invokes.py writes an algorithm of N
one-kernel invokes and `psyc -api lfric -nodm -d KERNELS -oalg OUT ALG` rewrites it: the
whole run (parse, invoke model, psy IR built and verified, rewriting). Reported per size,
best of --runs: wall and CPU seconds (user + sys of the child) and CPU microseconds per
invoke. The baseline is the first size, measured in the same run: the ratio of each size's
time per invoke to it is 1.0 when the work is linear, and grows with the size when a step is
quadratic. --other times a second psyc binary (an older build, say) on the same files, with
a limit of 600 s a run.
"""
import argparse, os, resource, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
INPUTS = os.path.join(ROOT, "test", "Frontend", "Inputs")
LIMIT = 600


def timed(cmd):
    """(wall, CPU) seconds of one run of `cmd`, or None if it fails or passes LIMIT."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    try:
        r = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           timeout=LIMIT)
    except subprocess.TimeoutExpired:
        return None
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return (wall, cpu) if r.returncode == 0 else None


def best(cmd, runs):
    results = [timed(cmd) for _ in range(runs)]
    if any(r is None for r in results):
        return None
    return min(w for w, _ in results), min(c for _, c in results)


def table(name, psyc, sizes, runs, tmp):
    print("| %s: invokes | wall s | CPU s | CPU µs per invoke | ratio to %d |" % (name, sizes[0]))
    print("| --- | --- | --- | --- | --- |")
    base = None
    for n in sizes:
        alg = os.path.join(tmp, "many_%d_alg.f90" % n)
        cmd = [psyc, "-api", "lfric", "-nodm", "-d", os.path.join(INPUTS, "kernels"),
               "-oalg", os.path.join(tmp, "out_%d.f90" % n), alg]
        r = best(cmd, runs)
        if r is None:
            print("| %d | > %d or failed | | | |" % (n, LIMIT))
            continue
        per = r[1] / n * 1e6
        base = base or per
        print("| %d | %.2f | %.2f | %.1f | %.2f |" % (n, r[0], r[1], per, per / base))


def main():
    p = argparse.ArgumentParser()
    p.add_argument("build", nargs="?", default=os.path.join(ROOT, "build"))
    p.add_argument("--sizes", default="16000,100000")
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--other", help="another psyc binary to time on the same files")
    a = p.parse_args()
    sizes = [int(s) for s in a.sizes.split(",")]
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            subprocess.run([sys.executable, os.path.join(INPUTS, "gen-many-invokes.py"), str(n),
                            os.path.join(tmp, "many_%d_alg.f90" % n)], check=True)
        table("psyc", os.path.join(a.build, "bin", "psyc"), sizes, a.runs, tmp)
        if a.other:
            print()
            table("other", a.other, sizes, a.runs, tmp)


if __name__ == "__main__":
    main()
