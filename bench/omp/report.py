"""bench/omp/report.py SIZES GF: the table of bench/omp/run.sh, from the files its runs wrote
in the current directory: flang.T and gfortran.T (T = 1, 2 threads: lines `helm PSY PLAIN`,
`model PSY PLAIN`, `checksums PSY PLAIN`, "-" where a program has no psy-mlir column) and
dm.1x2, dm.2x1 (`TIME CHECKSUM`, the model on 1 rank x 2 threads and 2 ranks x 1 thread)."""
import sys

sizes, gf = sys.argv[1], sys.argv[2] == "yes"


def read(name):
    out = {}
    for line in open(name):
        key, *vals = line.split()
        out[key] = [None if v == "-" else float(v) for v in vals]
    return out


runs = {t: {"flang": read(f"flang.{t}")} for t in (1, 2)}
for t in (1, 2):
    if gf:
        runs[t]["gfortran"] = read(f"gfortran.{t}")

rows = [("psy-mlir", "flang", 0), ("flang -O3 omp", "flang", 1)]
if gf:
    rows.append(("gfortran -O3 omp", "gfortran", 1))
nx, ny, nl, nsteps, niter, reps, napply = sizes.split()
print(f"model {nx} x {ny} x {nl}, {nsteps} step(s) of {niter} CG iterations; best of {reps}; "
      f"Helmholtz: per invoke, best of {reps} x {napply}; seconds")
print(f"{'':34}{'1 thread':>10}{'2 threads':>11}{'speed-up':>10}")
time = {}
for what, label in (("helm", "coloured loop"), ("model", "whole run")):
    for name, prog, col in rows:
        t1, t2 = (runs[t][prog][what][col] for t in (1, 2))
        time[what, name] = (t1, t2)
        print(f"{label + '  ' + name:34}{t1:10.4f}{t2:11.4f}{t1 / t2:10.2f}")
print("psy-mlir time / baseline time (below 1: psy-mlir faster)")
print(f"{'':34}{'1 thread':>10}{'2 threads':>11}")
for what, label in (("helm", "coloured loop"), ("model", "whole run")):
    for name, _, col in rows[1:]:
        r = [time[what, "psy-mlir"][i] / time[what, name][i] for i in (0, 1)]
        print(f"{label + ' vs ' + name:34}{r[0]:10.3f}{r[1]:11.3f}")

dm = {k: [float(v) for v in open(f"dm.{k}").read().split()] for k in ("1x2", "2x1")}
print(f"ranks x threads (distributed memory + --psy-omp, whole run): 1 x 2 {dm['1x2'][0]:.4f} s, "
      f"2 x 1 {dm['2x1'][0]:.4f} s, (2 x 1) / (1 x 2) time {dm['2x1'][0] / dm['1x2'][0]:.3f}")

sums = [runs[t]["flang"]["checksums"][i] for t in (1, 2) for i in (0, 1)]
sums += [dm[k][1] for k in dm]
if gf:
    sums += [runs[t]["gfortran"]["checksums"][1] for t in (1, 2)]
rel = max(abs(s - sums[0]) / abs(sums[0]) for s in sums)
print(f"checksums agree to {rel:.1e} relative")
