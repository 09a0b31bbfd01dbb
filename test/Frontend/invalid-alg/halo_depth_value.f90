! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/../Inputs/kernels %s -o /dev/null 2>&1 | FileCheck %s
! A halo depth must be an integer variable, or an integer literal of at least 1 that fits in
! 32 bits (PSyclone takes a literal or a scalar variable, nothing else).
program halo_depth_value
  use constants_mod, only: i_def
  use field_mod
  use owned_halo_kernel_mod, only: owned_halo_kernel_type
  implicit none
  type(field_type) :: a, u
  integer(i_def) :: depth
  call invoke(owned_halo_kernel_type(u, a, 0))
  call invoke(owned_halo_kernel_type(u, a, -2))
  call invoke(owned_halo_kernel_type(u, a, 1.5))
  call invoke(owned_halo_kernel_type(u, a, 4294967296))
  call invoke(owned_halo_kernel_type(u, a, depth + 1))
end program halo_depth_value

! CHECK: {{.*}}halo_depth_value.f90:11:44: error: halo depth '0' must be at least 1
! CHECK: {{.*}}halo_depth_value.f90:12:44: error: halo depth '-2' must be at least 1
! CHECK: {{.*}}halo_depth_value.f90:13:44: error: halo depth '1.5' must be an integer
! CHECK: {{.*}}halo_depth_value.f90:14:44: error: halo depth '4294967296' does not fit in a 32-bit integer
! CHECK: {{.*}}halo_depth_value.f90:15:44: error: halo depth 'depth+1' of kernel 'owned_halo_kernel_type' must be an integer variable or literal
