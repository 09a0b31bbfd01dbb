! The hand-written reference for operator2_alg.x90's invoke: the kernels called in plain loops
! over the cells with the arguments an LFRic PSy layer passes (PSyclone's order), ndf of a
! space only an operator is on taken from the operator's fs_to / fs_from, looked up through
! LFRic's API. No psy-mlir code is involved.
module operator2_reference_mod
  use constants_mod, only: r_def, r_solver, r_tran, i_def
  use field_mod, only: field_type, field_proxy_type
  use function_space_mod, only: BASIS
  use operator_mod, only: operator_type, operator_proxy_type, r_solver_operator_type, &
                          r_solver_operator_proxy_type, r_tran_operator_type,        &
                          r_tran_operator_proxy_type
  use quadrature_xyoz_mod, only: quadrature_xyoz_type, quadrature_xyoz_proxy_type
  use op_mass3_kernel_mod, only: op_mass3_code
  use op_w3w0_kernel_mod, only: op_w3w0_code
  use op_apply30_kernel_mod, only: op_apply30_code
  use op_solver_kernel_mod, only: op_solver_code
  use op_scale_kernel_mod, only: op_scale_code
  implicit none
  private
  public :: operator2_reference_invoke, compare_solver, compare_tran
contains

  subroutine operator2_reference_invoke(qr, m3, chi, a30, r3, y3, x0, ms)
    type(quadrature_xyoz_type), intent(in) :: qr
    type(r_tran_operator_type), intent(in) :: m3
    type(field_type), intent(in) :: chi(3), r3, y3, x0
    type(operator_type), intent(in) :: a30
    type(r_solver_operator_type), intent(in) :: ms
    type(r_tran_operator_proxy_type) :: m3_p
    type(operator_proxy_type) :: a30_p
    type(r_solver_operator_proxy_type) :: ms_p
    type(field_proxy_type) :: c1, c2, c3, r3_p, y3_p, x0_p
    type(quadrature_xyoz_proxy_type) :: q
    integer(i_def), pointer :: map_wchi(:,:), map_w3(:,:), map_w0(:,:)
    real(r_def), allocatable :: b3(:,:,:,:)
    integer(i_def) :: nlayers, ncell, ndf3, ndf0, ndfc, cell

    m3_p = m3%get_proxy()
    a30_p = a30%get_proxy()
    ms_p = ms%get_proxy()
    c1 = chi(1)%get_proxy()
    c2 = chi(2)%get_proxy()
    c3 = chi(3)%get_proxy()
    r3_p = r3%get_proxy()
    y3_p = y3%get_proxy()
    x0_p = x0%get_proxy()
    q = qr%get_quadrature_proxy()
    nlayers = c1%vspace%get_nlayers()
    ncell = c1%vspace%get_ncell()
    ndf3 = m3_p%fs_to%get_ndf()
    ndf0 = a30_p%fs_from%get_ndf()
    ndfc = c1%vspace%get_ndf()
    map_wchi => c1%vspace%get_whole_dofmap()
    map_w3 => r3_p%vspace%get_whole_dofmap()
    map_w0 => x0_p%vspace%get_whole_dofmap()
    allocate(b3(1, ndf3, q%np_xy, q%np_z))
    call qr%compute_function(BASIS, m3_p%fs_to, 1, ndf3, b3)
    do cell = 1, ncell
      call op_mass3_code(cell, nlayers, m3_p%ncell_3d, m3_p%local_stencil, c1%data, c2%data, &
                         c3%data, ndf3, b3, ndfc, c1%vspace%get_undf(), map_wchi(:, cell),  &
                         q%np_xy, q%np_z, q%weights_xy, q%weights_z)
    end do
    do cell = 1, ncell
      call op_w3w0_code(cell, nlayers, a30_p%ncell_3d, a30_p%local_stencil, r3_p%data, ndf3, &
                        r3_p%vspace%get_undf(), map_w3(:, cell), ndf0)
    end do
    do cell = 1, ncell
      call op_apply30_code(cell, nlayers, y3_p%data, x0_p%data, a30_p%ncell_3d,            &
                           a30_p%local_stencil, m3_p%ncell_3d, m3_p%local_stencil, ndf3, &
                           y3_p%vspace%get_undf(), map_w3(:, cell), ndf0,                 &
                           x0_p%vspace%get_undf(), map_w0(:, cell))
    end do
    do cell = 1, ncell
      call op_solver_code(cell, nlayers, ms_p%ncell_3d, ms_p%local_stencil, x0_p%data,      &
                          a30_p%ncell_3d, a30_p%local_stencil, ndf0,                      &
                          x0_p%vspace%get_undf(), map_w0(:, cell), ndf3)
    end do
    do cell = 1, ms_p%fs_to%get_ncell()
      call op_scale_code(cell, ms_p%fs_to%get_nlayers(), ms_p%ncell_3d, ms_p%local_stencil, &
                         ms_p%fs_to%get_ndf(), ms_p%fs_from%get_ndf())
    end do
    do cell = 1, ms_p%fs_to%get_ncell()
      call op_scale_code(cell, ms_p%fs_to%get_nlayers(), ms_p%ncell_3d, ms_p%local_stencil, &
                         ms_p%fs_to%get_ndf(), ms_p%fs_from%get_ndf())
    end do
  end subroutine operator2_reference_invoke

  ! Counts the entries that differ (into `bad`) and the nonzero ones (the assembly ran).
  subroutine compare_solver(what, a, b, bad)
    character(*), intent(in) :: what
    type(r_solver_operator_type), intent(in) :: a, b
    integer(i_def), intent(inout) :: bad
    type(r_solver_operator_proxy_type) :: p, q
    integer(i_def) :: differ
    p = a%get_proxy()
    q = b%get_proxy()
    differ = count(p%local_stencil /= q%local_stencil)
    bad = bad + differ
    write(*, '(a, a, i0, a, i0, a, i0)') what, ': entries=', size(p%local_stencil), &
        ' differ=', differ, ' nonzero=', count(p%local_stencil /= 0.0_r_solver)
  end subroutine compare_solver

  subroutine compare_tran(what, a, b, bad)
    character(*), intent(in) :: what
    type(r_tran_operator_type), intent(in) :: a, b
    integer(i_def), intent(inout) :: bad
    type(r_tran_operator_proxy_type) :: p, q
    integer(i_def) :: differ
    p = a%get_proxy()
    q = b%get_proxy()
    differ = count(p%local_stencil /= q%local_stencil)
    bad = bad + differ
    write(*, '(a, a, i0, a, i0, a, i0)') what, ': entries=', size(p%local_stencil), &
        ' differ=', differ, ' nonzero=', count(p%local_stencil /= 0.0_r_tran)
  end subroutine compare_tran
end module operator2_reference_mod
