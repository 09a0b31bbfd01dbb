! The same r_solver field set up twice, once run through the algorithm (psyc's PSy layer)
! and once through the plain-loop reference; every dof must be equal.
program main
  use constants_mod, only: r_def, r_solver, i_def
  use fs_continuity_mod, only: W3
  use mesh_mod, only: mesh_type
  use function_space_mod, only: function_space_type
  use r_solver_field_mod, only: r_solver_field_type, r_solver_field_proxy_type
  use alg_mod, only: run_alg
  use reference_mod, only: run_reference
  implicit none
  type(mesh_type), target :: mesh
  type(function_space_type), target :: w3_fs
  type(r_solver_field_type) :: x, rx
  type(r_solver_field_proxy_type) :: p, q
  integer(i_def) :: i

  mesh = mesh_type(4, 3, 5, 100.0_r_def, 100.0_r_def, 10.0_r_def, 0)
  w3_fs = function_space_type(mesh, 0, W3)
  call x%initialise(vector_space=w3_fs, name='x')
  call rx%initialise(vector_space=w3_fs, name='x')
  p = x%get_proxy()
  q = rx%get_proxy()
  do i = 1, size(p%data)
    p%data(i) = real(mod(7 * i, 23) - 11, r_solver) / 7.0_r_solver
    q%data(i) = p%data(i)
  end do
  call run_alg(x, 0.1_r_solver)
  call run_reference(rx, 0.1_r_solver)
  write(*, '(a, i0, a, i0, a, i0)') 'x: dofs=', size(p%data), ' differ=', &
      count(p%data /= q%data), ' bits=', storage_size(p%data)
end program main
