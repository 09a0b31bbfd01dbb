! A scalar gh_shape and iterates_over with its older value (cells).
module shape_scalar_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: shape_scalar_kernel_type
    private
    type(arg_type) :: meta_args(2) = [                 &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3),    &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2)      ]
    type(func_type) :: meta_funcs(1) = [ func_type(W2, GH_DIFF_BASIS) ]
    integer :: gh_shape = gh_quadrature_face
    integer :: iterates_over = CELLS
  contains
    procedure, nopass :: shape_scalar_code
  end type shape_scalar_kernel_type

contains
  subroutine shape_scalar_code()
  end subroutine shape_scalar_code
end module shape_scalar_kernel_mod
