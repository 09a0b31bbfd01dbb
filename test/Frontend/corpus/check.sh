#!/bin/sh
# check.sh OUT ALG KERNEL_DIR [--ir-only] [-D NAME[=VALUE] | -DNAME[=VALUE] | -I DIR | -IDIR]...
#
# The driver of every corpus test. It compiles the algorithm ALG twice, with the two hosts of
# the one front-end walker:
#   1. psyc:             psyc -api lfric -nodm -d KERNEL_DIR [args] -oalg OUT/alg.f90
#                             -opsy OUT/psy.mlir ALG
#   2. the flang plugin: flang-new-22 -fc1 -cpp -load PsyFlang.so -plugin psy
#                             -mllvm -psy-kernel-path=KERNEL_DIR [args] ALG -o OUT/plugin.mlir
# (the preprocessor arguments go to both unchanged: psyc takes -D/-I as flang's -cpp does), prints
# both IRs through psy-opt so that formatting and locations agree, and fails if they or the two
# rewritten algorithms differ. It then prints psyc's IR and psyc's rewritten algorithm for
# FileCheck, separated by a line "---- rewritten algorithm ----". The test's own RUN and CHECK
# comment lines, which the rewrite copies, are left out of that print so that no CHECK pattern
# can match its own text.
#
# psyc and psy-opt are found on PATH (lit puts the build's bin/ there); flang through
# PSY_FLANG (set by lit in sanitizer builds) or flang-new-22, and the plugin through
# PSY_FLANG_PLUGIN or <psyc's directory>/../lib/PsyFlang.so, as psyc itself finds them.
set -eu
if [ $# -lt 3 ]; then
  echo "usage: check.sh OUT ALG KERNEL_DIR [-D/-I arguments]" >&2
  exit 2
fi
out=$1 alg=$2 kdir=$3
shift 3
# --ir-only: no rewritten algorithm (an invoke in an #include'd file cannot be rewritten).
ir_only=
if [ "${1:-}" = --ir-only ]; then ir_only=1; shift; fi
psyc_bin=$(command -v psyc)
plugin=${PSY_FLANG_PLUGIN:-$(dirname "$psyc_bin")/../lib/PsyFlang.so}
flang=${PSY_FLANG:-flang-new-22}

rm -rf "$out"
mkdir -p "$out"

if [ -n "$ir_only" ]; then
  psyc -api lfric -nodm -d "$kdir" "$@" -opsy "$out/psy.mlir" "$alg"
  $flang -fc1 -cpp -load "$plugin" -plugin psy -mllvm -psy-kernel-path="$kdir" \
    "$@" "$alg" -o "$out/plugin.mlir"
else
  psyc -api lfric -nodm -d "$kdir" "$@" -oalg "$out/alg.f90" -opsy "$out/psy.mlir" "$alg"
  $flang -fc1 -cpp -load "$plugin" -plugin psy -mllvm -psy-kernel-path="$kdir" \
    -mllvm -psy-oalg="$out/plugin-alg.f90" "$@" "$alg" -o "$out/plugin.mlir"
fi

# psyc puts the PSyclone configuration it read on the module (psy.config); the plugin reads
# none, so that attribute is left out of the comparison. psyc -nodm runs psy-dm-loop-bounds
# with dm=false (a halo kernel's cell_halo(depth) becomes ncells); the plugin runs no pass, so
# its IR is compared after that pass.
psy-opt "$out/psy.mlir" | sed -e 's/psy\.config = {[^}]*}, //' > "$out/psyc.norm.mlir"
psy-opt --psy-dm-loop-bounds=dm=false "$out/plugin.mlir" > "$out/plugin.norm.mlir"
if ! cmp -s "$out/psyc.norm.mlir" "$out/plugin.norm.mlir"; then
  echo "check.sh: psyc and the flang plugin built different IR for $alg" >&2
  diff -u "$out/psyc.norm.mlir" "$out/plugin.norm.mlir" >&2 || true
  exit 1
fi
if [ -z "$ir_only" ] && ! cmp -s "$out/alg.f90" "$out/plugin-alg.f90"; then
  echo "check.sh: psyc and the flang plugin rewrote $alg differently" >&2
  diff -u "$out/alg.f90" "$out/plugin-alg.f90" >&2 || true
  exit 1
fi

cat "$out/psy.mlir"
[ -n "$ir_only" ] && exit 0
echo "---- rewritten algorithm ----"
sed -e '/^[[:space:]]*![[:space:]]*\(RUN\|CHECK\)[A-Z-]*:/d' "$out/alg.f90"
