! The same fields set up twice, once run through the algorithm (psyc's PSy layer) and once
! through the plain-loop reference; every dof and the sum must agree.
program main
  use constants_mod, only: r_def, r_solver, i_def
  use fs_continuity_mod, only: W3
  use mesh_mod, only: mesh_type
  use function_space_mod, only: function_space_type
  use field_mod, only: field_type, field_proxy_type
  use r_solver_field_mod, only: r_solver_field_type, r_solver_field_proxy_type
  use alg_mod, only: run_alg
  use reference_mod, only: run_reference
  implicit none
  type(mesh_type), target :: mesh
  type(function_space_type), target :: w3_fs
  type(r_solver_field_type) :: xs, rs
  type(field_type) :: xd, rd
  type(r_solver_field_proxy_type) :: p, q
  type(field_proxy_type) :: pd, qd
  real(r_solver) :: total, rtotal
  integer(i_def) :: i

  mesh = mesh_type(4, 3, 5, 100.0_r_def, 100.0_r_def, 10.0_r_def, 0)
  w3_fs = function_space_type(mesh, 0, W3)
  call xs%initialise(vector_space=w3_fs, name='xs')
  call rs%initialise(vector_space=w3_fs, name='xs')
  call xd%initialise(vector_space=w3_fs, name='xd')
  call rd%initialise(vector_space=w3_fs, name='xd')
  p = xs%get_proxy()
  q = rs%get_proxy()
  pd = xd%get_proxy()
  qd = rd%get_proxy()
  do i = 1, size(p%data)
    p%data(i) = real(mod(7 * i, 23) - 11, r_solver) / 7.0_r_solver
    q%data(i) = p%data(i)
    pd%data(i) = real(mod(5 * i, 19) - 9, r_def) / 3.0_r_def
    qd%data(i) = pd%data(i)
  end do
  call run_alg(xs, xd, 0.1_r_solver, 0.3_r_def, total)
  call run_reference(rs, rd, 0.1_r_solver, 0.3_r_def, rtotal)
  write(*, '(a, i0, a, i0, a, i0)') 'xs: dofs=', size(p%data), ' differ=', &
      count(p%data /= q%data), ' bits=', storage_size(p%data)
  write(*, '(a, i0, a, i0, a, i0)') 'xd: dofs=', size(pd%data), ' differ=', &
      count(pd%data /= qd%data), ' bits=', storage_size(pd%data)
  write(*, '(a, l1)') 'sum: close=', abs(total - rtotal) <= 1.0e-12_r_solver * max(1.0_r_solver, abs(rtotal)) &
      .and. total == total
end program main
