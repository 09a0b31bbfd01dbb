! A scalar array that the metadata reads but the kernel's dummy declares intent(inout) (for
! psyc-intents.test): the binding passes its address, so it declares the invoke's dummy
! intent(inout), and the out-of-line wrapper's dummy too.
module array_intents_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  use constants_mod, only: r_def, i_def
  implicit none
  type, public, extends(kernel_type) :: array_intents_kernel_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD,        GH_REAL, GH_READWRITE, W3), &
         arg_type(GH_SCALAR_ARRAY, GH_REAL, GH_READ,      1)   &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: array_intents_code
  end type array_intents_kernel_type
contains
  subroutine array_intents_code(nlayers, a, dims_coef, coef, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    integer(kind=i_def), intent(in), dimension(1) :: dims_coef
    real(kind=r_def), intent(inout), dimension(undf_w3) :: a
    real(kind=r_def), intent(inout), dimension(dims_coef(1)) :: coef
  end subroutine array_intents_code
end module array_intents_kernel_mod
