#!/bin/sh
# device_dm.sh RT_MODS FFLAGS MPI_LIBS SERIAL_LIBS LINK DIR NAME REF [SOURCE...]: a
# distributed-memory execution test's program (Inputs/NAME_alg.x90) through psyc
# --target=nvptx, its loops device kernels run on the host device (PSY_DEVICE=host), on 1
# rank and on 3, against its plain-loop reference REF with compare.py (every field byte for
# byte, reductions to 1e-12). The programs write every field on the host after the invokes:
# PSY_DEVICE_DATA=invoke brings the host copies up to date at the end of each invoke (the
# halo exchanges inside them bring them up to date in any mode).
set -e
mods=$1; flags=$2; mpilibs=$3; serlibs=$4; link=$5; dir=$6; name=$7; ref=$8
shift 8
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$dir"
psyc --target=nvptx -d "$here" -d "$here/../../Inputs/kernels" -I "$mods" \
  --psy-kernel-flags="$flags" -oalg "$dir/alg.f90" -opsy "$dir/${name}_alg_psy.f90" \
  "$here/${name}_alg.x90"
"$here/build_dm.sh" "${name}_alg" "$dir" "$mods" "$flags" "$mpilibs" "$serlibs" "$link" "$ref" \
  "$@" > /dev/null
"$dir/ref" "$dir/ref" > "$dir/ref.out"
export PSY_DEVICE=host PSY_DEVICE_DATA=invoke OMPI_ALLOW_RUN_AS_ROOT=1 \
  OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
"$dir/alg" "$dir/np1" > "$dir/np1.out"
timeout 120 mpirun --oversubscribe -x PSY_DEVICE -x PSY_DEVICE_DATA -np 3 "$dir/alg" "$dir/np3" \
  > "$dir/np3.out"
printf '%s: ' "$name"
python3 "$here/compare.py" "$dir/ref" "$dir/np1" "$dir/np3" | tr '\n' ' '
echo
