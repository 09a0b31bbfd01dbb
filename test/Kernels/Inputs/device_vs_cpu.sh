#!/bin/sh
# device_vs_cpu.sh DIR RT_MODS FFLAGS RT_LIBS LINK LIBOMP NAME [PSYC FLAGS...]: one execution
# test's program (NAME_alg.x90, built by build_NAME.sh) through psyc twice: for the CPU with
# its loops coloured and threaded (--psy-omp, run on one thread) and for the GPU
# (--target=nvptx), run on the host device: the same device kernels, compiled for the CPU,
# launched through the device runtime with separate device memory (PSY_DEVICE=host). Every
# invoke starts from the host's data and ends with it up to date (PSY_DEVICE_DATA=invoke), as
# these programs fill and check fields on the host. Both runs compare each field with the
# program's plain-loop reference to 1e-12 (PSY_CHECK_RTOL); the two outputs must be the same
# line for line, and the device run must have launched kernels (its PSY_DEVICE_STATS line).
set -e
dir=$1; mods=$2; flags=$3; libs=$4; link=$5; libomp=$6; name=$7
shift 7
here=$(cd "$(dirname "$0")" && pwd)
build=$here/build_$name.sh
[ "$name" = kernels ] && build=$here/build.sh
for target in cpu device; do
  out=$dir/$target
  mkdir -p "$out/mods"
  if [ $target = cpu ]; then set -- --psy-omp "$@"; else shift; set -- --target=nvptx "$@"; fi
  psyc -nodm "$@" -d "$here/kernels" -I "$mods" --psy-kernel-flags="$flags" \
    -oalg "$out/alg.f90" -opsy "$out/${name}_alg_psy.f90" "$here/${name}_alg.x90"
  "$build" "$out" "$mods" "$flags" "$libs $libomp" "$link" > /dev/null
done
PSY_CHECK_RTOL=1e-12 OMP_NUM_THREADS=1 "$dir/cpu/alg" > "$dir/cpu.txt"
PSY_CHECK_RTOL=1e-12 PSY_DEVICE=host PSY_DEVICE_DATA=invoke PSY_DEVICE_STATS=1 \
  "$dir/device/alg" > "$dir/device.txt" 2> "$dir/device.err"
if cmp -s "$dir/cpu.txt" "$dir/device.txt"; then echo "$name: device run equals the CPU run"
else echo "$name: device run differs from the CPU run"; diff "$dir/cpu.txt" "$dir/device.txt"; fi
grep -h "^mismatches\|psy-device" "$dir/device.txt" "$dir/device.err"
