#!/usr/bin/env python3
"""bench/generation: per-file wall time of psyc on the project's own corpus.

    bench/generation/run.py [BUILD] [--runs N] [--batch N]

Measured in the same run, on the same files:
  * single: `psyc -nodm -d KERNELS -opsy X.mlir -oalg X.f90 ALG`, one process per file, the
    median over --runs runs of each corpus algorithm;
  * batch:  one `psyc -nodm ... -opsy OUT/%b.mlir -oalg OUT/%b.f90` call on --batch files
    (the corpus algorithms repeated under distinct names), per-file time = wall / files;
  * baselines: `psyc --version` (process start-up, the floor of a single run) and the flang
    plugin host on the same files (`flang-new-22 -fc1 -load PsyFlang.so -plugin psy`, the
    subprocess design psyc replaced).
Prints one table; bench/RESULTS.md records results with the machine and date.
"""
import argparse, os, resource, shutil, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "test", "Frontend", "corpus")
KERNELS = os.path.join(CORPUS, "kernels")


def corpus_files():
    """Corpus algorithms that compile without -D/-I (the preprocessed ones need flags)."""
    out = []
    for name in sorted(os.listdir(CORPUS)):
        if not name.endswith((".f90", ".x90", ".X90")):
            continue
        path = os.path.join(CORPUS, name)
        with open(path, errors="replace") as f:
            head = f.readline()
        if "check.sh" in head and " -D" not in head and " -I" not in head:
            out.append(path)
    return out


CPU = []  # CPU seconds (user + sys) of each timed child, parallel to the wall times


def timed(cmd):
    """Wall seconds and exit status; the child's CPU seconds go to CPU[-1]."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    r = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    CPU.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return wall, r.returncode


def median_of(cmd, runs):
    """(median wall, median CPU) seconds over `runs` runs."""
    walls, cpus = [], []
    for _ in range(runs):
        walls.append(timed(cmd)[0])
        cpus.append(CPU[-1])
    return statistics.median(walls), statistics.median(cpus)


def median_pair(pairs):
    pairs = list(pairs)
    return statistics.median(p[0] for p in pairs), statistics.median(p[1] for p in pairs)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build", nargs="?", default=os.path.join(ROOT, "build"))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--batch", type=int, default=100)
    a = ap.parse_args()
    psyc = os.path.join(a.build, "bin", "psyc")
    plugin = os.path.join(a.build, "lib", "PsyFlang.so")
    files = [f for f in corpus_files()
             if timed([psyc, "-nodm", "-d", KERNELS, "-opsy", "/dev/null.mlir", f])[1] in (0, 1)]
    ok = [f for f in files if subprocess.run([psyc, "-nodm", "-d", KERNELS, f],
                                             stdout=subprocess.DEVNULL,
                                             stderr=subprocess.DEVNULL).returncode == 0]
    if not ok:
        sys.exit("bench/generation: no corpus file compiles with " + psyc)
    tmp = tempfile.mkdtemp(prefix="psy-bench-")
    try:
        startup = median_of([psyc, "--version"], a.runs * 4)
        single = median_pair(
            median_of([psyc, "-nodm", "-d", KERNELS, "-opsy", os.path.join(tmp, "s.mlir"),
                       "-oalg", os.path.join(tmp, "s.f90"), f], a.runs) for f in ok)
        host = median_pair(
            median_of(["flang-new-22", "-fc1", "-load", plugin, "-plugin", "psy", "-mllvm",
                       "-psy-kernel-path=" + KERNELS, f, "-o", os.path.join(tmp, "p.mlir")],
                      a.runs) for f in ok)
        # The batch: copies of the corpus algorithms with distinct base names.
        bdir = os.path.join(tmp, "batch")
        os.makedirs(os.path.join(bdir, "out"))
        inputs = []
        for i in range(a.batch):
            src = ok[i % len(ok)]
            dst = os.path.join(bdir, "f%03d_%s" % (i, os.path.basename(src)))
            shutil.copy(src, dst)
            inputs.append(dst)
        batch = []
        for _ in range(max(1, a.runs // 2)):
            t, rc = timed([psyc, "-nodm", "-d", KERNELS, "-opsy",
                           os.path.join(bdir, "out", "%b.mlir"), "-oalg",
                           os.path.join(bdir, "out", "%b.f90")] + inputs)
            if rc:
                sys.exit("bench/generation: the batch failed")
            batch.append((t / len(inputs), CPU[-1] / len(inputs)))
        per_batch = median_pair(batch)
    finally:
        shutil.rmtree(tmp)
    print("files: %d corpus algorithms (batch: %d inputs); runs: %d; load average %.1f"
          % (len(ok), a.batch, a.runs, os.getloadavg()[0]))
    print("%-44s %10s %10s" % ("what", "wall ms", "cpu ms"))
    rows = [("psyc --version (start-up floor)", startup),
            ("flang plugin host, one file (baseline)", host),
            ("psyc, one file per process", single),
            ("psyc, batch of %d files, per file" % a.batch, per_batch)]
    for name, (wall, cpu) in rows:
        print("%-44s %10.1f %10.1f" % (name, wall * 1e3, cpu * 1e3))
    print("ratios (wall): plugin/psyc single %.2f, plugin/psyc batch %.2f; targets: single "
          "<= 50 ms, batch <= 5 ms" % (host[0] / single[0], host[0] / per_batch[0]))


if __name__ == "__main__":
    main()
