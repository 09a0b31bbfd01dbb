! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels-bad %s -o /dev/null 2>&1 | FileCheck %s
! An error in a kernel module found on the search path names that module's file, line and
! column (the kernel's parse is gone by the time diagnostics print).
! CHECK: {{.*}}Inputs/kernels-bad/bad_access_kern_mod.f90:12:10: error: access 'gh_inc' is not allowed for a field on a discontinuous space; valid: gh_read, gh_write, gh_readwrite
program search_path_error
  use field_mod
  use bad_access_kern_mod, only: bad_access_kern_type
  implicit none
  type(field_type) :: out, in
  call invoke(bad_access_kern_type(out, in))
end program search_path_error
