!> bench/omp: the baseline psy-mlir's OpenMP schedules are measured against -- the model's
!> invokes as plain loops with OpenMP directives, the code a PSyclone OpenMP script produces
!> for LFRic without distributed memory: each cell loop that increments a continuous (W0)
!> field runs colour by colour, with `!$omp parallel do` over the cells of one colour and the
!> kernel call inside; the W3 cell loop and every builtin's dof loop are `!$omp parallel do`
!> as they are, and the inner products take OpenMP's reduction clause (PSyclone's default,
!> not its "reprod" mode). helm_apply_omp_ref is the Helmholtz invoke alone (bench_omp_alg_mod
!> through psyc), model_run_omp_ref the whole of model_alg_mod's model_run.
module omp_ref_mod

  use constants_mod,              only: r_def, i_def
  use field_mod,                  only: field_type, field_proxy_type
  use function_space_mod,         only: BASIS, DIFF_BASIS
  use mesh_mod,                   only: mesh_type
  use quadrature_xyoz_mod,        only: quadrature_xyoz_type, quadrature_xyoz_proxy_type
  use init_w0_kernel_mod,         only: init_w0_code
  use helmholtz_apply_kernel_mod, only: helmholtz_apply_code
  use cell_mean_kernel_mod,       only: cell_mean_code

  implicit none

  private
  public :: helm_apply_omp_ref, model_run_omp_ref

  !> What the loops need of the W0 space, its mesh's colouring and the quadrature.
  type :: w0_data
    integer(kind=i_def) :: nlayers, ncells, ndf, undf, np_xy, np_z, ncolour
    integer(kind=i_def), pointer :: map(:,:) => null(), cmap(:,:) => null()
    integer(kind=i_def), allocatable :: last_edge(:)
    real(kind=r_def), allocatable :: basis(:,:,:,:), diff_basis(:,:,:,:)
    real(kind=r_def), pointer :: weights_xy(:) => null(), weights_z(:) => null()
  end type w0_data

contains

  subroutine w0_lookup(u, qr, d)
    type(field_type), intent(in) :: u
    type(quadrature_xyoz_type), intent(in) :: qr
    type(w0_data), intent(out) :: d
    type(field_proxy_type) :: u_p
    type(quadrature_xyoz_proxy_type) :: qr_p
    type(mesh_type), pointer :: mesh

    u_p = u%get_proxy()
    qr_p = qr%get_quadrature_proxy()
    mesh => u_p%vspace%get_mesh()
    d%nlayers = u_p%vspace%get_nlayers()
    d%ncells = u_p%vspace%get_ncell()
    d%ndf = u_p%vspace%get_ndf()
    d%undf = u_p%vspace%get_undf()
    d%map => u_p%vspace%get_whole_dofmap()
    d%ncolour = mesh%get_ncolours()
    d%cmap => mesh%get_colour_map()
    d%last_edge = mesh%get_last_edge_cell_all_colours()
    d%np_xy = qr_p%np_xy
    d%np_z = qr_p%np_z
    d%weights_xy => qr_p%weights_xy
    d%weights_z => qr_p%weights_z
    allocate(d%basis(u_p%vspace%get_dim_space(), d%ndf, d%np_xy, d%np_z))
    allocate(d%diff_basis(u_p%vspace%get_dim_space_diff(), d%ndf, d%np_xy, d%np_z))
    call qr%compute_function(BASIS, u_p%vspace, u_p%vspace%get_dim_space(), d%ndf, d%basis)
    call qr%compute_function(DIFF_BASIS, u_p%vspace, u_p%vspace%get_dim_space_diff(), d%ndf, &
                             d%diff_basis)
  end subroutine w0_lookup

  !> lhs += (M + alpha K) x: the coloured loop, the cells of each colour on the threads.
  subroutine helm(d, lhs, x, alpha, hx, hy, hz)
    type(w0_data), intent(in) :: d
    real(kind=r_def), intent(inout) :: lhs(:)
    real(kind=r_def), intent(in) :: x(:), alpha, hx, hy, hz
    integer(kind=i_def) :: colour, cell

    do colour = 1, d%ncolour
      !$omp parallel do default(shared) private(cell) schedule(static)
      do cell = 1, d%last_edge(colour)
        call helmholtz_apply_code(d%nlayers, lhs, x, alpha, hx, hy, hz, d%ndf, d%undf,       &
                                  d%map(:, d%cmap(colour, cell)), d%basis, d%diff_basis,     &
                                  d%np_xy, d%np_z, d%weights_xy, d%weights_z)
      end do
      !$omp end parallel do
    end do
  end subroutine helm

  !> The Helmholtz invoke alone, lookups included, as a PSy-layer subroutine does them.
  subroutine helm_apply_omp_ref(lhs, x, qr, alpha, hx, hy, hz)
    type(field_type), intent(inout) :: lhs, x
    type(quadrature_xyoz_type), intent(in) :: qr
    real(kind=r_def), intent(in) :: alpha, hx, hy, hz
    type(field_proxy_type) :: lhs_p, x_p
    type(w0_data) :: d

    lhs_p = lhs%get_proxy()
    x_p = x%get_proxy()
    call w0_lookup(lhs, qr, d)
    call helm(d, lhs_p%data, x_p%data, alpha, hx, hy, hz)
  end subroutine helm_apply_omp_ref

  subroutine setval(n, a, v)
    integer(kind=i_def), intent(in) :: n
    real(kind=r_def), intent(inout) :: a(:)
    real(kind=r_def), intent(in) :: v
    integer(kind=i_def) :: df

    !$omp parallel do default(shared) private(df) schedule(static)
    do df = 1, n
      a(df) = v
    end do
    !$omp end parallel do
  end subroutine setval

  !> a = s * a + t * b: the builtins inc_X_plus_bY, inc_X_minus_bY, inc_aX_plus_Y.
  subroutine axpy(n, a, s, b, t)
    integer(kind=i_def), intent(in) :: n
    real(kind=r_def), intent(inout) :: a(:)
    real(kind=r_def), intent(in) :: s, b(:), t
    integer(kind=i_def) :: df

    !$omp parallel do default(shared) private(df) schedule(static)
    do df = 1, n
      a(df) = s * a(df) + t * b(df)
    end do
    !$omp end parallel do
  end subroutine axpy

  !> a = b - c: X_minus_Y.
  subroutine minus(n, a, b, c)
    integer(kind=i_def), intent(in) :: n
    real(kind=r_def), intent(inout) :: a(:)
    real(kind=r_def), intent(in) :: b(:), c(:)
    integer(kind=i_def) :: df

    !$omp parallel do default(shared) private(df) schedule(static)
    do df = 1, n
      a(df) = b(df) - c(df)
    end do
    !$omp end parallel do
  end subroutine minus

  subroutine copy(n, a, b)
    integer(kind=i_def), intent(in) :: n
    real(kind=r_def), intent(inout) :: a(:)
    real(kind=r_def), intent(in) :: b(:)
    integer(kind=i_def) :: df

    !$omp parallel do default(shared) private(df) schedule(static)
    do df = 1, n
      a(df) = b(df)
    end do
    !$omp end parallel do
  end subroutine copy

  real(kind=r_def) function dot(n, a, b)
    integer(kind=i_def), intent(in) :: n
    real(kind=r_def), intent(in) :: a(:), b(:)
    integer(kind=i_def) :: df
    real(kind=r_def) :: s

    s = 0.0_r_def
    !$omp parallel do default(shared) private(df) schedule(static) reduction(+:s)
    do df = 1, n
      s = s + a(df) * b(df)
    end do
    !$omp end parallel do
    dot = s
  end function dot

  real(kind=r_def) function total(n, a)
    integer(kind=i_def), intent(in) :: n
    real(kind=r_def), intent(in) :: a(:)
    integer(kind=i_def) :: df
    real(kind=r_def) :: s

    s = 0.0_r_def
    !$omp parallel do default(shared) private(df) schedule(static) reduction(+:s)
    do df = 1, n
      s = s + a(df)
    end do
    !$omp end parallel do
    total = s
  end function total

  subroutine init_and_mean(d, u, gid, mean_p, init)
    type(w0_data), intent(in) :: d
    real(kind=r_def), intent(inout) :: u(:)
    real(kind=r_def), intent(in) :: gid(:)
    type(field_proxy_type), intent(inout) :: mean_p
    logical, intent(in) :: init
    integer(kind=i_def), pointer :: map_w3(:,:)
    integer(kind=i_def) :: colour, cell, ndf_w3, undf_w3

    if (init) then
      do colour = 1, d%ncolour
        !$omp parallel do default(shared) private(cell) schedule(static)
        do cell = 1, d%last_edge(colour)
          call init_w0_code(d%nlayers, u, gid, d%ndf, d%undf, d%map(:, d%cmap(colour, cell)))
        end do
        !$omp end parallel do
      end do
      return
    end if
    map_w3 => mean_p%vspace%get_whole_dofmap()
    ndf_w3 = mean_p%vspace%get_ndf()
    undf_w3 = mean_p%vspace%get_undf()
    !$omp parallel do default(shared) private(cell) schedule(static)
    do cell = 1, d%ncells
      call cell_mean_code(d%nlayers, mean_p%data, u, ndf_w3, undf_w3, map_w3(:, cell), d%ndf, &
                          d%undf, d%map(:, cell))
    end do
    !$omp end parallel do
  end subroutine init_and_mean

  !> model_alg_mod's model_run, invoke by invoke (model_ref_mod's serial loops, threaded).
  subroutine model_run_omp_ref(u, b, x, r, p, ap, mean, qr, alpha, hx, hy, hz, nsteps, niter, &
                               checksum)
    type(field_type), intent(inout) :: u, b, x, r, p, ap, mean
    type(quadrature_xyoz_type), intent(in) :: qr
    real(kind=r_def), intent(in) :: alpha, hx, hy, hz
    integer(kind=i_def), intent(in) :: nsteps, niter
    real(kind=r_def), intent(out) :: checksum
    type(field_proxy_type) :: u_p, b_p, x_p, r_p, p_p, ap_p, mean_p
    type(w0_data) :: d
    real(kind=r_def) :: rr, rr_new, pap, step_len, beta
    integer(kind=i_def) :: step, it, n

    u_p = u%get_proxy(); b_p = b%get_proxy(); x_p = x%get_proxy(); r_p = r%get_proxy()
    p_p = p%get_proxy(); ap_p = ap%get_proxy(); mean_p = mean%get_proxy()
    call w0_lookup(u, qr, d)
    n = d%undf

    call init_and_mean(d, u_p%data, b_p%data, mean_p, .true.)
    do step = 1, nsteps
      call setval(n, b_p%data, 0.0_r_def)
      call helm(d, b_p%data, u_p%data, 0.0_r_def, hx, hy, hz)
      call copy(n, x_p%data, u_p%data)
      call setval(n, ap_p%data, 0.0_r_def)
      call helm(d, ap_p%data, x_p%data, alpha, hx, hy, hz)
      call minus(n, r_p%data, b_p%data, ap_p%data)
      call copy(n, p_p%data, r_p%data)
      rr = dot(n, r_p%data, r_p%data)
      do it = 1, niter
        call setval(n, ap_p%data, 0.0_r_def)
        call helm(d, ap_p%data, p_p%data, alpha, hx, hy, hz)
        pap = dot(n, p_p%data, ap_p%data)
        step_len = rr / pap
        call axpy(n, x_p%data, 1.0_r_def, p_p%data, step_len)
        call axpy(n, r_p%data, 1.0_r_def, ap_p%data, -step_len)
        rr_new = dot(n, r_p%data, r_p%data)
        beta = rr_new / rr
        rr = rr_new
        call axpy(n, p_p%data, beta, r_p%data, 1.0_r_def)
      end do
      call copy(n, u_p%data, x_p%data)
    end do
    call init_and_mean(d, u_p%data, b_p%data, mean_p, .false.)
    checksum = total(n, u_p%data) + total(mean_p%vspace%get_undf(), mean_p%data)
  end subroutine model_run_omp_ref

end module omp_ref_mod
