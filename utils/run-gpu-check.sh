#!/bin/sh
# utils/run-gpu-check.sh: the LFRic model (test/Examples/model) and the shallow-water model
# (test/Examples/shallow, psyc -api gocean), on an NVIDIA GPU against the CPU,
# in two halves, because the GPU machine starts bare (the NVIDIA driver; no LLVM, flang or MPI)
# and its time is short (issue 29, "Testing without a GPU"; docs/gpu.md, "Checking on a GPU").
#
#   run-gpu-check.sh build BUILD OUT   here, with psy-mlir's build tree BUILD, LLVM 22 and
#                                      flang: everything the run needs into the folder OUT
#   run-gpu-check.sh run DIR           there (plain sh and coreutils): the checks, from DIR
#
# The build half writes, into OUT (a few MiB), for each model M (model, shallow):
#   M_gpu       the model through `psyc --target=nvptx` (PTX for $PSY_GPU_ARCH, default sm_80,
#               embedded in the schedule object), linked with the runtime without MPI
#               (libPsyRuntime) and flang's runtime statically: it needs libc and libm only,
#               and opens libcuda.so.1 itself at run time;
#   M_cpu       the same schedule through psyc for the CPU (no OpenMP), M_cpu.txt its output;
#   M_ref       the model without a PSy layer (plain loops), M_ref.txt its output;
#   M.ptx       the PTX taken out of M_gpu's schedule object, checked here with CUDA's ptxas
#               for sm_80 and sm_90 when ptxas is installed (ptxas.txt says which);
# or M.skipped, why psyc could not build it for the device; and
#   glibc.txt   the newest glibc symbol version the programs need;
#   run-gpu-check.sh, this script.
# The programs are psyc's default, distributed-memory code on the runtime built without MPI:
# one process, whose halo exchanges copy fields to the host and back.
#
# The run half runs, for each model built, M_ref and M_cpu (their checksums against the ones
# recorded here: the programs work on that machine's CPU), then M_gpu twice with
# PSY_DEVICE=cuda and PSY_DEVICE_STATS=1 (fields resident on the device between invokes) and
# once more with PSY_DEVICE_DATA=invoke; each checksum must equal the reference's and the CPU
# build's to 1e-12 relative, and the two first runs' outputs must be the same byte for byte.
# It prints the runtime's counters (`psy-device: ...` lines) and `result: PASS`, or
# `result: FAIL` and exits with status 1. With PSY_DEVICE=host in the environment the same
# runs use the host device (the device kernels compiled for the CPU, with device memory of
# their own): a dry run any machine can do, which says nothing about the GPU.
#
# Environment of the build half: PSY_CC (the C compiler that links, default clang-22),
# PSY_FLANG_RT (flang's static runtime, default clang-22's libflang_rt.runtime.a), PSY_PTXAS
# (default /usr/local/cuda/bin/ptxas, else ptxas on PATH), PSY_GPU_ARCH (psyc --gpu-arch).
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
model=$root/test/Examples/model
shallow=$root/test/Examples/shallow
kernels="init_w0_kernel_mod helmholtz_apply_kernel_mod cell_mean_kernel_mod"
swkernels="compute_cu_mod compute_cv_mod compute_z_mod compute_h_mod compute_unew_mod
           compute_vnew_mod compute_pnew_mod time_smooth_mod"

die() { echo "run-gpu-check: $*" >&2; exit 2; }

# psyc_model DIR MODS KDIR ALG PSYC_FLAGS...: ALG through psyc into DIR (alg.f90, psy.f90 and
# the schedule object psy_sched.o); fails with psyc's messages in DIR/psyc.err.
psyc_model() {
  d=$1 m=$2 k=$3 a=$4
  shift 4
  mkdir -p "$d/mods"
  "$build/bin/psyc" -d "$k" -I "$m" "$@" -oalg "$d/alg.f90" -opsy "$d/psy.f90" "$a" \
    > "$d/psyc.err" 2>&1
}

# compile DIR MODS SOURCES...: Fortran sources into DIR, each to its name's object.
compile() {
  d=$1 m=$2
  shift 2
  for f in "$@"; do
    flang-new-22 -c -O2 -J"$d/mods" -I"$m" "$f" -o "$d/$(basename "$f" .f90).o"
  done
}

# link OUTPUT RUNTIME OBJECTS...: a program with RUNTIME (LFRic's or GOcean's Fortran
# runtime), the runtime's core without MPI and flang's runtime, all linked statically.
link() {
  o=$1 rt=$2
  shift 2
  $cc "$@" "$rt" "$build/lib/libPsyRuntime.a" "$flang_rt" -lm -ldl -o "$o"
}

# build_lfric: the LFRic model's three programs.
build_lfric() {
  mods=$build/include/psy-rt-fortran
  rt=$build/lib/libPsyRuntimeFortran.a
  for t in gpu cpu; do
    flags=
    [ $t = gpu ] && flags="--target=nvptx $arch"
    # shellcheck disable=SC2086
    psyc_model "$work/$t" "$mods" "$model/kernels" "$model/model_alg_mod.x90" $flags ||
      { cat "$work/$t/psyc.err"; die "psyc failed on the model"; }
    k=
    for f in $kernels; do k="$k $model/kernels/$f.f90"; done
    # shellcheck disable=SC2086
    compile "$work/$t" "$mods" $k "$model/model_ids_mod.f90" "$work/$t/psy.f90" \
      "$work/$t/alg.f90" "$model/model_main.f90"
    o=
    for f in $kernels model_ids_mod psy alg model_main psy_sched; do o="$o $work/$t/$f.o"; done
    # shellcheck disable=SC2086
    link "$out/model_$t" "$rt" $o
  done
  d=$work/cpu
  compile "$d" "$mods" "$model/model_ref_mod.f90" "$model/model_ref_main.f90"
  o=
  for f in $kernels model_ids_mod model_ref_mod model_ref_main; do o="$o $d/$f.o"; done
  # shellcheck disable=SC2086
  link "$out/model_ref" "$rt" $o
  extract_ptx "$work/gpu/psy_sched.o" "$out/model.ptx"
}

# build_shallow: the shallow-water model's three programs, or shallow.skipped when psyc says
# it has no device path for GOcean.
build_shallow() {
  mods=$build/include/psy-rt-gocean
  rt=$build/lib/libPsyRuntimeGOcean.a
  alg=$shallow/shallow_invoke_alg.f90
  for t in gpu cpu; do
    flags="-api gocean"
    [ $t = gpu ] && flags="$flags --target=nvptx $arch"
    # shellcheck disable=SC2086
    if ! psyc_model "$work/sw$t" "$mods" "$shallow/kernels" "$alg" $flags; then
      # Skipped while psyc says it has no GOcean device path; any other failure is one.
      if [ $t = cpu ] || ! grep -q "no device path" "$work/sw$t/psyc.err"; then
        cat "$work/sw$t/psyc.err"
        die "psyc failed on the shallow model"
      fi
      echo "psyc -api gocean --target=nvptx: $(grep -m1 error "$work/swgpu/psyc.err")" \
        > "$out/shallow.skipped"
      return
    fi
    k=
    for f in $swkernels; do k="$k $shallow/kernels/$f.f90"; done
    # shellcheck disable=SC2086
    compile "$work/sw$t" "$mods" $k "$work/sw$t/psy.f90" "$work/sw$t/alg.f90"
    o=
    for f in $swkernels psy alg psy_sched; do o="$o $work/sw$t/$f.o"; done
    # shellcheck disable=SC2086
    link "$out/shallow_$t" "$rt" $o
  done
  compile "$work/swcpu" "$mods" "$shallow/shallow_ref.f90"
  link "$out/shallow_ref" "$rt" "$work/swcpu/shallow_ref.o"
  extract_ptx "$work/swgpu/psy_sched.o" "$out/shallow.ptx"
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

# check_ptx PTX...: ptxas for sm_80 and sm_90, or a line saying it is not installed.
check_ptx() {
  ptxas=${PSY_PTXAS:-/usr/local/cuda/bin/ptxas}
  [ -x "$ptxas" ] || ptxas=$(command -v ptxas || true)
  if [ -z "$ptxas" ]; then
    echo "ptxas: not installed, PTX not checked"
    return
  fi
  version=$("$ptxas" --version | sed -n 's/.*\(release [^,]*\).*/\1/p')
  for ptx in "$@"; do
    for a in sm_80 sm_90; do
      "$ptxas" -arch=$a "$ptx" -o "$work/x.cubin" || die "ptxas -arch=$a $ptx failed"
      echo "ptxas -arch=$a $(basename "$ptx"): ok ($version)"
    done
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
  cc=${PSY_CC:-clang-22}
  flang_rt=${PSY_FLANG_RT:-$(clang-22 -print-file-name=libflang_rt.runtime.a)}
  [ -x "$build/bin/psyc" ] || die "no psyc in $build/bin"
  [ -f "$flang_rt" ] || die "no flang runtime library ($flang_rt)"
  rm -rf "$out"
  mkdir -p "$out"
  out=$(cd "$out" && pwd)
  work=$out/work
  arch=${PSY_GPU_ARCH:+--gpu-arch=$PSY_GPU_ARCH}
  build_lfric
  build_shallow
  check_ptx "$out"/*.ptx | tee "$out/ptxas.txt"
  cd "$out"
  for p in *_gpu *_cpu *_ref; do
    check_libs "$p"
    case $p in *_gpu) ;; *) "./$p" > "$p.txt" ;; esac
  done
  objdump -T ./*_gpu ./*_cpu ./*_ref | grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -1 > glibc.txt
  cp "$here/run-gpu-check.sh" run-gpu-check.sh
  rm -rf "$work"
  for m in model shallow; do
    if [ -f $m.skipped ]; then echo "$m: not built: $(cat $m.skipped)"; continue; fi
    sed -n "s/^checksum/$m: reference checksum/p" ${m}_ref.txt
    sed -n "s/^checksum/$m: CPU build checksum/p" ${m}_cpu.txt
  done
  echo "needs $(cat glibc.txt) or newer; libraries: $(ldd model_gpu |
    awk '$1 !~ /vdso/ { printf "%s ", $1 }')"
  echo "built $out ($(du -sk . | cut -f1) KiB): run it with"
  echo "  sh $out/run-gpu-check.sh run $out"
}

# compare LABEL OUTPUT REFERENCE: OUTPUT's checksums (`checksum [NAME] VALUE` lines) against
# REFERENCE's, the same names, each to 1e-12 relative; one line each; fails when one differs
# or none is there.
compare() {
  awk -v label="$1" '
    /^checksum/ {
      key = ""
      for (i = 2; i < NF; ++i) key = key " " $i
      if (FNR == NR) { want[key] = $NF; order[++nwant] = key } else { got[key] = $NF; ngot++ }
    }
    END {
      if (ngot == 0) { print label ": no checksum in its output"; exit 1 }
      bad = ngot != nwant
      for (k = 1; k <= nwant; ++k) {
        key = order[k]
        if (!(key in got)) { print label ": no checksum" key; bad = 1; continue }
        d = got[key] - want[key]; if (d < 0) d = -d
        r = want[key] < 0 ? -want[key] : want[key]
        rel = r > 0 ? d / r : d
        printf "%s checksum%s %s relative difference %.3e\n", label, key, got[key], rel
        if (!(rel <= 1e-12)) bad = 1
      }
      exit bad
    }' "$3" "$2"
}

# launch LABEL OUTPUT PROGRAM: runs it (stdout to OUTPUT, stderr to OUTPUT.err), killed after
# five minutes; on failure prints the end of its stderr.
launch() {
  if timeout 300 "./$3" > "$2" 2> "$2.err"; then return 0; else rc=$?; fi
  echo "$1: exited with status $rc:"
  tail -5 "$2.err"
  return 1
}

# same A B: the two files are the same byte for byte (cmp, from diffutils; else their CRCs and
# sizes, from coreutils, on an image without it).
same() {
  if command -v cmp > /dev/null 2>&1; then cmp -s "$1" "$2"
  else [ "$(cksum < "$1")" = "$(cksum < "$2")" ]; fi
}

# check_model M [DATA]: model M's runs, its device runs with PSY_DEVICE_DATA=DATA (resident
# by default; the shallow-water model copies fields on the host between invokes, so it runs
# with invoke); sets status=1 on any failure.
check_model() {
  m=$1 data=${2:-resident}
  if [ -f "$m.skipped" ]; then echo "$m: not built: $(cat "$m.skipped")"; return; fi
  for f in "${m}_gpu" "${m}_cpu" "${m}_ref" "${m}_ref.txt" "${m}_cpu.txt"; do
    [ -f "$f" ] || die "no $f: run the build half first"
  done
  ref=${m}_ref.txt cpu=${m}_cpu.txt r=runs/$m
  sed -n "s/^checksum/$m: reference (plain loops, built elsewhere) checksum/p" "$ref"
  launch "$m: reference here" "$r.ref.txt" "${m}_ref" &&
    compare "$m: reference here" "$r.ref.txt" "$ref" || status=1
  launch "$m: CPU build here" "$r.cpu.txt" "${m}_cpu" &&
    compare "$m: CPU build here" "$r.cpu.txt" "$ref" || status=1
  ran=0
  for n in 1 2; do
    l="$m: $device run $n"
    if PSY_DEVICE=$device PSY_DEVICE_STATS=1 PSY_DEVICE_DATA=$data \
         launch "$l" "$r.gpu$n.txt" "${m}_gpu"; then
      ran=$((ran + 1))
      compare "$l" "$r.gpu$n.txt" "$ref" || status=1
      compare "$l against the CPU build" "$r.gpu$n.txt" "$cpu" || status=1
      grep '^psy-device' "$r.gpu$n.txt.err" || true
    else
      status=1
    fi
  done
  if [ $ran != 2 ]; then echo "$m: $device runs 1 and 2: not compared (a run failed)"
  elif same "$r.gpu1.txt" "$r.gpu2.txt"; then echo "$m: $device runs 1 and 2: identical output"
  else echo "$m: $device runs 1 and 2: outputs differ"; status=1; fi
  # Not a criterion: reductions on the device may add in another order than the CPU's, and
  # the residuals printed differ in their last digits then.
  if [ $ran = 2 ]; then
    l="$m: $device run 1 and the CPU build"
    if same "$r.gpu1.txt" "$cpu"; then echo "$l: identical output"
    else echo "$l: outputs differ (not a criterion)"; fi
  fi
  l="$m: $device run, PSY_DEVICE_DATA=invoke"
  if PSY_DEVICE=$device PSY_DEVICE_STATS=1 PSY_DEVICE_DATA=invoke \
       launch "$l" "$r.invoke.txt" "${m}_gpu"; then
    compare "$l" "$r.invoke.txt" "$ref" || status=1
    grep '^psy-device' "$r.invoke.txt.err" || true
  else
    status=1
  fi
}

run_half() {
  [ $# = 1 ] || die "usage: run-gpu-check.sh run DIR"
  cd "$1" || die "no folder $1"
  [ -f glibc.txt ] || die "$1 is not a folder of the build half"
  device=${PSY_DEVICE:-cuda}
  echo "gpu-check $(date -u '+%Y-%m-%d %H:%M UTC') on $(uname -n), PSY_DEVICE=$device"
  if [ "$device" = cuda ] && command -v nvidia-smi > /dev/null 2>&1; then
    nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader |
      sed 's/^/gpu: /'
  fi
  echo "glibc: $(getconf GNU_LIBC_VERSION 2>/dev/null || echo unknown), needs $(cat glibc.txt)"
  mkdir -p runs
  status=0
  check_model model
  check_model shallow invoke
  if [ $status = 0 ]; then echo "result: PASS"; else echo "result: FAIL"; exit 1; fi
}

case ${1:-} in
  build) shift; build_half "$@" ;;
  run) shift; run_half "$@" ;;
  *) die "usage: run-gpu-check.sh build BUILD OUT | run DIR" ;;
esac
