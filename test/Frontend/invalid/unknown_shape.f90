! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! An unknown gh_shape.
module unknown_shape
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3) &
         /)
    integer :: gh_shape = GH_QUADRATURE_XYZ
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module unknown_shape

! CHECK: {{.*}}unknown_shape.f90:12:27: error: unknown gh_shape 'gh_quadrature_xyz' in gh_shape; valid: gh_quadrature_xyoz, gh_quadrature_face, gh_quadrature_edge, g
