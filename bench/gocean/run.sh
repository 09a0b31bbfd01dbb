#!/bin/sh
# bench/gocean/run.sh [BUILD] [M N ITMAX reps]: the shallow-water model (test/Examples/shallow)
# at an M x N grid for ITMAX steps (default 512 512 100; the tests run 64 48 50), best wall
# time of reps runs each, in one run:
#   - psyc: shallow_invoke_alg.f90 through psyc -api gocean (default -dm; serial runtime),
#     the kernels inlined into the schedule object, --psy-host-tuned (the plain loops get
#     -march=native), everything else flang-new-22 -O3; and the same without
#     --psy-host-tuned (the schedule object for generic x86-64, psyc's default);
#   - the plain-loop Fortran model (shallow_ref.f90: no PSy layer, no runtime) compiled with
#     flang-new-22 -O3 and, if installed, gfortran -O3; and the same with one loop nest per
#     statement (unfuse.py), the loop structure of a PSy layer, with flang-new-22 -O3;
#   - the hand-written PSy layer (shallow_alg.f90 + shallow_psy.f90, the kernels called, not
#     inlined) with flang-new-22 -O3;
#   - if psyc has --target=opencl and an OpenCL device answers: the model through psyc's
#     OpenCL PSy layer (PoCL on the CPU here) against the psyc CPU build;
#   - psyc's generation time per GOcean file (the model and test/Integration/gocean's two
#     algorithms; -opsy .f90 -oalg .f90, schedule object included; best of 5).
# Every build's checksums must agree with the reference's to 1e-12 (else the bench stops).
# M, N and ITMAX are parameters of the three programs: the script changes them in copies.
set -e
root=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "${1:-$root/build}" && pwd)
shift $(( $# > 0 ? 1 : 0 ))
set -- ${*:-512 512 100 3}
m=$1 n=$2 steps=$3 reps=$4
shallow="$root/test/Examples/shallow"
here="$root/bench/gocean"
mods="$build/include/psy-rt-gocean"
psyc="$build/bin/psyc"
kernels="compute_cu compute_cv compute_z compute_h compute_unew compute_vnew compute_pnew time_smooth"
work=$(mktemp -d)
trap '[ -n "$PSY_BENCH_KEEP" ] && echo "kept $work" || rm -rf "$work"' EXIT
cd "$work"

sized() { # FILE: a copy of FILE with the model's sizes changed
  sed "s/M = 64, N = 48, ITMAX = 50/M = $m, N = $n, ITMAX = $steps/" "$shallow/$1" > "$1"
  grep -q "M = $m, N = $n, ITMAX = $steps" "$1" || { echo "cannot size $1" >&2; exit 1; }
}
sized shallow_ref.f90
sized shallow_invoke_alg.f90
sized shallow_alg.f90
fc="flang-new-22 -O3 -march=native"
rtlibs="$build/lib/libPsyRuntimeGOcean.a $build/lib/libPsyRuntime.a -lm"

# best NAME COMMAND...: "wall cpu", the best of $reps runs (best.py), after checking the run's
# checksums (NAME.out) against the reference's.
best() {
  out=$1
  shift
  python3 "$here/best.py" "$reps" "$out.out" "$@"
  python3 "$shallow/compare-checksums.py" ref.out "$out.out" 1e-12 > /dev/null
}
row() { # LABEL "WALL CPU"
  echo "$2" | awk -v l="$1" '{ printf "%-44s %8.3f %8.3f\n", l, $1, $2 }'
}
ratio() { # LABEL "WALL CPU" "WALL CPU": the first over the second
  echo "$2 $3" | awk -v l="$1" '{ printf "%-44s %8.3f %8.3f\n", l, $1 / $3, $2 / $4 }'
}

$fc shallow_ref.f90 -o ref_flang
./ref_flang > ref.out
# The same plain loops with one loop nest per statement, the PSy layer's structure (unfuse.py).
python3 "$here/unfuse.py" shallow_ref.f90 shallow_unfused.f90
$fc shallow_unfused.f90 -o unfused_flang

# psyc, kernels inlined: DIR MODEL [PSYC OPTIONS]. The schedule object is tuned to the host
# CPU under --psy-host-tuned, else generic x86-64 (what psyc builds by default).
psyc_build() {
  dir=$1 model=$2
  shift 2
  mkdir "$dir" && cd "$dir"
  "$psyc" -api gocean "$@" -I "$mods" -d "$shallow/kernels" -oalg alg.f90 -opsy alg_psy.f90 \
    ../shallow_invoke_alg.f90
  for k in $kernels; do $fc -c -I "$mods" "$shallow/kernels/${k}_mod.f90" -o "$k.o"; done
  $fc -c -I "$mods" alg_psy.f90 -o alg_psy.o
  $fc -c -I "$mods" alg.f90 -o alg.o
  $fc alg.o alg_psy.o alg_psy_sched.o compute_*.o time_smooth.o $rtlibs -o "../$model"
  cd ..
}
psyc_build psyc psyc_model --psy-host-tuned
psyc_build psyc_generic psyc_generic_model

# The hand-written PSy layer.
mkdir hand && cd hand
for k in $kernels; do $fc -c -I "$mods" "$shallow/kernels/${k}_mod.f90" -o "$k.o"; done
$fc -c -I "$mods" "$shallow/shallow_psy.f90" -o psy.o
$fc -c -I "$mods" ../shallow_alg.f90 -o alg.o
$fc alg.o psy.o compute_*.o time_smooth.o $rtlibs -o ../hand_model
cd ..

echo "shallow-water model: $m x $n, $steps steps, best of $reps (seconds)"
printf "%-44s %8s %8s\n" "" wall cpu
t_ref=$(best ref ./ref_flang)
t_unf=$(best unfused ./unfused_flang)
t_psyc=$(best psyc ./psyc_model)
t_psycg=$(best psycg ./psyc_generic_model)
t_hand=$(best hand ./hand_model)
row "plain loops, flang-new-22 -O3" "$t_ref"
row "plain loops unfused, flang-new-22 -O3" "$t_unf"
row "psyc (kernels inlined), flang-new-22 -O3" "$t_psyc"
row "psyc generic x86-64 schedule (no host tuning)" "$t_psycg"
row "hand-written PSy layer, flang-new-22 -O3" "$t_hand"
t_gf=
if command -v gfortran >/dev/null 2>&1; then
  gfortran -O3 -march=native shallow_ref.f90 -o ref_gfortran
  t_gf=$(best gf ./ref_gfortran)
  row "plain loops, gfortran -O3" "$t_gf"
fi
echo "ratios, time over psyc's (above 1: psyc faster)"
ratio "plain loops flang -O3 / psyc" "$t_ref" "$t_psyc"
ratio "plain loops unfused flang -O3 / psyc" "$t_unf" "$t_psyc"
ratio "plain loops flang -O3 / psyc generic" "$t_ref" "$t_psycg"
ratio "plain loops unfused / psyc generic" "$t_unf" "$t_psycg"
ratio "hand-written PSy layer / psyc" "$t_hand" "$t_psyc"
if [ -n "$t_gf" ]; then
  ratio "plain loops gfortran -O3 / psyc" "$t_gf" "$t_psyc"
fi

# OpenCL: psyc --target=opencl on the first device (PoCL here).
t_ocl=
mkdir ocl && cd ocl
if "$psyc" -api gocean --target=opencl -d "$shallow/kernels" -oalg alg.f90 -opsy alg_psy.f90 \
     ../shallow_invoke_alg.f90 2> psyc.err; then
  for k in $kernels; do $fc -c -I "$mods" "$shallow/kernels/${k}_mod.f90" -o "$k.o"; done
  $fc -c -I "$mods" alg_psy.f90 -o alg_psy.o
  $fc -c -I "$mods" alg.f90 -o alg.o
  $fc alg.o alg_psy.o compute_*.o time_smooth.o $rtlibs \
    "$build/lib/libPsyRuntimeGOceanOpenCL.a" -lOpenCL -o ../ocl_model
  cd ..
  # The first run builds the OpenCL program (PoCL caches it); time the later runs.
  export POCL_CACHE_DIR="$work/pocl-cache"
  ./ocl_model > /dev/null
  t_ocl=$(best ocl ./ocl_model)
  row "psyc --target=opencl, first OpenCL device" "$t_ocl"
  ratio "OpenCL / psyc CPU" "$t_ocl" "$t_psyc"
else
  cd ..
  echo "psyc --target=opencl: not available ($(head -1 ocl/psyc.err))"
fi

# Generation time per GOcean file: psyc writing the algorithm, the PSy layer and the schedule
# object (flang compiling the kernels included, in psyc's children).
echo "psyc generation per file, best of 5 (ms)"
printf "%-44s %8s %8s\n" "" wall cpu
gen() { # NAME KDIR ALG [PSYC OPTIONS]
  name=$1 kdir=$2 alg=$3
  shift 3
  d="gen/$(echo "$name" | tr -c 'a-z0-9\n' _)"
  mkdir -p "$d"
  python3 "$here/best.py" 5 /dev/null "$psyc" -api gocean -d "$kdir" "$@" \
    -oalg "$d/alg.f90" -opsy "$d/alg_psy.f90" "$alg" |
    awk -v l="$name" '{ printf "%-44s %8.1f %8.1f\n", l, $1 * 1000, $2 * 1000 }'
}
forms="$root/test/Integration/gocean/Inputs"
gen "shallow, kernels inlined (-I)" "$shallow/kernels" "$shallow/shallow_invoke_alg.f90" -I "$mods"
gen "shallow, kernels out of line" "$shallow/kernels" "$shallow/shallow_invoke_alg.f90"
gen "forms_sw (9 kernels), inlined" "$forms/kernels" "$forms/forms_sw.x90" -I "$mods"
gen "forms_ne (8 kernels), inlined" "$forms/kernels" "$forms/forms_ne.x90" -I "$mods"
if [ -n "$t_ocl" ]; then
  gen "shallow --target=opencl" "$shallow/kernels" "$shallow/shallow_invoke_alg.f90" --target=opencl
fi
