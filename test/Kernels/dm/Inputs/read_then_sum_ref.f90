! The plain-loop reference for read_then_sum_alg.x90: the same calls over every cell and
! every dof of the same global 10 x 6 periodic mesh, without halo and without MPI, in invoke
! order, each reader taking the scalar's value at its place in the invoke.
program read_then_sum_ref
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W0, W3
  use mesh_mod, only: mesh_type
  use function_space_mod, only: function_space_type
  use field_mod, only: field_type, field_proxy_type
  use w0_inc_kernel_mod, only: w0_inc_code
  use dm_check_mod, only: dm_fill, dm_write, dm_print
  implicit none

  type(mesh_type), target :: mesh
  type(function_space_type), target :: w0_fs, w3_fs
  type(field_type) :: p0, f3, g3, r3
  type(field_proxy_type) :: p0_p, f3_p, g3_p, r3_p
  integer(i_def), pointer :: m0(:,:), m3(:,:)
  real(r_def) :: s, t
  integer(i_def) :: cell, nl, i
  character(256) :: prefix

  call get_command_argument(1, prefix)
  mesh = mesh_type(10, 6, 3, 100.0_r_def, 100.0_r_def, 10.0_r_def, 0)
  w0_fs = function_space_type(mesh, 0, W0)
  w3_fs = function_space_type(mesh, 0, W3)
  call p0%initialise(vector_space=w0_fs, name='p0')
  call f3%initialise(vector_space=w3_fs, name='f3')
  call g3%initialise(vector_space=w3_fs, name='g3')
  call r3%initialise(vector_space=w3_fs, name='r3')
  call dm_fill(p0, 1)
  call dm_fill(r3, 4)
  p0_p = p0%get_proxy()
  f3_p = f3%get_proxy()
  g3_p = g3%get_proxy()
  r3_p = r3%get_proxy()
  m0 => w0_fs%get_whole_dofmap()
  m3 => w3_fs%get_whole_dofmap()
  nl = mesh%get_nlayers()
  s = 0.5_r_def
  t = 0.25_r_def

  do i = 1, 2
    f3_p%data(:) = s
    s = sum(f3_p%data)
    g3_p%data(:) = s
    do cell = 1, mesh%get_last_edge_cell()
      call w0_inc_code(nl, t, p0_p%data, r3_p%data, 8, size(p0_p%data), m0(:, cell), &
                       1, size(r3_p%data), m3(:, cell))
    end do
    t = sum(p0_p%data)
  end do

  call dm_write(p0, prefix, 'p0')
  call dm_write(f3, prefix, 'f3')
  call dm_write(g3, prefix, 'g3')
  call dm_print('s', s)
  call dm_print('t', t)
end program read_then_sum_ref
