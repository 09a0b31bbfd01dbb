! The plain-loop reference for colour_alg.x90: its invoke over every cell of the same global
! 10 x 6 periodic mesh, without halo, colours and MPI.
program colour_ref
  use constants_mod, only: r_def
  use fs_continuity_mod, only: W0, W2, W3, Wtheta
  use mesh_mod, only: mesh_type
  use function_space_mod, only: function_space_type
  use field_mod, only: field_type
  use dm_check_mod, only: dm_fill, dm_write
  use dm_ref_mod, only: ref_w0_inc, ref_w2_inc, ref_wtheta
  implicit none

  type(mesh_type), target :: mesh
  type(function_space_type), target :: w0_fs, w2_fs, w3_fs, wt_fs
  type(field_type) :: f0, f2, g3, th
  character(256) :: prefix

  call get_command_argument(1, prefix)
  mesh = mesh_type(10, 6, 3, 100.0_r_def, 100.0_r_def, 10.0_r_def, 0)
  w0_fs = function_space_type(mesh, 0, W0)
  w2_fs = function_space_type(mesh, 0, W2)
  w3_fs = function_space_type(mesh, 0, W3)
  wt_fs = function_space_type(mesh, 0, Wtheta)
  call f0%initialise(vector_space=w0_fs, name='f0')
  call f2%initialise(vector_space=w2_fs, name='f2')
  call g3%initialise(vector_space=w3_fs, name='g3')
  call th%initialise(vector_space=wt_fs, name='th')
  call dm_fill(f0, 1)
  call dm_fill(f2, 2)
  call dm_fill(g3, 3)
  call dm_fill(th, 4)

  call ref_w0_inc(0.75_r_def, f0, g3)
  call ref_w2_inc(f2, g3, 3)
  call ref_wtheta(th, g3, f0, .true.)

  call dm_write(f0, prefix, 'f0')
  call dm_write(f2, prefix, 'f2')
  call dm_write(th, prefix, 'th')
end program colour_ref
