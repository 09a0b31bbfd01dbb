! RUN: not psyc -api gocean -d %S/../Inputs %s 2>&1 | FileCheck %s
! PSyclone refuses kernels of one algorithm with different index offsets; go_offset_any (copy)
! fits either.
program alg
  use field_mod
  use alg_kernels_mod, only: step, copy, ne_kern
  implicit none
  type(r2d_field) :: t, u, v
  call invoke(copy(u, t, 1), step(t, u, 1.0))
  ! CHECK: offsets.f90:[[@LINE+1]]:15: error: kernel 'ne_kern' has index_offset go_offset_ne, but kernel 'step' (line [[@LINE-1]]) has go_offset_sw: the kernels of an algorithm share one grid offset (go_offset_any fits either)
  call invoke(ne_kern(v))
end program alg
