! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/../Inputs/kernels %s -o /dev/null 2>&1 | FileCheck %s
! A kernel type no used module defines.
program unknown_kernel
  use field_mod
  use testkern_mod, only: testkern_type
  implicit none
  call invoke(missing_kernel_type(a, f1))
end program unknown_kernel

! CHECK: {{.*}}unknown_kernel.f90:7:15: error: 'missing_kernel_type' is neither a builtin nor a kernel type defined by a module the algorithm uses (searched {{[0-9]+}} indexed modules)
