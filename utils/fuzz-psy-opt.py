#!/usr/bin/env python3
"""Mutation fuzzing of psy-opt: "never a crash" on malformed input.

Takes chunks of the project's own psy IR tests, mutates them (deletions, inserted psy tokens,
duplicated lines) and runs psy-opt on each, with and without --psy-to-llvm. Any exit other than
0 or 1, any sanitizer report, LLVM fatal error or stack dump is a crash: the input is saved and
the run fails.

  utils/fuzz-psy-opt.py --psy-opt build-sanitize/bin/psy-opt --iterations 2000 --seed 7
"""
import argparse, glob, os, random, subprocess, sys

from mutate import crashed, mutate

TOKENS = ['psy.loop', 'psy.builtin', 'psy.kernel', 'psy.yield', 'psy.halo_exchange',
          'psy.halo_exchange_start', 'psy.halo_exchange_end', 'psy.set_dirty', 'psy.set_clean',
          'psy.global_reduction', 'psy.kernel_meta', '"psy.loop"', '"psy.kernel"',
          '!psy.field<f64, "w1">', '!psy.field_vector<f64, "w0", 0>', '!psy.halo_request',
          '!psy.operator<f64, "w0", "w0">', '!psy.columnwise_operator<f64, "w0", "w3">',
          '!psy.qr<"x">', '!psy.mesh_property<"x">', '#psy.meta_arg<gh_field*0, gh_real, gh_inc>',
          'f64', 'i32', 'index', '-1', '0', '{', '}', '(', ')', '[', ']', ',', ':', '->',
          'depth(0)', 'depth(%arg0)', 'check_dirty', 'cells to', 'dofs to', 'colours to',
          'colour_cells to', 'cell_halo(0)', 'dof_halo(%0)', 'last_halo_cell', 'ncolours',
          'field(%arg0 : index)', '"sum_X"', '@testkern_type', 'max', '%0', '%arg0', 'psy.invoke']


def run(psy_opt, text, flags):
    env = dict(os.environ, ASAN_OPTIONS='detect_leaks=1')
    p = subprocess.run([psy_opt, '-', '-o', os.devnull] + flags, input=text.encode(),
                       capture_output=True, env=env)
    err = p.stderr.decode(errors='replace')
    return crashed(p.returncode, err), err


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--psy-opt', required=True)
    ap.add_argument('--tests', default=os.path.join(os.path.dirname(__file__), '..', 'test'))
    ap.add_argument('--iterations', type=int, default=200)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--out', default='.')
    a = ap.parse_args()
    rng = random.Random(a.seed)
    files = sorted(glob.glob(os.path.join(a.tests, 'Dialect', 'psy', '*.mlir')) +
                   glob.glob(os.path.join(a.tests, 'Transforms', '**', '*.mlir'), recursive=True))
    chunks = [c for f in files for c in open(f).read().split('// -----')]
    for it in range(a.iterations):
        text = mutate(rng, rng.choice(chunks), TOKENS)
        for flags in (['--psy-to-llvm'], []):
            bad, err = run(a.psy_opt, text, flags)
            if bad:
                path = os.path.join(a.out, f'psy-opt-crash-{a.seed}-{it}.mlir')
                open(path, 'w').write(text)
                print(f'crash on {path} with {flags}:\n{err[-2000:]}')
                return 1
    print(f'{a.iterations} mutated inputs, no crash')
    return 0


if __name__ == '__main__':
    sys.exit(main())
