! The plain-loop reference: the kernel called cell by cell through its generic name, then
! the builtins as loops over the dofs.
module reference_mod
  use constants_mod, only: r_def, r_solver, i_def
  use field_mod, only: field_type, field_proxy_type
  use r_solver_field_mod, only: r_solver_field_type, r_solver_field_proxy_type
  use mixed_kernel_mod, only: mixed_code
  implicit none
  private
  public :: run_reference
contains
  subroutine run_reference(xs, xd, as, ad, total)
    type(r_solver_field_type), intent(inout) :: xs
    type(field_type), intent(inout) :: xd
    real(r_solver), intent(in) :: as
    real(r_def), intent(in) :: ad
    real(r_solver), intent(out) :: total
    type(r_solver_field_proxy_type) :: sp
    type(field_proxy_type) :: dp
    integer(i_def), pointer :: m3(:,:)
    integer(i_def) :: cell, i
    sp = xs%get_proxy()
    dp = xd%get_proxy()
    m3 => sp%vspace%get_whole_dofmap()
    do cell = 1, sp%vspace%get_ncell()
      call mixed_code(sp%vspace%get_nlayers(), as, sp%data, sp%vspace%get_ndf(), &
                      sp%vspace%get_undf(), m3(:, cell))
    end do
    do cell = 1, dp%vspace%get_ncell()
      call mixed_code(dp%vspace%get_nlayers(), ad, dp%data, dp%vspace%get_ndf(), &
                      dp%vspace%get_undf(), m3(:, cell))
    end do
    do i = 1, size(sp%data)
      sp%data(i) = as * sp%data(i)
    end do
    total = 0.0_r_solver
    do i = 1, size(sp%data)
      total = total + sp%data(i)
    end do
  end subroutine run_reference
end module reference_mod
