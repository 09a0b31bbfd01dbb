! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/../Inputs/kernels %s -o /dev/null 2>&1 | FileCheck %s
! A kernel given the wrong number of arguments.
program kernel_arg_count
  use field_mod
  use testkern_mod, only: testkern_type
  implicit none
  call invoke(testkern_type(a, f1, f2))
end program kernel_arg_count

! CHECK: {{.*}}kernel_arg_count.f90:7:15: error: kernel 'testkern_type' takes 4 arguments (meta_args, stencil extents and directions, quadrature rules) but is given 
