! A generic kernel whose specifics do not fit its metadata: one argument too few (no map_w3),
! so no call of it can pick a specific.
module mp_wrong_kernel_mod
  use argument_mod
  use constants_mod, only: r_single, r_double, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: mp_wrong_kernel_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3) /)
    integer :: operates_on = CELL_COLUMN
  end type mp_wrong_kernel_type

  interface mp_wrong_code
    module procedure mp_wrong_code_r_single, mp_wrong_code_r_double
  end interface

contains

  subroutine mp_wrong_code_r_single(nlayers, f, ndf_w3, undf_w3)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3
    real(kind=r_single), intent(inout) :: f(undf_w3)
  end subroutine mp_wrong_code_r_single

  subroutine mp_wrong_code_r_double(nlayers, f, ndf_w3, undf_w3)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3
    double precision, intent(inout) :: f(undf_w3)
  end subroutine mp_wrong_code_r_double
end module mp_wrong_kernel_mod
