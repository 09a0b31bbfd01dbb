! ../main.f90, using the algorithm module of a 63-character name (alg_mod.x90 here): the
! same fields set up twice, once through the algorithm (psyc's PSy layer) and once through
! the plain-loop reference; every dof must be equal.
program main
  use constants_mod, only: r_def, i_def, l_def
  use fs_continuity_mod, only: W3, Wtheta
  use mesh_mod, only: mesh_type
  use function_space_mod, only: function_space_type
  use field_mod, only: field_type, field_proxy_type
  use algorithm_module_with_a_name_of_sixty_three_characters_xxxxxx_m, only: run_alg
  use reference_mod, only: run_reference
  implicit none

  type(mesh_type), target :: mesh
  type(function_space_type), target :: w3_fs, wt_fs
  type(field_type) :: x, y, z, t, rx, ry, rz, rt
  integer(i_def) :: bad

  mesh = mesh_type(4, 3, 5, 100.0_r_def, 100.0_r_def, 10.0_r_def, 0)
  w3_fs = function_space_type(mesh, 0, W3)
  wt_fs = function_space_type(mesh, 0, Wtheta)
  call make(x, w3_fs, 'x', 1)
  call make(y, w3_fs, 'y', 2)
  call make(z, w3_fs, 'z', 3)
  call make(t, wt_fs, 't', 4)
  call make(rx, w3_fs, 'x', 1)
  call make(ry, w3_fs, 'y', 2)
  call make(rz, w3_fs, 'z', 3)
  call make(rt, wt_fs, 't', 4)

  call run_alg(x, y, z, t, 0.5_r_def, 3_i_def, .true._l_def)
  call run_reference(rx, ry, rz, rt, 0.5_r_def, 3_i_def, .true._l_def)

  bad = 0
  call compare('x', x, rx, bad)
  call compare('y', y, ry, bad)
  call compare('z', z, rz, bad)
  call compare('t', t, rt, bad)
  write(*, '(a, i0)') 'mismatches: ', bad
contains
  subroutine make(f, fs, name, seed)
    type(field_type), intent(inout) :: f
    type(function_space_type), target, intent(in) :: fs
    character(*), intent(in) :: name
    integer(i_def), intent(in) :: seed
    type(field_proxy_type) :: p
    integer(i_def) :: i
    call f%initialise(vector_space=fs, name=name)
    p = f%get_proxy()
    do i = 1, size(p%data)
      p%data(i) = real(mod(7 * i + 3 * seed, 23) - 11, r_def) / 7.0_r_def
    end do
  end subroutine make

  subroutine compare(what, f, g, bad)
    character(*), intent(in) :: what
    type(field_type), intent(in) :: f, g
    integer(i_def), intent(inout) :: bad
    type(field_proxy_type) :: p, q
    integer(i_def) :: i, differ
    p = f%get_proxy()
    q = g%get_proxy()
    differ = count(p%data /= q%data)
    bad = bad + differ
    write(*, '(a, a, i0, a, i0)') what, ': dofs=', size(p%data), ' differ=', differ
  end subroutine compare
end program main
