! The plain-loop reference for stencil_alg.x90: its invoke over every cell and dof of the same
! global 10 x 6 periodic mesh, without halo and without MPI (every stencil is full).
program stencil_ref
  use constants_mod, only: r_def
  use fs_continuity_mod, only: W3
  use mesh_mod, only: mesh_type
  use function_space_mod, only: function_space_type
  use field_mod, only: field_type, field_proxy_type
  use stencil_dofmap_mod, only: STENCIL_CROSS, STENCIL_REGION
  use dm_check_mod, only: dm_fill, dm_write
  use dm_ref_mod, only: ref_stencil
  implicit none

  type(mesh_type), target :: mesh
  type(function_space_type), target :: w3_fs
  type(field_type) :: s3, v3, o1, o2, o3
  type(field_proxy_type) :: s3_p, v3_p
  character(256) :: prefix

  call get_command_argument(1, prefix)
  mesh = mesh_type(10, 6, 3, 100.0_r_def, 100.0_r_def, 10.0_r_def, 0)
  w3_fs = function_space_type(mesh, 0, W3)
  call s3%initialise(vector_space=w3_fs, name='s3')
  call v3%initialise(vector_space=w3_fs, name='v3')
  call o1%initialise(vector_space=w3_fs, name='o1')
  call o2%initialise(vector_space=w3_fs, name='o2')
  call o3%initialise(vector_space=w3_fs, name='o3')
  call dm_fill(s3, 1)
  call dm_fill(v3, 2)
  call dm_fill(o1, 3)
  call dm_fill(o2, 4)
  call dm_fill(o3, 5)

  call ref_stencil(STENCIL_CROSS, o1, s3, 1)
  call ref_stencil(STENCIL_REGION, o2, s3, 2)
  s3_p = s3%get_proxy()
  v3_p = v3%get_proxy()
  s3_p%data(:) = 0.5_r_def * s3_p%data(:) + v3_p%data(:)
  call ref_stencil(STENCIL_CROSS, o3, s3, 2)

  call dm_write(s3, prefix, 's3')
  call dm_write(o1, prefix, 'o1')
  call dm_write(o2, prefix, 'o2')
  call dm_write(o3, prefix, 'o3')
end program stencil_ref
