! Two quadrature shapes (face and edge): two quadrature-rule arguments.
module face_edge_qr_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: face_edge_qr_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W2), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3) &
         /)
    type(func_type), dimension(1) :: meta_funcs = (/ func_type(W2, GH_BASIS) /)
    integer, dimension(2) :: gh_shape = (/ GH_QUADRATURE_FACE, GH_QUADRATURE_EDGE /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: face_edge_qr_code
  end type face_edge_qr_type

  public :: face_edge_qr_code
contains
  subroutine face_edge_qr_code()
  end subroutine face_edge_qr_code
end module face_edge_qr_mod
