#!/bin/sh
# utils/run-gpu-check.sh: the LFRic model (test/Examples/model) on an NVIDIA GPU against the
# CPU, in two halves, because the GPU machine starts bare (the NVIDIA driver; no LLVM, flang or
# MPI) and its time is short (issue 29, "Testing without a GPU"; docs/gpu.md, "Checking on a
# GPU").
#
#   run-gpu-check.sh build BUILD OUT   here, with psy-mlir's build tree BUILD, LLVM 22 and
#                                      flang: everything the run needs into the folder OUT
#   run-gpu-check.sh run DIR           there (plain sh and coreutils): the checks, from DIR
#
# The build half writes, into OUT (a few MiB):
#   model_gpu   the model through `psyc --target=nvptx` (PTX for $PSY_GPU_ARCH, default sm_80,
#               embedded in the schedule object), linked with the runtime without MPI
#               (libPsyRuntime) and flang's runtime statically: it needs libc and libm only,
#               and opens libcuda.so.1 itself at run time;
#   model_cpu   the same schedule through psyc for the CPU (no OpenMP), and cpu.txt, its output;
#   model_ref   the model without a PSy layer (plain loops), and ref.txt, its output;
#   model.ptx   the PTX taken out of model_gpu's schedule object, checked here with CUDA's
#               ptxas for sm_80 and sm_90 when ptxas is installed (ptxas.txt says which);
#   glibc.txt   the newest glibc symbol version the programs need;
#   run-gpu-check.sh, this script.
# The programs are psyc's default, distributed-memory code on the runtime built without MPI:
# one process, whose halo exchanges copy fields to the host and back.
#
# The run half runs model_ref and model_cpu (their checksums against the ones recorded here:
# the programs work on that machine's CPU), then model_gpu twice with PSY_DEVICE=cuda and
# PSY_DEVICE_STATS=1 (fields resident on the device between invokes) and once more with
# PSY_DEVICE_DATA=invoke; each checksum must equal the reference's and the CPU build's to 1e-12
# relative, and the two first runs' outputs must be the same byte for byte. It prints the
# runtime's counters (`psy-device: ...` lines) and `result: PASS`, or `result: FAIL` and exits
# with status 1. With PSY_DEVICE=host in the environment the same runs use the host device
# (the device kernels compiled for the CPU, with device memory of their own): a dry run any
# machine can do, which says nothing about the GPU.
#
# Environment of the build half: PSY_CC (the C compiler that links, default clang-22),
# PSY_FLANG_RT (flang's static runtime, default clang-22's libflang_rt.runtime.a), PSY_PTXAS
# (default /usr/local/cuda/bin/ptxas, else ptxas on PATH), PSY_GPU_ARCH (psyc --gpu-arch).
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
model=$root/test/Examples/model
kernels="init_w0_kernel_mod helmholtz_apply_kernel_mod cell_mean_kernel_mod"

die() { echo "run-gpu-check: $*" >&2; exit 2; }

# compile_model DIR PSYC_FLAGS...: the algorithm through psyc, and every Fortran source of the
# model, compiled into DIR (its own module files: the GPU and CPU builds share names).
compile_model() {
  d=$1; shift
  mkdir -p "$d/mods"
  "$build/bin/psyc" -d "$model/kernels" -I "$mods" "$@" \
    -oalg "$d/model_alg.f90" -opsy "$d/model_alg_psy.f90" "$model/model_alg_mod.x90"
  fc="flang-new-22 -c -O2 -J$d/mods -I$mods"
  for k in $kernels; do $fc "$model/kernels/$k.f90" -o "$d/$k.o"; done
  for f in model_alg_psy model_alg; do $fc "$d/$f.f90" -o "$d/$f.o"; done
  for f in model_ids_mod model_ref_mod model_main model_ref_main; do
    $fc "$model/$f.f90" -o "$d/$f.o"
  done
}

# link DIR OUTPUT OBJECTS...: a program of DIR's objects, with the runtime without MPI and
# flang's runtime linked statically.
link() {
  d=$1; o=$2; shift 2
  files=
  for f in "$@" $kernels; do files="$files $d/$f.o"; done
  # shellcheck disable=SC2086
  $cc $files "$build/lib/libPsyRuntimeFortran.a" "$build/lib/libPsyRuntime.a" "$flang_rt" \
    -lm -ldl -o "$o"
}

# extract_ptx OBJECT PTX: the PTX text embedded in a schedule object (a NUL-terminated string
# holding `.version`).
extract_ptx() {
  python3 - "$1" "$2" <<'PY'
import sys
data = open(sys.argv[1], "rb").read()
at = data.find(b"\n.version ")
if at < 0 or data.find(b"\n.version ", at + 1) >= 0:
    sys.exit(f"{sys.argv[1]}: expected one PTX text")
start, end = data.rfind(b"\0", 0, at) + 1, data.find(b"\0", at)
open(sys.argv[2], "wb").write(data[start:end])
PY
}

# check_ptx PTX: ptxas for sm_80 and sm_90, or a line saying it is not installed.
check_ptx() {
  ptxas=${PSY_PTXAS:-/usr/local/cuda/bin/ptxas}
  [ -x "$ptxas" ] || ptxas=$(command -v ptxas || true)
  if [ -z "$ptxas" ]; then
    echo "ptxas: not installed, PTX not checked"
    return
  fi
  for arch in sm_80 sm_90; do
    "$ptxas" -arch=$arch "$1" -o "$work/model.$arch.cubin" || die "ptxas -arch=$arch failed"
    echo "ptxas -arch=$arch: ok ($("$ptxas" --version | sed -n 's/.*\(release [^,]*\).*/\1/p'))"
  done
}

# check_libs PROGRAM: only the C library's own shared libraries.
check_libs() {
  bad=$(ldd "$1" | awk '$1 !~ /^(linux-vdso|libc|libm|libdl|libpthread|librt)\.so/ &&
                        $1 !~ /ld-linux/ { print $1 }')
  [ -z "$bad" ] || die "$1 needs $bad (only libc's libraries may be dynamic)"
}

build_half() {
  [ $# = 2 ] || die "usage: run-gpu-check.sh build BUILD OUT"
  build=$(cd "$1" && pwd) || die "no build tree $1"
  out=$2
  mods=$build/include/psy-rt-fortran
  cc=${PSY_CC:-clang-22}
  flang_rt=${PSY_FLANG_RT:-$(clang-22 -print-file-name=libflang_rt.runtime.a)}
  [ -x "$build/bin/psyc" ] || die "no psyc in $build/bin"
  [ -f "$flang_rt" ] || die "no flang runtime library ($flang_rt)"
  rm -rf "$out"
  mkdir -p "$out"
  out=$(cd "$out" && pwd)
  work=$out/work
  arch=${PSY_GPU_ARCH:+--gpu-arch=$PSY_GPU_ARCH}
  # shellcheck disable=SC2086
  compile_model "$work/gpu" --target=nvptx $arch
  compile_model "$work/cpu"
  objs="model_main model_ids_mod model_alg model_alg_psy model_alg_psy_sched"
  # shellcheck disable=SC2086
  link "$work/gpu" "$out/model_gpu" $objs
  # shellcheck disable=SC2086
  link "$work/cpu" "$out/model_cpu" $objs
  link "$work/cpu" "$out/model_ref" model_ref_main model_ids_mod model_ref_mod
  extract_ptx "$work/gpu/model_alg_psy_sched.o" "$out/model.ptx"
  check_ptx "$out/model.ptx" | tee "$out/ptxas.txt"
  for p in model_gpu model_cpu model_ref; do check_libs "$out/$p"; done
  (cd "$out" && ./model_ref > ref.txt && ./model_cpu > cpu.txt)
  objdump -T "$out/model_gpu" "$out/model_cpu" "$out/model_ref" |
    grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -1 > "$out/glibc.txt"
  cp "$0" "$out/run-gpu-check.sh"
  rm -rf "$work"
  echo "reference checksum $(checksum "$out/ref.txt")"
  echo "CPU build checksum $(checksum "$out/cpu.txt")"
  echo "needs $(cat "$out/glibc.txt") or newer; libraries: $(ldd "$out/model_gpu" |
    awk '$1 !~ /vdso/ { printf "%s ", $1 }')"
  echo "built $out ($(du -sk "$out" | cut -f1) KiB): run it with"
  echo "  sh $out/run-gpu-check.sh run $out"
}

# checksum OUTPUT: the number on its `checksum` line.
checksum() { sed -n 's/^checksum *//p' "$1"; }

# compare LABEL OUTPUT REFERENCE: OUTPUT's checksum against REFERENCE's number, to 1e-12
# relative; prints one line, fails when they differ or there is none.
compare() {
  awk -v label="$1" -v ref="$3" '
    /^checksum/ { got = $2; found = 1 }
    END {
      if (!found) { print label ": no checksum in its output"; exit 1 }
      d = got - ref; if (d < 0) d = -d
      r = ref < 0 ? -ref : ref
      rel = r > 0 ? d / r : d
      printf "%s checksum %s relative difference %.3e\n", label, got, rel
      exit (rel <= 1e-12 ? 0 : 1)
    }' "$2"
}

# launch LABEL OUTPUT PROGRAM: runs it (stdout to OUTPUT, stderr to OUTPUT.err), killed after
# five minutes; on failure prints the end of its stderr.
launch() {
  if timeout 300 "./$3" > "$2" 2> "$2.err"; then return 0; else rc=$?; fi
  echo "$1: exited with status $rc:"
  tail -5 "$2.err"
  return 1
}

run_half() {
  [ $# = 1 ] || die "usage: run-gpu-check.sh run DIR"
  cd "$1" || die "no folder $1"
  for f in model_gpu model_cpu model_ref ref.txt cpu.txt; do
    [ -f "$f" ] || die "$1 has no $f: run the build half first"
  done
  device=${PSY_DEVICE:-cuda}
  echo "gpu-check $(date -u '+%Y-%m-%d %H:%M UTC') on $(uname -n), PSY_DEVICE=$device"
  if [ "$device" = cuda ] && command -v nvidia-smi > /dev/null 2>&1; then
    nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader |
      sed 's/^/gpu: /'
  fi
  echo "glibc: $(getconf GNU_LIBC_VERSION 2>/dev/null || echo unknown), needs $(cat glibc.txt)"
  mkdir -p runs
  ref=$(checksum ref.txt)
  cpu=$(checksum cpu.txt)
  status=0
  echo "reference (plain loops, built elsewhere) checksum $ref"
  launch "reference here" runs/ref.txt model_ref && compare "reference here" runs/ref.txt "$ref" ||
    status=1
  launch "CPU build here" runs/cpu.txt model_cpu && compare "CPU build here" runs/cpu.txt "$ref" ||
    status=1
  ran=0
  for n in 1 2; do
    l="$device run $n"
    if PSY_DEVICE=$device PSY_DEVICE_STATS=1 launch "$l" "runs/gpu$n.txt" model_gpu; then
      ran=$((ran + 1))
      compare "$l" "runs/gpu$n.txt" "$ref" || status=1
      compare "$l against the CPU build" "runs/gpu$n.txt" "$cpu" || status=1
      grep '^psy-device' "runs/gpu$n.txt.err" || true
    else
      status=1
    fi
  done
  if [ $ran != 2 ]; then echo "$device runs 1 and 2: not compared (a run failed)"
  elif cmp -s runs/gpu1.txt runs/gpu2.txt; then echo "$device runs 1 and 2: identical output"
  else echo "$device runs 1 and 2: outputs differ"; status=1; fi
  # Not a criterion: reductions on the device may add in another order than the CPU's, and
  # the residuals printed differ in their last digits then.
  if [ $ran = 2 ]; then
    if cmp -s runs/gpu1.txt cpu.txt; then echo "$device run 1 and the CPU build: identical output"
    else echo "$device run 1 and the CPU build: outputs differ (not a criterion)"; fi
  fi
  l="$device run, PSY_DEVICE_DATA=invoke"
  if PSY_DEVICE=$device PSY_DEVICE_STATS=1 PSY_DEVICE_DATA=invoke \
       launch "$l" runs/invoke.txt model_gpu; then
    compare "$l" runs/invoke.txt "$ref" || status=1
    grep '^psy-device' runs/invoke.txt.err || true
  else
    status=1
  fi
  if [ $status = 0 ]; then echo "result: PASS"; else echo "result: FAIL"; exit 1; fi
}

case ${1:-} in
  build) shift; build_half "$@" ;;
  run) shift; run_half "$@" ;;
  *) die "usage: run-gpu-check.sh build BUILD OUT | run DIR" ;;
esac
