#!/bin/sh
# bench/gpu/run.sh: psyc --target=nvptx on an NVIDIA GPU (issue 29, "Benchmarks"), ratios in
# one run:
#   - the builtins: a triad (aX_plus_Y, z = a*x + y) and an inner product (X_innerproduct_Y),
#     the inner product also with --psy-device-fast-reductions (65536 threads' partial sums)
#     on W3 fields of nx*ny*nl dofs, as a fraction of the device's memory bandwidth, measured in
#     the same run by a plain copy kernel of our own (copy.ptx, launched by copy.c through the
#     runtime's CUDA door, psy-rt/Cuda.h) on as many doubles; target >= 0.8;
#   - the model (test/Examples/model, psyc's distributed-memory code on the runtime without
#     MPI, one process) on the GPU against the same schedule built for the CPU with --psy-omp
#     on all the host's cores (LLVM's libomp carried along): CPU time / GPU time, target >= 5;
#     the device runtime's transfers per time step (its PSY_DEVICE_STATS counters: every copy
#     of the run, the first sight of each array included, over reps x nsteps).
# Like utils/run-gpu-check.sh it has two halves, as the GPU machine starts bare (no LLVM, flang
# or MPI; the first is `prepare`, not `build`, which names the usual build tree):
#   run.sh prepare BUILD OUT          here: the programs, the PTX (checked with ptxas when
#                                     installed) and libomp into OUT (a few MiB)
#   run.sh run DIR [SIZES]            there: the runs; SIZES = nx ny nl reps (builtins, default
#                                     1024 1024 128 20: 2^27 dofs, 1 GiB a field) then
#                                     mnx mny mnl nsteps niter mreps (model, default
#                                     512 512 40 1 6 2: 10.5e6 cells); best of reps each
#   run.sh [BUILD] [SIZES]            both, in a temporary folder (kept with PSY_BENCH_KEEP=1)
# Without a GPU (PSY_DEVICE set to something else than cuda, or no CUDA driver that starts and
# sees a device: probe.c) it prints that it has no GPU and exits 0, measuring nothing.
# Each program is killed after PSY_BENCH_GPU_LIMIT seconds (default 150); the inner product
# stops repeating after 2 s (builtins_main.f90). PSY_BENCH_GPU_DRY=1 runs the same programs on
# the host device instead, without the copy kernel: a test of the script at small sizes, whose
# times mean nothing.
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
model=$root/test/Examples/model
kernels="init_w0_kernel_mod helmholtz_apply_kernel_mod cell_mean_kernel_mod"

die() { echo "bench/gpu: $*" >&2; exit 2; }

# psyc_compile DIR X90 PSYC_FLAGS...: X90 through psyc, its outputs compiled in DIR.
psyc_compile() {
  d=$1; x90=$2; shift 2
  mkdir -p "$d/mods"
  "$build/bin/psyc" -d "$model/kernels" -I "$mods" "$@" \
    -oalg "$d/alg.f90" -opsy "$d/psy.f90" "$x90"
  for f in psy alg; do $fc -J"$d/mods" -I"$d/mods" "$d/$f.f90" -o "$d/$f.o"; done
}

# link OUTPUT OBJECTS... [FLAGS]: with the runtime without MPI and flang's runtime, statically.
link() {
  o=$1; shift
  $cc "$@" "$build/lib/libPsyRuntimeFortran.a" "$build/lib/libPsyRuntime.a" "$flang_rt" \
    -lm -ldl -o "$o"
}

# model_program DIR OUTPUT PSYC_FLAGS... : the model with bench/gpu's driver.
model_program() {
  d=$1; o=$2; shift 2
  mkdir -p "$d/mods"
  for k in $kernels; do $fc -J"$d/mods" "$model/kernels/$k.f90" -o "$d/$k.o"; done
  $fc -J"$d/mods" "$model/model_ids_mod.f90" -o "$d/ids.o"
  psyc_compile "$d" "$model/model_alg_mod.x90" "$@"
  $fc -J"$d/mods" -I"$d/mods" "$here/model_main.f90" -o "$d/main.o"
  files=
  for f in main ids alg psy $kernels; do files="$files $d/$f.o"; done
  # shellcheck disable=SC2086
  link "$o" $files "$d/psy_sched.o" $libs
}

# check_libs PROGRAM: libc's libraries, and libomp from the program's folder.
check_libs() {
  bad=$(ldd "$1" | awk -v out="$out/" '$1 !~ /^(linux-vdso|libc|libm|libdl|libpthread|librt)\.so/ &&
    $1 !~ /ld-linux/ && !($1 == "libomp.so.5" && index($3, out) == 1) { print $1 }')
  [ -z "$bad" ] || die "$1 needs $bad"
}

build_half() {
  [ $# = 2 ] || die "usage: run.sh prepare BUILD OUT"
  build=$(cd "$1" && pwd) || die "no build tree $1"
  mods=$build/include/psy-rt-fortran
  cc=${PSY_CC:-clang-22}
  flang_rt=${PSY_FLANG_RT:-$(clang-22 -print-file-name=libflang_rt.runtime.a)}
  fc="flang-new-22 -c -O3 -I$mods"
  [ -x "$build/bin/psyc" ] || die "no psyc in $build/bin"
  rm -rf "$2" && mkdir -p "$2"
  out=$(cd "$2" && pwd)
  work=$out/work
  ccflags="-std=c17 -O2 -Wall -Wextra -Werror"
  # shellcheck disable=SC2086
  $cc $ccflags "$here/probe.c" -ldl -o "$out/probe"
  # shellcheck disable=SC2086
  $cc $ccflags -I"$root/include" "$here/copy.c" "$build/lib/libPsyRuntime.a" -ldl -o "$out/copy"
  cp "$here/copy.ptx" "$out/copy.ptx"
  # The builtins: no distributed memory (one process, no halo), one launch each.
  libs=
  psyc_compile "$work/builtins" "$here/bench_gpu_alg_mod.x90" -nodm --target=nvptx
  $fc -J"$work/builtins/mods" -I"$work/builtins/mods" "$here/builtins_main.f90" \
    -o "$work/builtins/main.o"
  link "$out/builtins" "$work/builtins/main.o" "$work/builtins/alg.o" "$work/builtins/psy.o" \
    "$work/builtins/psy_sched.o"
  # The same with the sums as partial sums of many threads (--psy-device-fast-reductions).
  psyc_compile "$work/fast" "$here/bench_gpu_alg_mod.x90" -nodm --target=nvptx \
    --psy-device-fast-reductions
  link "$out/builtins_fast" "$work/builtins/main.o" "$work/fast/alg.o" "$work/fast/psy.o" \
    "$work/fast/psy_sched.o"
  model_program "$work/gpu" "$out/model_gpu" --target=nvptx
  # The CPU build: OpenMP through LLVM's libomp, found beside the program.
  libdir=$(llvm-config-22 --libdir)
  cp "$libdir/libomp.so.5" "$out/"
  libs="-L$out -l:libomp.so.5 -Wl,-rpath,\$ORIGIN"
  model_program "$work/cpu" "$out/model_cpu" --psy-omp
  check_ptx
  for p in probe copy builtins builtins_fast model_gpu model_cpu; do check_libs "$out/$p"; done
  objdump -T "$out/builtins" "$out/model_gpu" "$out/model_cpu" "$out/copy" |
    grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -1 > "$out/glibc.txt"
  cp "$0" "$out/run.sh"
  rm -rf "$work"
  echo "built $out ($(du -sk "$out" | cut -f1) KiB), needing $(cat "$out/glibc.txt"): run it with"
  echo "  sh $out/run.sh run $out"
}

# check_ptx: the copy kernel and the builtins' PTX through ptxas for sm_80 and sm_90.
check_ptx() {
  ptxas=${PSY_PTXAS:-/usr/local/cuda/bin/ptxas}
  [ -x "$ptxas" ] || ptxas=$(command -v ptxas || true)
  if [ -z "$ptxas" ]; then echo "ptxas: not installed, PTX not checked"; return; fi
  python3 - "$work/builtins/psy_sched.o" "$work/builtins.ptx" <<'PY'
import sys
data = open(sys.argv[1], "rb").read()
at = data.find(b"\n.version ")
start, end = data.rfind(b"\0", 0, at) + 1, data.find(b"\0", at)
open(sys.argv[2], "wb").write(data[start:end])
PY
  for ptx in "$out/copy.ptx" "$work/builtins.ptx"; do
    for arch in sm_80 sm_90; do
      "$ptxas" -arch=$arch "$ptx" -o "$work/x.cubin" || die "ptxas -arch=$arch $ptx failed"
    done
  done
  echo "ptxas: copy.ptx and the builtins' PTX assemble for sm_80 and sm_90"
}

# stats FILE: the device runtime's counters in FILE as `launches toDevice bytes toHost bytes`.
stats() {
  n='\([0-9]*\)'
  to="copies to the"
  sed -n "s/^psy-device: .* $n launches, $n $to device ($n bytes), $n $to host ($n bytes).*/\\1 \\2 \\3 \\4 \\5/p" \
    "$1"
}

# best FILE: the least time of its `run` lines, and the checksums if they all agree.
best() {
  awk '/^run / { if (b == "" || $4 < b) b = $4; c[$6] = 1; n++ }
       END { k = 0; for (x in c) { k++; cs = x }
             if (n == 0) print "none none"; else print b, (k == 1 ? cs : "differ") }' "$1"
}

run_half() {
  [ $# -ge 1 ] || die "usage: run.sh run DIR [SIZES]"
  cd "$1" || die "no folder $1"
  shift
  [ $# -gt 0 ] || set -- 1024 1024 128 20 512 512 40 1 6 2
  [ $# = 10 ] || die "SIZES: nx ny nl reps mnx mny mnl nsteps niter mreps"
  echo "bench/gpu $(date -u '+%Y-%m-%d %H:%M UTC') on $(uname -n), $(nproc) cores"
  device=cuda
  if [ "${PSY_BENCH_GPU_DRY:-}" = 1 ]; then
    device=host
    echo "dry run on the host device (PSY_BENCH_GPU_DRY=1): the times mean nothing"
  elif [ -n "${PSY_DEVICE:-}" ] && [ "$PSY_DEVICE" != cuda ]; then
    echo "bench/gpu: no GPU (PSY_DEVICE=$PSY_DEVICE): nothing measured"
    exit 0
  elif ! why=$(./probe); then
    echo "bench/gpu: $why: nothing measured"
    exit 0
  else
    echo "$why"
    command -v nvidia-smi > /dev/null 2>&1 &&
      nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader |
      sed 's/^/gpu: /'
  fi
  status=0
  limit=${PSY_BENCH_GPU_LIMIT:-150}
  dofs=$(($1 * $2 * $3))
  copy=
  if [ $device = cuda ]; then
    timeout "$limit" ./copy copy.ptx "$dofs" "$4" > copy.txt 2>&1 || status=1
    cat copy.txt
    copy=$(sed -n 's/.* s \([0-9.]*\) GB\/s.*/\1/p' copy.txt)
  fi
  failed=
  PSY_DEVICE=$device PSY_DEVICE_STATS=1 timeout "$limit" ./builtins "$1" "$2" "$3" "$4" \
    > builtins.txt 2>&1 || failed=yes
  cat builtins.txt
  # The fractions of what was measured: a run killed in the inner product printed the triad.
  for b in triad inner; do
    bw=$(sed -n "s/^$b .* s *\([0-9.]*\) GB\/s.*/\1/p" builtins.txt)
    if [ -n "$copy" ] && [ -n "$bw" ]; then
      awk -v b="$b" -v bw="$bw" -v c="$copy" \
        'BEGIN { printf "%s: %.3f of the copy kernel'"'"'s bandwidth (target 0.8)\n", b, bw / c }'
    fi
  done
  if [ -n "$failed" ]; then echo "builtins: failed or timed out (${limit} s)"; status=1; fi
  # The inner product again, its sum as 65536 threads' partial sums (docs/gpu.md, "Reductions").
  PSY_DEVICE=$device timeout "$limit" ./builtins_fast "$1" "$2" "$3" "$4" \
    > builtins_fast.txt 2>&1 || { echo "builtins_fast: failed or timed out"; status=1; }
  sed 's/^/fast reductions: /' builtins_fast.txt
  bw=$(sed -n "s/^inner .* s *\([0-9.]*\) GB\/s.*/\1/p" builtins_fast.txt)
  if [ -n "$copy" ] && [ -n "$bw" ]; then
    awk -v bw="$bw" -v c="$copy" \
      'BEGIN { printf "inner, fast reductions: %.3f of the copy kernel'"'"'s bandwidth (target 0.8)\n", bw / c }'
  fi
  shift 4
  sizes="$*"
  nsteps=$4 mreps=$6
  ok=yes
  # shellcheck disable=SC2086
  PSY_DEVICE=$device PSY_DEVICE_STATS=1 timeout "$limit" ./model_gpu $sizes > model_gpu.txt 2>&1 ||
    { echo "model on $device: failed or timed out: $(tail -1 model_gpu.txt)"; ok=; }
  # shellcheck disable=SC2086
  OMP_NUM_THREADS=$(nproc) timeout "$limit" ./model_cpu $sizes > model_cpu.txt 2>&1 ||
    { echo "model on the CPU: failed or timed out: $(tail -1 model_cpu.txt)"; ok=; }
  if [ -z "$ok" ]; then
    echo "bench/gpu: a run failed"
    exit 1
  fi
  # shellcheck disable=SC2046
  set -- $(best model_gpu.txt) $(best model_cpu.txt) $(stats model_gpu.txt)
  echo "model $sizes (nx ny nl nsteps niter reps): $device $1 s, CPU $(nproc) threads $3 s"
  echo "model checksums: $device $2, CPU $4"
  awk -v g="$1" -v c="$3" -v gs="$2" -v cs="$4" 'BEGIN {
    printf "model: CPU time / GPU time %.2f (target 5)\n", c / g
    d = gs - cs; if (d < 0) d = -d; r = cs < 0 ? -cs : cs
    if (gs == "differ" || cs == "differ" || r == 0 || d / r > 1e-12) {
      print "model: checksums differ"; exit 1 }
  }' || status=1
  awk -v l="$5" -v i="$6" -v bi="$7" -v o="$8" -v bo="$9" -v s=$((nsteps * mreps)) \
    'BEGIN { printf "model transfers per time step: %.1f launches, %.1f copies to the device " \
                    "(%.0f bytes), %.1f to the host (%.0f bytes)\n",
                    l / s, i / s, bi / s, o / s, bo / s }'
  if [ $status = 0 ]; then echo "bench/gpu: done"; else echo "bench/gpu: a run failed"; exit 1; fi
}

case ${1:-} in
  prepare) shift; build_half "$@" ;;
  run) shift; run_half "$@" ;;
  *)
    build=${1:-$root/build}
    [ $# -gt 0 ] && shift
    tmp=$(mktemp -d)
    trap '[ -n "$PSY_BENCH_KEEP" ] && echo "kept $tmp" || rm -rf "$tmp"' EXIT
    if [ "${PSY_BENCH_GPU_DRY:-}" != 1 ]; then
      if [ -n "${PSY_DEVICE:-}" ] && [ "$PSY_DEVICE" != cuda ]; then
        echo "bench/gpu: no GPU (PSY_DEVICE=$PSY_DEVICE): nothing measured"; exit 0
      fi
      ${PSY_CC:-clang-22} -std=c17 -O2 "$here/probe.c" -ldl -o "$tmp/probe"
      if ! why=$("$tmp/probe"); then echo "bench/gpu: $why: nothing measured"; exit 0; fi
    fi
    sh "$0" prepare "$build" "$tmp/gpu" > "$tmp/build.txt" || { cat "$tmp/build.txt"; exit 1; }
    sh "$tmp/gpu/run.sh" run "$tmp/gpu" "$@" ;;
esac
