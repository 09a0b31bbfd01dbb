! The plain-loop reference for halo_alg.x90: y = 2 x over every cell of the same global
! 10 x 6 periodic mesh (without halo and without MPI), then the cross stencils.
program halo_ref
  use constants_mod, only: r_def
  use fs_continuity_mod, only: W3
  use mesh_mod, only: mesh_type
  use function_space_mod, only: function_space_type
  use field_mod, only: field_type, field_proxy_type
  use stencil_dofmap_mod, only: STENCIL_CROSS
  use owned_cell_column_kernel_mod, only: owned_cell_column_code
  use dm_check_mod, only: dm_fill, dm_write
  use dm_ref_mod, only: ref_stencil
  implicit none

  type(mesh_type), target :: mesh
  type(function_space_type), target :: w3_fs
  type(field_type) :: x, b, c, o1, o2
  type(field_proxy_type) :: xp, bp, cp
  integer, pointer :: map(:,:)
  integer :: cell
  character(256) :: prefix

  call get_command_argument(1, prefix)
  mesh = mesh_type(10, 6, 3, 100.0_r_def, 100.0_r_def, 10.0_r_def, 0)
  w3_fs = function_space_type(mesh, 0, W3)
  call x%initialise(vector_space=w3_fs, name='x')
  call b%initialise(vector_space=w3_fs, name='b')
  call c%initialise(vector_space=w3_fs, name='c')
  call o1%initialise(vector_space=w3_fs, name='o1')
  call o2%initialise(vector_space=w3_fs, name='o2')
  call dm_fill(x, 1)
  call dm_fill(b, 2)
  call dm_fill(c, 3)
  call dm_fill(o1, 4)
  call dm_fill(o2, 5)

  xp = x%get_proxy()
  bp = b%get_proxy()
  cp = c%get_proxy()
  map => w3_fs%get_whole_dofmap()
  do cell = 1, mesh%get_last_edge_cell()
    call owned_cell_column_code(mesh%get_nlayers(), bp%data, xp%data, 1, size(bp%data), &
                                map(:, cell))
    call owned_cell_column_code(mesh%get_nlayers(), cp%data, xp%data, 1, size(cp%data), &
                                map(:, cell))
  end do
  call ref_stencil(STENCIL_CROSS, o1, b, 2)
  call ref_stencil(STENCIL_CROSS, o2, c, 1)

  call dm_write(b, prefix, 'b')
  call dm_write(c, prefix, 'c')
  call dm_write(o1, prefix, 'o1')
  call dm_write(o2, prefix, 'o2')
end program halo_ref
