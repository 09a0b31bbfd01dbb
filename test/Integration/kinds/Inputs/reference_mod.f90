! The plain-loop reference: the kernel called cell by cell, as an LFRic PSy layer calls it.
module reference_mod
  use constants_mod, only: r_solver, i_def
  use r_solver_field_mod, only: r_solver_field_type, r_solver_field_proxy_type
  use solver_kernel_mod, only: solver_code
  implicit none
  private
  public :: run_reference
contains
  subroutine run_reference(x, a)
    type(r_solver_field_type), intent(inout) :: x
    real(r_solver), intent(in) :: a
    type(r_solver_field_proxy_type) :: xp
    integer(i_def), pointer :: m3(:,:)
    integer(i_def) :: cell
    xp = x%get_proxy()
    m3 => xp%vspace%get_whole_dofmap()
    do cell = 1, xp%vspace%get_ncell()
      call solver_code(xp%vspace%get_nlayers(), a, xp%data, xp%vspace%get_ndf(), &
                       xp%vspace%get_undf(), m3(:, cell))
    end do
  end subroutine run_reference
end module reference_mod
