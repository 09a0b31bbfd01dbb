"""Compares the checksums ("checksum NAME VALUE" lines) of two shallow-water runs: the same
names, each value within a relative tolerance (argv[3]) of the other's."""
import sys


def checksums(path):
    out = {}
    for line in open(path):
        words = line.split()
        if len(words) == 3 and words[0] == "checksum":
            out[words[1]] = float(words[2])
    return out


want, got, tol = checksums(sys.argv[1]), checksums(sys.argv[2]), float(sys.argv[3])
if not want or want.keys() != got.keys():
    sys.exit(f"checksums differ in names: {sorted(want)} vs {sorted(got)}")
for name, value in want.items():
    rel = abs(got[name] - value) / abs(value)
    if not rel <= tol:  # a NaN fails too: every comparison with it is false
        sys.exit(f"checksum {name}: {got[name]!r} vs {value!r}, relative difference {rel:.3g}")
    print(f"checksum {name} agrees (relative difference {rel:.3g})")
