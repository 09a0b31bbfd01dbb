!> The model through psy-mlir: model_alg_mod's invokes compiled by psyc with distributed
!> memory (binding module plus schedule object with the kernels inlined) on an 8 x 6 x 4
!> periodic mesh of 0.5 x 0.5 x 0.25 cells with one halo ring, partitioned over however many
!> MPI ranks run it: 3 time steps of 6 CG iterations each. Rank 0 prints the residuals and the
!> checksum; build-and-run.sh compares it with the model without a PSy layer
!> (model_ref_main, one process on the same periodic problem).
program model_main

  use constants_mod,                only: r_def, i_def
  use fs_continuity_mod,            only: W0, W3
  use mesh_mod,                     only: mesh_type
  use function_space_mod,           only: function_space_type
  use field_mod,                    only: field_type
  use quadrature_xyoz_mod,          only: quadrature_xyoz_type
  use quadrature_rule_gaussian_mod, only: quadrature_rule_gaussian_type
  use model_ids_mod,                only: fill_global_ids
  use mpi_mod,                      only: get_comm_rank, get_comm_size, finalise_comm
  use model_alg_mod,                only: model_run

  implicit none

  type(mesh_type), target :: mesh
  type(function_space_type), target :: w0_fs, w3_fs
  type(field_type) :: u, b, x, r, p, ap, mean
  type(quadrature_xyoz_type) :: qr
  real(kind=r_def) :: checksum
  real(kind=r_def), parameter :: alpha = 0.1_r_def, hx = 0.5_r_def, hy = 0.5_r_def, &
                                 hz = 0.25_r_def
  integer(kind=i_def), parameter :: nsteps = 3, niter = 6

  mesh = mesh_type(8, 6, 4, hx, hy, hz, 1)
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

  call model_run(u, b, x, r, p, ap, mean, qr, alpha, hx, hy, hz, nsteps, niter, checksum)
  if (get_comm_rank() == 0) then
    print '(a,i0)', 'ranks ', get_comm_size()
    print '(a,es24.17)', 'checksum ', checksum
  end if
  call finalise_comm()
end program model_main
