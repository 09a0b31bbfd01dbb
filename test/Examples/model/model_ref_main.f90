!> Runs the model's reference (no PSy layer) on an 8 x 6 x 4 periodic mesh of 0.5 x 0.5 x 0.25
!> cells: 3 time steps of 6 CG iterations each, then prints the checksum. One process, and no
!> halo: the owned cells wrap around, so its plain loops over every cell and dof solve the
!> periodic problem that the model's distributed-memory code solves on any number of ranks.
program model_ref_main

  use constants_mod,                only: r_def, i_def
  use fs_continuity_mod,            only: W0, W3
  use mesh_mod,                     only: mesh_type
  use function_space_mod,           only: function_space_type
  use field_mod,                    only: field_type
  use quadrature_xyoz_mod,          only: quadrature_xyoz_type
  use quadrature_rule_gaussian_mod, only: quadrature_rule_gaussian_type
  use model_ids_mod,                only: fill_global_ids
  use model_ref_mod,                only: model_run_ref

  implicit none

  type(mesh_type), target :: mesh
  type(function_space_type), target :: w0_fs, w3_fs
  type(field_type) :: u, b, x, r, p, ap, mean
  type(quadrature_xyoz_type) :: qr
  real(kind=r_def) :: checksum

  mesh = mesh_type(8, 6, 4, 0.5_r_def, 0.5_r_def, 0.25_r_def, 0)
  w0_fs = function_space_type(mesh, 0, W0)
  w3_fs = function_space_type(mesh, 0, W3)
  call u%initialise(vector_space=w0_fs, name='u')
  call b%initialise(vector_space=w0_fs, name='b')
  call x%initialise(vector_space=w0_fs, name='x')
  call r%initialise(vector_space=w0_fs, name='r')
  call p%initialise(vector_space=w0_fs, name='p')
  call ap%initialise(vector_space=w0_fs, name='ap')
  call mean%initialise(vector_space=w3_fs, name='mean')
  qr = quadrature_xyoz_type(3, quadrature_rule_gaussian_type())

  call fill_global_ids(b)

  call model_run_ref(u, b, x, r, p, ap, mean, qr, 0.1_r_def, 0.5_r_def, 0.5_r_def, 0.25_r_def, &
                     3, 6, checksum)
  print '(a,es24.17)', 'checksum ', checksum
end program model_ref_main
