! RUN: not psyc -api gocean -d %S/../Inputs %s 2>&1 | FileCheck %s
! Kernels GOcean cannot schedule: unknown, writing no field; and invoke arguments that are not
! kernel calls.
program alg
  use field_mod
  use alg_kernels_mod, only: reader
  implicit none
  type(r2d_field) :: t
  ! CHECK: kernels.f90:[[@LINE+1]]:15: error: 'nothere' is not a GOcean kernel type (extends(kernel_type)) defined by a module the algorithm uses
  call invoke(nothere(t))
  ! CHECK: kernels.f90:[[@LINE+1]]:15: error: kernel 'reader' writes no field: GOcean loops run over the points of the field a kernel writes (go_write or go_readwrite)
  call invoke(reader(t))
  ! CHECK: kernels.f90:[[@LINE+1]]:15: error: invoke argument 't' is not a kernel call
  call invoke(t)
  ! CHECK: kernels.f90:[[@LINE+1]]:26: error: unknown keyword 'label' in invoke; valid: name="..."
  call invoke(reader(t), label="x")
end program alg
