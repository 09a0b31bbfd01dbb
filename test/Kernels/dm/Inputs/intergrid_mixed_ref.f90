! The plain-loop reference for intergrid_mixed_alg.x90: its invoke's calls in order, the
! builtins over every dof, the inter-grid kernels over every coarse cell (with the arguments
! an LFRic PSy layer passes) and the stencil kernel over every fine cell, of the same global
! meshes without halo and without MPI.
program intergrid_mixed_ref
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W3
  use mesh_mod, only: mesh_type
  use mesh_map_mod, only: mesh_map_type
  use function_space_mod, only: function_space_type
  use field_mod, only: field_type, field_proxy_type
  use stencil_dofmap_mod, only: STENCIL_CROSS
  use restrict_sum_kernel_mod, only: restrict_sum_code
  use prolong_copy_kernel_mod, only: prolong_copy_code
  use dm_check_mod, only: dm_fill, dm_write
  use dm_ref_mod, only: ref_stencil
  implicit none

  type(mesh_type), target :: coarse_mesh, fine_mesh
  type(function_space_type), target :: coarse_fs, fine_fs
  type(field_type) :: c3, f3, g3, o3
  type(field_proxy_type) :: c, f, g
  type(mesh_map_type), pointer :: mmap
  integer(i_def), pointer :: cell_map(:,:,:), map_c(:,:), map_f(:,:)
  integer(i_def) :: cell, rx, ry, nl
  character(256) :: prefix

  call get_command_argument(1, prefix)
  coarse_mesh = mesh_type(5, 3, 3, 200.0_r_def, 200.0_r_def, 10.0_r_def, 0)
  fine_mesh = mesh_type(10, 6, 3, 100.0_r_def, 100.0_r_def, 10.0_r_def, 0)
  call coarse_mesh%add_mesh_map(fine_mesh)
  coarse_fs = function_space_type(coarse_mesh, 0, W3)
  fine_fs = function_space_type(fine_mesh, 0, W3)
  call c3%initialise(vector_space=coarse_fs, name='c3')
  call f3%initialise(vector_space=fine_fs, name='f3')
  call g3%initialise(vector_space=fine_fs, name='g3')
  call o3%initialise(vector_space=fine_fs, name='o3')
  call dm_fill(c3, 1)
  call dm_fill(f3, 2)
  call dm_fill(g3, 3)
  call dm_fill(o3, 4)

  c = c3%get_proxy()
  f = f3%get_proxy()
  g = g3%get_proxy()
  mmap => coarse_mesh%get_mesh_map(fine_mesh)
  cell_map => mmap%get_whole_cell_map()
  rx = mmap%get_ntarget_cells_per_source_x()
  ry = mmap%get_ntarget_cells_per_source_y()
  map_c => coarse_fs%get_whole_dofmap()
  map_f => fine_fs%get_whole_dofmap()
  nl = coarse_mesh%get_nlayers()
  f%data(:) = 2.0_r_def * f%data(:)
  do cell = 1, coarse_mesh%get_last_edge_cell()
    call restrict_sum_code(nl, cell_map(:, :, cell), rx, ry, fine_mesh%get_last_edge_cell(), &
                           c%data, f%data, size(c%data), map_c(:, cell), 1, size(f%data), map_f)
  end do
  c%data(:) = 0.5_r_def * c%data(:)
  do cell = 1, coarse_mesh%get_last_edge_cell()
    call prolong_copy_code(nl, cell_map(:, :, cell), rx, ry, fine_mesh%get_last_edge_cell(), &
                           g%data, c%data, 1, size(g%data), map_f, size(c%data), map_c(:, cell))
  end do
  call ref_stencil(STENCIL_CROSS, o3, g3, 1)

  call dm_write(c3, prefix, 'c3')
  call dm_write(f3, prefix, 'f3')
  call dm_write(g3, prefix, 'g3')
  call dm_write(o3, prefix, 'o3')
end program intergrid_mixed_ref
