#!/usr/bin/env python3
"""Mutation fuzzing of the flang front end: "never a crash" on malformed Fortran.

Mutates the project's algorithm, kernel and malformed-metadata test files (deletions, inserted
metadata tokens, duplicated lines) and runs the plugin on each in three modes (psy IR, metadata
write-back, kernel stubs). Any exit other than 0 or 1, sanitizer report, LLVM fatal error or
stack dump is a crash: the input is saved and the run fails. On a PSY_SANITIZE build pass
--asan-runtime so flang (not instrumented) can load the instrumented plugin.

  utils/fuzz-frontend.py --plugin build-sanitize/lib/PsyFlang.so \\
      --psyc build-sanitize/bin/psyc \\
      --asan-runtime "$(clang-22 -print-file-name=libclang_rt.asan-x86_64.so)" --iterations 500

--psyc also runs psyc (the in-process host) on each input, as an algorithm and with --stub.
"""
import argparse, glob, os, random, shutil, subprocess, sys, tempfile

from mutate import crashed, mutate

TOKENS = ['arg_type(', 'GH_FIELD', 'GH_REAL', 'GH_INC', 'W3', '(/', '/)', ',', ')', '(', '&',
          'call invoke(', 'name="x"', '%', '*3', 'func_type(', 'GH_BASIS', 'STENCIL(CROSS)',
          'mesh_arg=GH_COARSE', '::', '=', '\n', 'end type', 'dimension(0)',
          'operates_on = DOF', '0.0_r_def', "'", '"']
def run(a, env, work, inp, emit):
    cmd = ['flang-new-22', '-fc1', '-load', a.plugin, '-plugin', 'psy',
           '-mllvm', '-psy-kernel-path=' + os.path.join(a.tests, 'Inputs', 'kernels'),
           '-mllvm', '-psy-emit=' + emit, '-mllvm', '-psy-oalg=' + os.path.join(work, 'alg.f90'),
           inp, '-o', os.path.join(work, 'out')]
    p = subprocess.run(cmd, capture_output=True, env=env, timeout=120)
    err = p.stderr.decode(errors='replace')
    return crashed(p.returncode, err), err


def run_psyc(a, env, work, inp, emit):
    """psyc in one process on the same input (its own env: psyc links no flang to preload)."""
    k = os.path.join(a.tests, 'Inputs', 'kernels')
    # --dm: the distributed-memory passes and the schedule view run on each input as well.
    dm = ['-dm', '--view'] if a.dm else ['-nodm']
    cmd = ([a.psyc, '--stub', inp] if emit == 'stub' else
           [a.psyc] + dm + ['-d', k, '-opsy', os.path.join(work, 'psy.mlir'),
                            '-oalg', os.path.join(work, 'alg.f90'), inp])
    p = subprocess.run(cmd, capture_output=True, timeout=120)
    err = p.stderr.decode(errors='replace')
    return crashed(p.returncode, err), err


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--plugin', required=True)
    ap.add_argument('--psyc', default='', help='also run this psyc (in-process host) on each input')
    ap.add_argument('--psyc-only', action='store_true', help='run psyc only (the long campaigns)')
    ap.add_argument('--dm', action='store_true',
                    help='run psyc with -dm --view (the distributed-memory passes) instead of -nodm')
    ap.add_argument('--tests', default=os.path.join(os.path.dirname(__file__), '..', 'test',
                                                    'Frontend'))
    ap.add_argument('--asan-runtime', default='')
    ap.add_argument('--iterations', type=int, default=100)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--out', default='.')
    a = ap.parse_args()
    env = dict(os.environ)
    if a.asan_runtime:
        env.update(LD_PRELOAD=a.asan_runtime,
                   ASAN_OPTIONS='detect_leaks=0:verify_asan_link_order=0')
    rng = random.Random(a.seed)
    files = sorted(glob.glob(os.path.join(a.tests, 'alg_*.f90')) +
                   glob.glob(os.path.join(a.tests, 'invalid', '*.f90')) +
                   glob.glob(os.path.join(a.tests, 'Inputs', 'kernels', '*.f90')))
    with tempfile.TemporaryDirectory() as work:
        for it in range(a.iterations):
            text = mutate(rng, open(rng.choice(files)).read(), TOKENS, 15)
            inp = os.path.join(work, 'input.f90')
            open(inp, 'w').write(text)
            runs = [] if a.psyc_only else [(run, e) for e in ('ir', 'metadata', 'stub')]
            if a.psyc:
                runs += [(run_psyc, 'ir'), (run_psyc, 'stub')]
            for fn, emit in runs:
                bad, err = fn(a, env, work, inp, emit)
                if bad:
                    path = os.path.join(a.out, f'frontend-crash-{a.seed}-{it}.f90')
                    shutil.copy(inp, path)
                    host = 'psyc' if fn is run_psyc else 'the plugin'
                    print(f'crash on {path} in {host} with -psy-emit={emit}:\n{err[-2000:]}')
                    return 1
    print(f'{a.iterations} mutated inputs, no crash')
    return 0


if __name__ == '__main__':
    sys.exit(main())
