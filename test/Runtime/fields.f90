! The Fortran modules with LFRic's names: a mesh, W0 and W3 spaces and fields, values set
! and read through the proxies' data pointers, dofmaps, dirty flags and a halo exchange,
! an r_solver field, and xyoz quadrature with compute_function.
! RUN: flang-new-22 -c -I %rt_fortran_mods %s -o %t.o
! RUN: %cc %t.o %rt_fortran_libs %flang_rt -o %t
! RUN: %t | FileCheck %s
program fields_test

  use constants_mod, only: i_def, r_def, r_solver
  use fs_continuity_mod, only: W0, W3
  use mesh_mod, only: mesh_type
  use function_space_mod, only: function_space_type, BASIS, DIFF_BASIS
  use field_mod, only: field_type, field_proxy_type
  use r_solver_field_mod, only: r_solver_field_type, r_solver_field_proxy_type
  use quadrature_xyoz_mod, only: quadrature_xyoz_type, quadrature_xyoz_proxy_type
  use quadrature_rule_gaussian_mod, only: quadrature_rule_gaussian_type

  implicit none

  type(mesh_type), target :: mesh
  type(function_space_type), target :: w0_fs, w3_fs
  type(field_type) :: theta, rho
  type(r_solver_field_type) :: sfield
  type(field_proxy_type) :: theta_p, rho_p
  type(r_solver_field_proxy_type) :: s_p
  type(quadrature_xyoz_type) :: qr
  type(quadrature_xyoz_proxy_type) :: qr_p
  integer(i_def), pointer :: map_w0(:,:), map_w3(:,:)
  real(r_def), allocatable :: basis_w0(:,:,:,:), diff_w3(:,:,:,:)
  integer(i_def) :: cell, k, df, nlayers, ncells, errors
  real(r_def) :: total

  mesh = mesh_type(4, 3, 5, 100.0_r_def, 100.0_r_def, 10.0_r_def, 2)
  w0_fs = function_space_type(mesh, 0, W0)
  w3_fs = function_space_type(mesh, 0, W3)
  call theta%initialise(vector_space=w0_fs, name='theta')
  call rho%initialise(vector_space=w3_fs, name='rho')

  theta_p = theta%get_proxy()
  rho_p = rho%get_proxy()
  nlayers = theta_p%vspace%get_nlayers()
  ncells = mesh%get_last_edge_cell()
  print '(a,i0,a,i0,a,i0,a,i0)', 'ndf ', theta_p%vspace%get_ndf(), ' ', &
        rho_p%vspace%get_ndf(), ' undf ', theta_p%vspace%get_undf(), ' ', rho_p%vspace%get_undf()
  ! CHECK: ndf 8 1 undf 432 280
  print '(a,i0,a,i0,a,i0,a,i0)', 'cells ', ncells, ' halo ', mesh%get_last_halo_cell(1), &
        ' ', mesh%get_last_halo_cell(2), ' next ', mesh%get_cell_next(3, 1)
  ! CHECK-NEXT: cells 12 halo 30 56 next 2

  ! Write each W3 dof as 10 * cell + layer through the dofmap (1-based, layer k at map + k).
  map_w3 => rho_p%vspace%get_whole_dofmap()
  do cell = 1, ncells
    do k = 0, nlayers - 1
      rho_p%data(map_w3(1, cell) + k) = 10.0_r_def * cell + k
    end do
  end do
  call rho_p%set_dirty()
  rho_p = rho%get_proxy()
  errors = 0
  do cell = 1, ncells
    do k = 0, nlayers - 1
      if (rho_p%data(map_w3(1, cell) + k) /= 10.0_r_def * cell + k) errors = errors + 1
    end do
  end do
  print '(a,i0,a,f0.1,a,l1,l1)', 'rho errors ', errors, ' sum ', rho_p%get_sum(), &
        ' dirty ', rho_p%is_dirty(depth=1), rho_p%is_dirty(depth=2)
  ! CHECK-NEXT: rho errors 0 sum 4020.0 dirty TT

  ! A W0 field: 1 on every owned dof, then a halo exchange fills the halo to depth 1.
  map_w0 => theta_p%vspace%get_whole_dofmap()
  theta_p%data(:) = 0.0_r_def
  theta_p%data(1:theta_p%vspace%get_last_dof_owned()) = 1.0_r_def
  call theta_p%set_dirty()
  if (theta_p%is_dirty(depth=1)) call theta_p%halo_exchange(depth=1)
  total = 0.0_r_def
  do cell = 1, mesh%get_last_halo_cell(1)
    do df = 1, theta_p%vspace%get_ndf()
      total = total + theta_p%data(map_w0(df, cell))
    end do
  end do
  print '(a,f0.1,a,l1,l1,a,i0)', 'theta halo1 total ', total, ' dirty ', &
        theta_p%is_dirty(depth=1), theta_p%is_dirty(depth=2), ' clean depth ', &
        theta_p%get_clean_depth()
  ! CHECK-NEXT: theta halo1 total 240.0 dirty FT clean depth 1
  print '(a,i0,a,a)', 'which ', theta%which_function_space(), ' name ', trim(theta%get_name())
  ! CHECK-NEXT: which 173 name theta

  ! r_solver fields have their own proxy type.
  call sfield%initialise(vector_space=w3_fs)
  s_p = sfield%get_proxy()
  s_p%data(:) = 2.0_r_solver
  print '(a,f0.1)', 'r_solver max ', s_p%get_max()
  ! CHECK-NEXT: r_solver max 2.0

  ! xyoz quadrature with 3 points a side: weights sum to 1, W0 basis sums to 1 at each
  ! point, W3 has a zero gradient.
  qr = quadrature_xyoz_type(3, quadrature_rule_gaussian_type())
  qr_p = qr%get_quadrature_proxy()
  allocate(basis_w0(w0_fs%get_dim_space(), 8, qr_p%np_xy, qr_p%np_z))
  allocate(diff_w3(w3_fs%get_dim_space_diff(), 1, qr_p%np_xy, qr_p%np_z))
  call qr%compute_function(BASIS, w0_fs, w0_fs%get_dim_space(), 8, basis_w0)
  call qr%compute_function(DIFF_BASIS, w3_fs, w3_fs%get_dim_space_diff(), 1, diff_w3)
  print '(a,i0,a,i0,a,f0.12,a,f0.12,a,f3.1)', 'qr ', qr_p%np_xy, ' ', qr_p%np_z, ' w ', &
        sum(qr_p%weights_xy) * sum(qr_p%weights_z), ' basis ', &
        sum(basis_w0) / (qr_p%np_xy * qr_p%np_z), ' grad ', maxval(abs(diff_w3))
  ! CHECK-NEXT: qr 9 3 w 1.000000000000 basis 1.000000000000 grad 0.0

  call sfield%field_final()
  call theta%field_final()
  call rho%field_final()
  call w0_fs%clear()
  call w3_fs%clear()
  call mesh%clear()
  print '(a)', 'done'
  ! CHECK-NEXT: done
end program fields_test
