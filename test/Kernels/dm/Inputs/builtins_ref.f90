! The plain-loop reference for builtins_alg.x90: the same kernels over every cell and the
! builtins over every dof of the same global 10 x 6 periodic mesh, without halo and without
! MPI (the owned block wraps around), in invoke order.
program builtins_ref
  use constants_mod, only: r_def, i_def, l_def
  use fs_continuity_mod, only: W0, W2, W3, Wtheta
  use mesh_mod, only: mesh_type
  use function_space_mod, only: function_space_type
  use field_mod, only: field_type, field_proxy_type
  use w0_inc_kernel_mod, only: w0_inc_code
  use w2_inc_kernel_mod, only: w2_inc_code
  use wtheta_kernel_mod, only: wtheta_code
  use dm_check_mod, only: dm_fill, dm_write, dm_print
  implicit none

  type(mesh_type), target :: mesh
  type(function_space_type), target :: w0_fs, w2_fs, w3_fs, wt_fs
  type(field_type) :: p0, q0, p2, r3, v3, th
  type(field_proxy_type) :: p0_p, q0_p, p2_p, r3_p, v3_p, th_p
  integer(i_def), pointer :: m0(:,:), m2(:,:), m3(:,:), mt(:,:)
  real(r_def) :: dot, total
  integer(i_def) :: cell, df, nl
  character(256) :: prefix

  call get_command_argument(1, prefix)
  mesh = mesh_type(10, 6, 3, 100.0_r_def, 100.0_r_def, 10.0_r_def, 0)
  w0_fs = function_space_type(mesh, 0, W0)
  w2_fs = function_space_type(mesh, 0, W2)
  w3_fs = function_space_type(mesh, 0, W3)
  wt_fs = function_space_type(mesh, 0, Wtheta)
  call p0%initialise(vector_space=w0_fs, name='p0')
  call q0%initialise(vector_space=w0_fs, name='q0')
  call p2%initialise(vector_space=w2_fs, name='p2')
  call r3%initialise(vector_space=w3_fs, name='r3')
  call v3%initialise(vector_space=w3_fs, name='v3')
  call th%initialise(vector_space=wt_fs, name='th')
  call dm_fill(p0, 1)
  call dm_fill(q0, 2)
  call dm_fill(p2, 3)
  call dm_fill(r3, 4)
  call dm_fill(v3, 5)
  call dm_fill(th, 6)
  p0_p = p0%get_proxy()
  q0_p = q0%get_proxy()
  p2_p = p2%get_proxy()
  r3_p = r3%get_proxy()
  v3_p = v3%get_proxy()
  th_p = th%get_proxy()
  m0 => w0_fs%get_whole_dofmap()
  m2 => w2_fs%get_whole_dofmap()
  m3 => w3_fs%get_whole_dofmap()
  mt => wt_fs%get_whole_dofmap()
  nl = mesh%get_nlayers()

  r3_p%data(:) = 0.5_r_def * r3_p%data(:) + v3_p%data(:)
  do cell = 1, mesh%get_last_edge_cell()
    call w0_inc_code(nl, 0.25_r_def, p0_p%data, r3_p%data, 8, size(p0_p%data), m0(:, cell), &
                     1, size(r3_p%data), m3(:, cell))
  end do
  do cell = 1, mesh%get_last_edge_cell()
    call w2_inc_code(nl, p2_p%data, r3_p%data, 2, 6, size(p2_p%data), m2(:, cell), &
                     1, size(r3_p%data), m3(:, cell))
  end do
  p0_p%data(:) = -1.5_r_def * p0_p%data(:) + q0_p%data(:)
  do cell = 1, mesh%get_last_edge_cell()
    call wtheta_code(nl, th_p%data, r3_p%data, p0_p%data, .true., 2, size(th_p%data), &
                     mt(:, cell), 1, size(r3_p%data), m3(:, cell), 8, size(p0_p%data), &
                     m0(:, cell))
  end do
  dot = 0.0_r_def
  do df = 1, size(p0_p%data)
    dot = dot + p0_p%data(df) * q0_p%data(df)
  end do
  total = sum(th_p%data)
  do cell = 1, mesh%get_last_edge_cell()
    call w0_inc_code(nl, 0.5_r_def, q0_p%data, r3_p%data, 8, size(q0_p%data), m0(:, cell), &
                     1, size(r3_p%data), m3(:, cell))
  end do
  do cell = 1, mesh%get_last_edge_cell()
    call w0_inc_code(nl, 0.25_r_def, p0_p%data, v3_p%data, 8, size(p0_p%data), m0(:, cell), &
                     1, size(v3_p%data), m3(:, cell))
  end do

  call dm_write(p0, prefix, 'p0')
  call dm_write(q0, prefix, 'q0')
  call dm_write(p2, prefix, 'p2')
  call dm_write(r3, prefix, 'r3')
  call dm_write(th, prefix, 'th')
  call dm_print('dot', dot)
  call dm_print('sum', total)
end program builtins_ref
