#!/bin/sh
# runtime-r32.sh SOURCES_LIST DIR: the runtime's Fortran modules (the files SOURCES_LIST names,
# <build>/lib/psy-rt-fortran-sources.txt) built with flang-new-22 into DIR for an
# infrastructure whose r_solver is 32-bit (PSyclone's default precision_map): the runtime's own
# constants_mod with `r_solver = real32` (written to DIR/src, where psyc finds it with -I),
# module files in DIR, objects in DIR/librt32.a. Files whose modules are not compiled yet are
# retried until all compile.
set -e
list=$1; dir=$2
mkdir -p "$dir/src"
pending=
for f in $(cat "$list"); do
  case $(basename "$f") in
  constants_mod.f90)
    sed 's/r_solver = real64/r_solver = real32/' "$f" > "$dir/src/constants_mod.f90"
    grep -q 'r_solver = real32' "$dir/src/constants_mod.f90"
    pending="$pending $dir/src/constants_mod.f90" ;;
  *) pending="$pending $f" ;;
  esac
done
while [ -n "$pending" ]; do
  left=
  for f in $pending; do
    flang-new-22 -c -O1 -J"$dir" -I"$dir" "$f" -o "$dir/$(basename "$f" .f90).o" 2>/dev/null ||
      left="$left $f"
  done
  if [ "$left" = "$pending" ]; then
    flang-new-22 -c -J"$dir" -I"$dir" $left -o "$dir/failed.o" # shows the error
    exit 1
  fi
  pending=$left
done
ar rcs "$dir/librt32.a" "$dir"/*.o
