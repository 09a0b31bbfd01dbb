! The hand-written reference for cma_alg.x90's invoke: the kernels called in plain loops over
! the cells with the arguments an LFRic PSy layer passes to column-wise operator kernels
! (assembly: cell, nlayers, ncell_2d, ..., the column-banded dofmaps; application: no
! nlayers, the indirection dofmaps; matrix-matrix: the operators and scalars only), looked up
! through LFRic's API. No psy-mlir code.
module cma_reference_mod
  use constants_mod, only: r_def, r_solver, i_def
  use field_mod, only: field_type, field_proxy_type
  use operator_mod, only: operator_type, operator_proxy_type
  use columnwise_operator_mod, only: columnwise_operator_type, columnwise_operator_proxy_type
  use lma_w3w2v_kernel_mod, only: lma_w3w2v_code
  use cma_asm_kernel_mod, only: cma_asm_code
  use cma_apply_kernel_mod, only: cma_apply_code
  use cma_scale_kernel_mod, only: cma_scale_code
  implicit none
  private
  public :: cma_reference_invoke, compare_columnwise
contains

  subroutine cma_reference_invoke(div, r, cma, y, x, half, s)
    type(operator_type), intent(in) :: div
    type(columnwise_operator_type), intent(in) :: cma, half
    real(r_def), intent(in) :: s
    type(columnwise_operator_proxy_type) :: h
    type(field_type), intent(in) :: r, y, x
    type(operator_proxy_type) :: d
    type(columnwise_operator_proxy_type) :: c
    type(field_proxy_type) :: r_p, y_p, x_p
    integer(i_def), pointer :: map_w3(:,:), map_w2v(:,:)
    integer(i_def) :: nlayers, ncell, cell

    d = div%get_proxy()
    c = cma%get_proxy()
    r_p = r%get_proxy()
    y_p = y%get_proxy()
    x_p = x%get_proxy()
    nlayers = r_p%vspace%get_nlayers()
    ncell = r_p%vspace%get_ncell()
    map_w3 => r_p%vspace%get_whole_dofmap()
    map_w2v => x_p%vspace%get_whole_dofmap()
    do cell = 1, ncell
      call lma_w3w2v_code(cell, nlayers, d%ncell_3d, d%local_stencil, r_p%data,            &
                          r_p%vspace%get_ndf(), r_p%vspace%get_undf(), map_w3(:, cell),    &
                          d%fs_from%get_ndf())
    end do
    do cell = 1, ncell
      call cma_asm_code(cell, nlayers, c%ncell_2d, d%ncell_3d, d%local_stencil,            &
                        c%columnwise_matrix, c%nrow, c%ncol, c%bandwidth, c%alpha, c%beta, &
                        c%gamma_m, c%gamma_p, c%fs_to%get_ndf(), c%column_banded_dofmap_to, &
                        c%fs_from%get_ndf(), c%column_banded_dofmap_from)
    end do
    do cell = 1, ncell
      call cma_apply_code(cell, c%ncell_2d, y_p%data, x_p%data, c%columnwise_matrix,       &
                          c%nrow, c%ncol, c%bandwidth, c%alpha, c%beta, c%gamma_m,          &
                          c%gamma_p, y_p%vspace%get_ndf(), y_p%vspace%get_undf(),           &
                          map_w3(:, cell), c%indirection_dofmap_to, x_p%vspace%get_ndf(),   &
                          x_p%vspace%get_undf(), map_w2v(:, cell), c%indirection_dofmap_from)
    end do
    h = half%get_proxy()
    do cell = 1, ncell
      call cma_scale_code(cell, h%ncell_2d, h%columnwise_matrix, h%nrow, h%ncol, h%bandwidth, &
                          h%alpha, h%beta, h%gamma_m, h%gamma_p, c%columnwise_matrix, c%nrow, &
                          c%ncol, c%bandwidth, c%alpha, c%beta, c%gamma_m, c%gamma_p, s)
    end do
  end subroutine cma_reference_invoke

  ! Counts the banded-matrix entries that differ (into `bad`) and the nonzero ones.
  subroutine compare_columnwise(what, a, b, bad)
    character(*), intent(in) :: what
    type(columnwise_operator_type), intent(in) :: a, b
    integer(i_def), intent(inout) :: bad
    type(columnwise_operator_proxy_type) :: p, q
    integer(i_def) :: differ
    p = a%get_proxy()
    q = b%get_proxy()
    differ = count(p%columnwise_matrix /= q%columnwise_matrix)
    bad = bad + differ
    write(*, '(a, a, i0, a, i0, a, i0)') what, ': entries=', size(p%columnwise_matrix), &
        ' differ=', differ, ' nonzero=', count(p%columnwise_matrix /= 0.0_r_solver)
  end subroutine compare_columnwise
end module cma_reference_mod
