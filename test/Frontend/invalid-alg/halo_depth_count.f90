! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/../Inputs/kernels %s -o /dev/null 2>&1 | FileCheck %s
! A kernel on halo cells without its halo depth argument, and with one argument too many: the
! count names the depth.
program halo_depth_count
  use constants_mod, only: i_def
  use field_mod
  use owned_halo_kernel_mod, only: owned_halo_kernel_type
  use halo_fill_kernel_mod, only: halo_fill_kernel_type
  implicit none
  type(field_type) :: a, u, w
  type(quadrature_xyoz_type) :: qr
  integer(i_def) :: depth
  call invoke(owned_halo_kernel_type(u, a))
  call invoke(halo_fill_kernel_type(a, w, 1, qr, depth, depth))
end program halo_depth_count

! CHECK: {{.*}}halo_depth_count.f90:13:15: error: kernel 'owned_halo_kernel_type' takes 3 arguments (meta_args, stencil extents and directions, quadrature rules, then the halo depth it operates to) but is given 2
! CHECK: {{.*}}halo_depth_count.f90:14:15: error: kernel 'halo_fill_kernel_type' takes 5 arguments (meta_args, stencil extents and directions, quadrature rules, then the halo depth it operates to) but is given 6
