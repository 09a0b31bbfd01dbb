! A generic kernel with a single-precision specific only.
module mp_single_kernel_mod
  use argument_mod
  use constants_mod, only: r_single, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: mp_single_kernel_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3) /)
    integer :: operates_on = CELL_COLUMN
  end type mp_single_kernel_type

  interface mp_single_code
    module procedure mp_single_code_r_single
  end interface

contains

  subroutine mp_single_code_r_single(nlayers, f, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3, map_w3(ndf_w3)
    real(kind=r_single), intent(inout) :: f(undf_w3)
  end subroutine mp_single_code_r_single
end module mp_single_kernel_mod
