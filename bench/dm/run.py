#!/usr/bin/env python3
"""bench/dm: time of the distributed-memory passes per invoke, against parsing and printing.

    bench/dm/run.py [BUILD] [--dir DIR] [--kernels KDIR] [--runs N] [--repeat R]

Inputs: the algorithm files (*.f90, *.F90, *.x90, *.X90) of DIR, turned into psy IR with
`psyc -nodm -d KDIR -opsy X.mlir ALG` (KDIR: --kernels, else DIR/kernels, else DIR), plus
any psy IR (*.mlir without expected-* diagnostics) in DIR as it is. Without --dir: the DM
schedule corpus test/Transforms/dm/corpus/ when it holds inputs, else test/Frontend/corpus/ (its
kernels/) and test/Frontend/alg_*.f90 (Inputs/kernels/). Files psyc or psy-opt rejects (the
preprocessed ones need -D/-I) are skipped and counted.

All modules go into one file, `// -----` between them, repeated R times, so each
configuration is one psy-opt process and start-up cancels out of the difference:
  * baseline: `psy-opt --split-input-file ALL.mlir` (parse, psy-verify, print);
  * dm:       the same with psy-dm's passes;
  * dm+async: the same with psy-dm's passes, then psy-async-halo-exchanges.
psyc -nodm records distributed_memory = false in each module's psy.config, and psy-dm is an
alias that takes no options, so the passes run as psy-dm's expansion (read from
`psy-opt --help`) with dm=true each. psy-opt has no pass timing (no --mlir-timing), so the
pass time is the process time less the baseline's: the minimum over --runs runs of each,
wall and CPU (user + sys of the child). Per invoke = pass time / invokes in the file.
The runs interleave the three configurations, so load drift hits each alike.
Prints one table; bench/RESULTS.md records results with the machine and date.
"""
import argparse, glob, os, re, resource, shutil, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ALG_SUFFIXES = (".f90", ".F90", ".x90", ".X90")


def default_sets():
    """(algorithm files, kernel directory, psy IR files) per input set."""
    dm = os.path.join(ROOT, "test", "Transforms", "dm", "corpus")
    if os.path.isdir(dm):
        algs, kernels, irs = dir_set(dm, None)
        if algs or irs:
            return [(algs, kernels, irs)]
    fe = os.path.join(ROOT, "test", "Frontend")
    corpus = dir_set(os.path.join(fe, "corpus"), None)
    algs = sorted(glob.glob(os.path.join(fe, "alg_*.f90")))
    return [corpus, (algs, os.path.join(fe, "Inputs", "kernels"), [])]


def dir_set(d, kernels):
    names = sorted(os.listdir(d))
    algs = [os.path.join(d, n) for n in names if n.endswith(ALG_SUFFIXES)]
    irs = [os.path.join(d, n) for n in names if n.endswith(".mlir")]
    irs = [p for p in irs if "expected-" not in open(p, errors="replace").read()]
    if not kernels:
        kernels = os.path.join(d, "kernels") if os.path.isdir(os.path.join(d, "kernels")) else d
    return algs, kernels, irs


CPU = []  # CPU seconds (user + sys) of each timed child


def run(cmd, cwd, env):
    """Wall seconds and exit status; the child's CPU seconds go to CPU[-1]."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    r = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    CPU.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return wall, r.returncode


def dm_passes(psy_opt, env):
    """psy-dm's expansion as psy-opt --help prints it, each pass with dm=true."""
    out = subprocess.run([psy_opt, "--help"], env=env, capture_output=True, text=True).stdout
    m = re.search(r"--psy-dm\s.*\n\s*= (\S+)", out)
    if not m:
        sys.exit("bench/dm: psy-opt --help lists no psy-dm pipeline")
    return ",".join(p + "{dm=true}" for p in m.group(1).split(","))


def to_psy_ir(psyc, sets, tmp, env):
    """The psy IR files (made or given) and how many inputs were skipped. psyc compiles each
    set in one batch call, which goes on past a file it rejects."""
    out, skipped = [], 0
    for n, (algs, kernels, irs) in enumerate(sets):
        d = os.path.join(tmp, "set%d" % n)
        os.makedirs(d)
        if algs:
            run([psyc, "-nodm", "-d", kernels, "-opsy", os.path.join(d, "%b.mlir")] + algs,
                tmp, env)
        made = [os.path.join(d, os.path.splitext(os.path.basename(p))[0] + ".mlir")
                for p in algs]
        out += [p for p in made if os.path.exists(p)] + irs
        skipped += sum(1 for p in made if not os.path.exists(p))
    return out, skipped


def accepted(psy_opt, configs, files, tmp, env):
    """The files every configuration accepts: all of them in one call each when they can,
    else file by file."""
    def ok(fs):
        joined = os.path.join(tmp, "check.mlir")
        with open(joined, "w") as f:
            f.write("\n// -----\n".join(open(p).read() for p in fs))
        return all(run([psy_opt, "--split-input-file"] + c + [joined, "-o", os.devnull], tmp,
                       env)[1] == 0 for _, c in configs)
    return files if ok(files) else [p for p in files if ok([p])]


def count_invokes(text):
    return sum(1 for line in text.splitlines()
               if line.lstrip().startswith("func.func") and "psy.invoke" in line)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build", nargs="?", default=os.path.join(ROOT, "build"))
    ap.add_argument("--dir", help="directory of algorithm files (and psy IR)")
    ap.add_argument("--kernels", help="kernel directory for --dir's algorithms")
    ap.add_argument("--runs", type=int, default=11)
    ap.add_argument("--repeat", type=int, default=5)
    a = ap.parse_args()
    build = os.path.abspath(a.build)  # the children run in a temporary directory
    psyc = os.path.join(build, "bin", "psyc")
    psy_opt = os.path.join(build, "bin", "psy-opt")
    env = {k: v for k, v in os.environ.items() if k != "PSYCLONE_CONFIG"}
    kernels = os.path.abspath(a.kernels) if a.kernels else None
    sets = [dir_set(os.path.abspath(a.dir), kernels)] if a.dir else default_sets()
    dm = dm_passes(psy_opt, env)
    configs = [("baseline: psy-opt (parse, verify, print)", []),
               ("psy-dm", ["--pass-pipeline=builtin.module(%s)" % dm]),
               ("psy-dm + psy-async-halo-exchanges",
                ["--pass-pipeline=builtin.module(%s,psy-async-halo-exchanges{dm=true})" % dm])]
    tmp = tempfile.mkdtemp(prefix="psy-bench-dm-")  # also psy-opt's cwd: no .psyclone/ there
    try:
        files, skipped = to_psy_ir(psyc, sets, tmp, env)
        good = accepted(psy_opt, configs, files, tmp, env)
        skipped += len(files) - len(good)
        texts = [open(p).read() for p in good]
        if not texts:
            sys.exit("bench/dm: no input goes through psy-opt --psy-dm with " + psy_opt)
        allf = os.path.join(tmp, "all.mlir")
        with open(allf, "w") as f:
            f.write("\n// -----\n".join(texts * a.repeat))
        invokes = count_invokes("\n".join(texts)) * a.repeat
        best = [(float("inf"), float("inf")) for _ in configs]
        for _ in range(a.runs):
            for i, (_, c) in enumerate(configs):
                wall, rc = run([psy_opt, "--split-input-file"] + c + [allf, "-o", os.devnull],
                               tmp, env)
                if rc:
                    sys.exit("bench/dm: psy-opt failed on the combined file")
                best[i] = (min(best[i][0], wall), min(best[i][1], CPU[-1]))
    finally:
        shutil.rmtree(tmp)
    print("inputs: %d modules, %d invokes (x%d = %d invokes per run), %d skipped; runs: %d "
          "(min); load average %.1f" % (len(texts), invokes // a.repeat, a.repeat, invokes,
                                        skipped, a.runs, os.getloadavg()[0]))
    print("%-42s %9s %9s %13s %13s %9s" % ("what", "wall ms", "cpu ms", "pass wall us",
                                          "pass cpu us", "cpu ratio"))
    base = best[0]
    for (name, _), (wall, cpu) in zip(configs, best):
        if name.startswith("baseline"):
            print("%-42s %9.1f %9.1f" % (name, wall * 1e3, cpu * 1e3))
            continue
        pw, pc = (wall - base[0]) / invokes, (cpu - base[1]) / invokes
        print("%-42s %9.1f %9.1f %13.1f %13.1f %9.2f" % (
            name, wall * 1e3, cpu * 1e3, pw * 1e6, pc * 1e6, cpu / base[1]))
    print("pass = (config - baseline) / invokes; ratio = config CPU / baseline CPU")


if __name__ == "__main__":
    main()
