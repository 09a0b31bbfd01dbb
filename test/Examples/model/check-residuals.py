"""Checks a model run's output: within each time step the CG residual falls at every
iteration and ends below a quarter of the step's initial residual. Every residual must be a
finite number: each test is written so that a NaN fails it (a comparison with a NaN is false)."""
import math
import re
import sys

steps = []
for line in open(sys.argv[1]):
    m = re.search(r"initial residual\s+(\S+)", line)
    if m:
        steps.append([float(m.group(1))])
    m = re.search(r"iteration \d+ residual\s+(\S+)", line)
    if m:
        steps[-1].append(float(m.group(1)))
if len(steps) != 3:
    sys.exit(f"expected 3 time steps, found {len(steps)}")
for i, r in enumerate(steps, 1):
    if not all(math.isfinite(x) for x in r):
        sys.exit(f"step {i}: a residual is not a finite number: {r}")
    if not all(b < a for a, b in zip(r, r[1:])):
        sys.exit(f"step {i}: the residual does not fall at every iteration: {r}")
    if not r[-1] <= r[0] / 4:
        sys.exit(f"step {i}: the residual only fell from {r[0]} to {r[-1]}")
print("residuals ok")
