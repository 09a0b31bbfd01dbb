! The plain-loop reference for redundant_alg.x90: its invoke over every cell and dof of the
! same global 10 x 6 periodic mesh, without halo and without MPI.
program redundant_ref
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W0, W2, W3, Wtheta
  use mesh_mod, only: mesh_type
  use function_space_mod, only: function_space_type
  use field_mod, only: field_type, field_proxy_type
  use stencil_dofmap_mod, only: STENCIL_CROSS
  use dm_check_mod, only: dm_fill, dm_write
  use dm_ref_mod, only: ref_w0_inc, ref_w2_inc, ref_wtheta, ref_stencil
  implicit none

  type(mesh_type), target :: mesh
  type(function_space_type), target :: w0_fs, w2_fs, w3_fs, wt_fs
  type(field_type) :: p0, p2, r3, v3, q3, o3, th
  type(field_proxy_type) :: r3_p, v3_p
  character(256) :: prefix

  call get_command_argument(1, prefix)
  mesh = mesh_type(10, 6, 3, 100.0_r_def, 100.0_r_def, 10.0_r_def, 0)
  w0_fs = function_space_type(mesh, 0, W0)
  w2_fs = function_space_type(mesh, 0, W2)
  w3_fs = function_space_type(mesh, 0, W3)
  wt_fs = function_space_type(mesh, 0, Wtheta)
  call p0%initialise(vector_space=w0_fs, name='p0')
  call p2%initialise(vector_space=w2_fs, name='p2')
  call r3%initialise(vector_space=w3_fs, name='r3')
  call v3%initialise(vector_space=w3_fs, name='v3')
  call q3%initialise(vector_space=w3_fs, name='q3')
  call o3%initialise(vector_space=w3_fs, name='o3')
  call th%initialise(vector_space=wt_fs, name='th')
  call dm_fill(p0, 1)
  call dm_fill(p2, 2)
  call dm_fill(r3, 3)
  call dm_fill(v3, 4)
  call dm_fill(q3, 5)
  call dm_fill(o3, 6)
  call dm_fill(th, 7)

  r3_p = r3%get_proxy()
  v3_p = v3%get_proxy()
  r3_p%data(:) = 0.5_r_def * r3_p%data(:) + v3_p%data(:)
  call ref_stencil(STENCIL_CROSS, o3, r3, 2)
  call ref_w0_inc(0.25_r_def, p0, r3)
  call ref_wtheta(th, r3, p0, .false.)
  call ref_w2_inc(p2, q3, 2)

  call dm_write(p0, prefix, 'p0')
  call dm_write(p2, prefix, 'p2')
  call dm_write(r3, prefix, 'r3')
  call dm_write(o3, prefix, 'o3')
  call dm_write(th, prefix, 'th')
end program redundant_ref
