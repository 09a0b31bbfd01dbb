#!/bin/bash
# Starts psyc (the arguments after WORK and SIGNAL) and interrupts it with SIGNAL (TERM, INT)
# while it compiles a kernel: $PSY_FLANG is a stand-in that records its pid and sleeps. Then
# prints psyc's exit status, whether the stand-in still runs, and what is left in WORK/out
# (where the outputs go) and WORK/tmp ($TMPDIR).
set -u -m # -m: a background job keeps SIGINT (without job control bash ignores it there)
work=$1 sig=$2
shift 2
mkdir -p "$work/out" "$work/tmp"
printf '#!/bin/sh\necho $$ >> "%s/flang.pids"\nexec sleep 30\n' "$work" > "$work/slow-flang.sh"
chmod +x "$work/slow-flang.sh"
# lit runs tests with SIGINT ignored, which psyc (as any tool) then leaves ignored: restore
# the default in the process that becomes psyc.
undo_ignore='import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); os.execvp(sys.argv[1], sys.argv[1:])'
PSY_FLANG=$work/slow-flang.sh TMPDIR=$work/tmp python3 -c "$undo_ignore" "$@" &
pid=$!
for _ in $(seq 400); do [ -s "$work/flang.pids" ] && break; sleep 0.05; done
[ -s "$work/flang.pids" ] || { echo "the kernel compiler never started"; kill "$pid"; exit 1; }
sleep 0.2 # every worker of a batch has started its own
kill -"$sig" "$pid"
wait "$pid"
echo "psyc exit status $?"
for f in $(cat "$work/flang.pids"); do
  kill -0 "$f" 2>/dev/null && echo "kernel compiler $f still runs" && kill "$f"
done
echo "left in out: [$(ls -A "$work/out" | tr '\n' ' ')]"
echo "left in tmp: [$(ls -A "$work/tmp" | tr '\n' ' ')]"
