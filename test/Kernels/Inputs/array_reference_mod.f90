! The hand-written reference for array_alg.x90's invoke: the kernel called in a plain loop over
! the cells with the arguments an LFRic PSy layer passes (each scalar array's extents, then
! the array). No psy-mlir code is involved.
module array_reference_mod
  use constants_mod, only: r_def, i_def
  use field_mod, only: field_type, field_proxy_type
  use array_kernel_mod, only: array_code
  implicit none
  private
  public :: array_reference_invoke
contains
  subroutine array_reference_invoke(y, coef, idx)
    type(field_type), intent(in) :: y
    real(r_def), intent(in) :: coef(:,:)
    integer(i_def), intent(in) :: idx(:)
    type(field_proxy_type) :: y_p
    integer(i_def), pointer :: map(:,:)
    integer(i_def) :: cell
    y_p = y%get_proxy()
    map => y_p%vspace%get_whole_dofmap()
    do cell = 1, y_p%vspace%get_ncell()
      call array_code(y_p%vspace%get_nlayers(), y_p%data, shape(coef), coef, shape(idx), idx, &
                      y_p%vspace%get_ndf(), y_p%vspace%get_undf(), map(:, cell))
    end do
  end subroutine array_reference_invoke
end module array_reference_mod
