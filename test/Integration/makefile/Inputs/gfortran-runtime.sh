#!/bin/sh
# gfortran-runtime.sh SOURCES_LIST DIR: compiles the runtime's Fortran modules (the files
# SOURCES_LIST names, <build>/lib/psy-rt-fortran-sources.txt) with gfortran into DIR: their
# module files, and their objects in DIR/libgfrt.a. Module files are compiler-specific, so a
# gfortran build needs its own. The list is in CMake's order; files whose modules are not
# compiled yet are retried until all compile.
set -e
list=$1; dir=$2
mkdir -p "$dir"
pending=$(cat "$list")
while [ -n "$pending" ]; do
  left=
  for f in $pending; do
    gfortran -c -O2 -J"$dir" -I"$dir" "$f" -o "$dir/$(basename "$f" .f90).o" 2>/dev/null ||
      left="$left $f"
  done
  if [ "$left" = "$pending" ]; then
    gfortran -c -J"$dir" -I"$dir" $left -o "$dir/failed.o" # shows the error
    exit 1
  fi
  pending=$left
done
ar rcs "$dir/libgfrt.a" "$dir"/*.o
