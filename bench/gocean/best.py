"""best.py REPS OUT COMMAND...: runs COMMAND REPS times, its standard output to OUT (the last
run's), and prints the best wall time and the best CPU time (user + sys of the child, its
threads included) in seconds: "WALL CPU"."""
import os
import subprocess
import sys
import time

reps, out, cmd = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
best_wall = best_cpu = None
for _ in range(reps):
    with open(out, "w") as f:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=f)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
    if status != 0:
        sys.exit(f"{' '.join(cmd)}: exit status {status}")
    cpu = usage.ru_utime + usage.ru_stime
    best_wall = wall if best_wall is None else min(best_wall, wall)
    best_cpu = cpu if best_cpu is None else min(best_cpu, cpu)
print(f"{best_wall:.3f} {best_cpu:.3f}")
