! The hand-written reference for operator_alg.x90's invoke: the kernels called in plain loops
! over the cells with the arguments an LFRic PSy layer passes (the cell first, then nlayers,
! the operator's ncell_3d and whole local_stencil), looked up through LFRic's API. No
! psy-mlir code is involved.
module operator_reference_mod
  use constants_mod, only: r_def, i_def
  use field_mod, only: field_type, field_proxy_type
  use operator_mod, only: operator_type, operator_proxy_type
  use op_assemble_kernel_mod, only: op_assemble_code
  use op_apply_kernel_mod, only: op_apply_code
  implicit none
  private
  public :: operator_reference_invoke, compare_operators
contains

  subroutine operator_reference_invoke(mm, y, x)
    type(operator_type), intent(in) :: mm
    type(field_type), intent(in) :: y, x
    type(field_proxy_type) :: y_p, x_p
    type(operator_proxy_type) :: mm_p
    integer(i_def), pointer :: map_w0(:,:)
    integer(i_def) :: nlayers, ncell, ndf, undf, cell

    y_p = y%get_proxy()
    x_p = x%get_proxy()
    mm_p = mm%get_proxy()
    nlayers = x_p%vspace%get_nlayers()
    ncell = x_p%vspace%get_ncell()
    ndf = x_p%vspace%get_ndf()
    undf = x_p%vspace%get_undf()
    map_w0 => x_p%vspace%get_whole_dofmap()
    do cell = 1, ncell
      call op_assemble_code(cell, nlayers, mm_p%ncell_3d, mm_p%local_stencil, x_p%data, ndf, &
                            undf, map_w0(:, cell))
    end do
    do cell = 1, ncell
      call op_apply_code(cell, nlayers, y_p%data, x_p%data, mm_p%ncell_3d,                  &
                         mm_p%local_stencil, ndf, undf, map_w0(:, cell))
    end do
  end subroutine operator_reference_invoke

  ! Counts the entries of `a` that differ from `b`'s and the nonzero ones (the assembly ran).
  subroutine compare_operators(what, a, b, bad)
    character(*), intent(in) :: what
    type(operator_type), intent(in) :: a, b
    integer(i_def), intent(inout) :: bad
    type(operator_proxy_type) :: p, q
    integer(i_def) :: differ, nonzero
    p = a%get_proxy()
    q = b%get_proxy()
    differ = count(p%local_stencil /= q%local_stencil)
    nonzero = count(p%local_stencil /= 0.0_r_def)
    bad = bad + differ
    write(*, '(a, a, i0, a, i0, a, i0)') what, ': entries=', size(p%local_stencil), &
        ' differ=', differ, ' nonzero=', nonzero
  end subroutine compare_operators
end module operator_reference_mod
