! The plain-loop reference for operator_alg.x90: its invoke over every cell of the same global
! 10 x 6 periodic mesh, without halo and without MPI.
program operator_ref
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W0
  use mesh_mod, only: mesh_type
  use function_space_mod, only: function_space_type
  use field_mod, only: field_type, field_proxy_type
  use operator_mod, only: operator_type, operator_proxy_type
  use op_local_kernel_mod, only: op_local_code
  use op_apply_kernel_mod, only: op_apply_code
  use dm_check_mod, only: dm_fill, dm_write
  implicit none

  type(mesh_type), target :: mesh
  type(function_space_type), target :: w0_fs
  type(field_type) :: x, y, z
  type(field_proxy_type) :: xp, yp, zp
  type(operator_type) :: mm
  type(operator_proxy_type) :: mp
  integer(i_def), pointer :: map(:,:)
  integer(i_def) :: cell, nl, n3
  character(256) :: prefix

  call get_command_argument(1, prefix)
  mesh = mesh_type(10, 6, 3, 100.0_r_def, 100.0_r_def, 10.0_r_def, 0)
  w0_fs = function_space_type(mesh, 0, W0)
  call x%initialise(vector_space=w0_fs, name='x')
  call y%initialise(vector_space=w0_fs, name='y')
  call z%initialise(vector_space=w0_fs, name='z')
  call mm%initialise(w0_fs, w0_fs)
  call dm_fill(x, 1)
  call dm_fill(y, 2)
  call dm_fill(z, 3)

  xp = x%get_proxy()
  yp = y%get_proxy()
  zp = z%get_proxy()
  mp = mm%get_proxy()
  map => w0_fs%get_whole_dofmap()
  nl = mesh%get_nlayers()
  n3 = mp%ncell_3d
  do cell = 1, mesh%get_last_edge_cell()
    call op_local_code(cell, nl, n3, mp%local_stencil, xp%data, 8, size(xp%data), map(:, cell))
  end do
  do cell = 1, mesh%get_last_edge_cell()
    call op_apply_code(cell, nl, yp%data, xp%data, n3, mp%local_stencil, 8, size(yp%data), &
                       map(:, cell))
  end do
  do cell = 1, mesh%get_last_edge_cell()
    call op_local_code(cell, nl, n3, mp%local_stencil, yp%data, 8, size(yp%data), map(:, cell))
  end do
  do cell = 1, mesh%get_last_edge_cell()
    call op_apply_code(cell, nl, zp%data, yp%data, n3, mp%local_stencil, 8, size(zp%data), &
                       map(:, cell))
  end do

  call dm_write(y, prefix, 'y')
  call dm_write(z, prefix, 'z')
end program operator_ref
