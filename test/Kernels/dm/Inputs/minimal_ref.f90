! The plain-loop reference for minimal_alg.x90: the builtin over every dof and both kernels
! over every cell of the same global 10 x 6 periodic mesh, without halo and without MPI.
program minimal_ref
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W0, W3
  use mesh_mod, only: mesh_type
  use function_space_mod, only: function_space_type
  use field_mod, only: field_type, field_proxy_type
  use w0_write_kernel_mod, only: w0_write_code
  use w3_vertex_sum_kernel_mod, only: w3_vertex_sum_code
  use dm_check_mod, only: dm_fill, dm_write
  implicit none

  type(mesh_type), target :: mesh
  type(function_space_type), target :: w0_fs, w3_fs
  type(field_type) :: f0, g0, r3
  type(field_proxy_type) :: f, g, r
  integer(i_def), pointer :: m0(:,:), m3(:,:)
  integer(i_def) :: cell, nl
  character(256) :: prefix

  call get_command_argument(1, prefix)
  mesh = mesh_type(10, 6, 3, 100.0_r_def, 100.0_r_def, 10.0_r_def, 0)
  w0_fs = function_space_type(mesh, 0, W0)
  w3_fs = function_space_type(mesh, 0, W3)
  call f0%initialise(vector_space=w0_fs, name='f0')
  call g0%initialise(vector_space=w0_fs, name='g0')
  call r3%initialise(vector_space=w3_fs, name='r3')
  call dm_fill(f0, 1)
  call dm_fill(g0, 2)
  call dm_fill(r3, 3)
  f = f0%get_proxy()
  g = g0%get_proxy()
  r = r3%get_proxy()
  m0 => w0_fs%get_whole_dofmap()
  m3 => w3_fs%get_whole_dofmap()
  nl = mesh%get_nlayers()

  g%data(:) = 3.0_r_def * g%data(:)
  do cell = 1, mesh%get_last_edge_cell()
    call w0_write_code(nl, f%data, g%data, 8, size(f%data), m0(:, cell))
  end do
  do cell = 1, mesh%get_last_edge_cell()
    call w3_vertex_sum_code(nl, r%data, f%data, 1, size(r%data), m3(:, cell), 8, &
                            size(f%data), m0(:, cell))
  end do

  call dm_write(f0, prefix, 'f0')
  call dm_write(g0, prefix, 'g0')
  call dm_write(r3, prefix, 'r3')
end program minimal_ref
