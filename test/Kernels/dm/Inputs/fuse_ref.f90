! The plain-loop reference for fuse_alg.x90: each builtin as its own whole-array statement
! and the kernel over every cell of the same global 10 x 6 periodic mesh, without halo and
! without MPI, in invoke order; the reductions add the dofs in order 1..ndofs. It does not
! depend on psy-mlir, so fuse.test and its variants check the fused and unfused schedules
! against it, not only against each other.
program fuse_ref
  use constants_mod, only: r_def, i_def, l_def
  use fs_continuity_mod, only: W0, W3, Wtheta
  use mesh_mod, only: mesh_type
  use function_space_mod, only: function_space_type
  use field_mod, only: field_type, field_proxy_type
  use wtheta_kernel_mod, only: wtheta_code
  use dm_check_mod, only: dm_fill, dm_write, dm_print
  implicit none

  type(mesh_type), target :: mesh
  type(function_space_type), target :: w0_fs, w3_fs, wt_fs
  type(field_type) :: x3, y3, z3, p0, q0, s0, r3, th
  type(field_proxy_type) :: x, y, z, p, q, s, r, t
  integer(i_def), pointer :: m0(:,:), m3(:,:), mt(:,:)
  real(r_def) :: a, c, dot, total, tsum
  integer(i_def) :: cell
  character(256) :: prefix

  call get_command_argument(1, prefix)
  mesh = mesh_type(10, 6, 3, 100.0_r_def, 100.0_r_def, 10.0_r_def, 0)
  w0_fs = function_space_type(mesh, 0, W0)
  w3_fs = function_space_type(mesh, 0, W3)
  wt_fs = function_space_type(mesh, 0, Wtheta)
  call x3%initialise(vector_space=w3_fs, name='x3')
  call y3%initialise(vector_space=w3_fs, name='y3')
  call z3%initialise(vector_space=w3_fs, name='z3')
  call r3%initialise(vector_space=w3_fs, name='r3')
  call p0%initialise(vector_space=w0_fs, name='p0')
  call q0%initialise(vector_space=w0_fs, name='q0')
  call s0%initialise(vector_space=w0_fs, name='s0')
  call th%initialise(vector_space=wt_fs, name='th')
  call dm_fill(x3, 1)
  call dm_fill(y3, 2)
  call dm_fill(z3, 3)
  call dm_fill(r3, 4)
  call dm_fill(p0, 5)
  call dm_fill(q0, 6)
  call dm_fill(s0, 7)
  call dm_fill(th, 8)
  x = x3%get_proxy()
  y = y3%get_proxy()
  z = z3%get_proxy()
  r = r3%get_proxy()
  p = p0%get_proxy()
  q = q0%get_proxy()
  s = s0%get_proxy()
  t = th%get_proxy()
  m0 => w0_fs%get_whole_dofmap()
  m3 => w3_fs%get_whole_dofmap()
  mt => wt_fs%get_whole_dofmap()
  a = 0.75_r_def
  c = 0.1_r_def

  ! chain3: inc_aX_plus_Y, X_plus_Y, inc_a_times_X
  x%data(:) = a * x%data(:) + y%data(:)
  z%data(:) = x%data(:) + y%data(:)
  z%data(:) = c * z%data(:)
  ! chain5: setval_X, inc_aX_plus_Y, X_times_Y, inc_a_times_X, X_minus_Y
  q%data(:) = p%data(:)
  q%data(:) = a * q%data(:) + p%data(:)
  s%data(:) = q%data(:) * p%data(:)
  s%data(:) = c * s%data(:)
  p%data(:) = s%data(:) - q%data(:)
  ! reduction: inc_a_times_X, X_innerproduct_Y, sum_X
  y%data(:) = c * y%data(:)
  dot = in_order_sum(y%data(:) * x%data(:))
  total = in_order_sum(y%data(:))
  ! after_kernel: wtheta_kernel_type, inc_a_times_X, sum_X
  do cell = 1, mesh%get_last_edge_cell()
    call wtheta_code(mesh%get_nlayers(), t%data, r%data, p%data, .true., 2, size(t%data), &
                     mt(:, cell), 1, size(r%data), m3(:, cell), 8, size(p%data), m0(:, cell))
  end do
  t%data(:) = c * t%data(:)
  tsum = in_order_sum(t%data(:))

  call dm_write(x3, prefix, 'x3')
  call dm_write(y3, prefix, 'y3')
  call dm_write(z3, prefix, 'z3')
  call dm_write(p0, prefix, 'p0')
  call dm_write(q0, prefix, 'q0')
  call dm_write(s0, prefix, 's0')
  call dm_write(th, prefix, 'th')
  call dm_print('dot', dot)
  call dm_print('total', total)
  call dm_print('tsum', tsum)
contains
  ! The dofs added in order 1..n, as psy-mlir's reductions add them by default.
  real(r_def) function in_order_sum(v)
    real(r_def), intent(in) :: v(:)
    integer(i_def) :: i
    in_order_sum = 0.0_r_def
    do i = 1, size(v)
      in_order_sum = in_order_sum + v(i)
    end do
  end function in_order_sum
end program fuse_ref
