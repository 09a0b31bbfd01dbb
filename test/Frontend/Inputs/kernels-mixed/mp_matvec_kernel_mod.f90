! A generic matrix-vector kernel as LFRic writes matrix_vector_kernel_type: lhs += matrix * x,
! one specific per precision, each taking its fields and its operator in that precision.
module mp_matvec_kernel_mod
  use argument_mod
  use constants_mod, only: r_single, r_double, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: mp_matvec_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                                    &
         arg_type(GH_FIELD,    GH_REAL, GH_INC,  ANY_SPACE_1),             &
         arg_type(GH_FIELD,    GH_REAL, GH_READ, ANY_SPACE_2),             &
         arg_type(GH_OPERATOR, GH_REAL, GH_READ, ANY_SPACE_1, ANY_SPACE_2) &
         /)
    integer :: operates_on = CELL_COLUMN
  end type mp_matvec_kernel_type

  public :: mp_matvec_code

  interface mp_matvec_code
    module procedure mp_matvec_code_r_single, mp_matvec_code_r_double
  end interface mp_matvec_code

contains

  subroutine mp_matvec_code_r_single(cell, nlayers, lhs, x, ncell_3d, matrix, &
                                     ndf1, undf1, map1, ndf2, undf2, map2)
    integer(kind=i_def), intent(in) :: cell, nlayers, ncell_3d
    integer(kind=i_def), intent(in) :: ndf1, undf1, ndf2, undf2
    integer(kind=i_def), intent(in) :: map1(ndf1), map2(ndf2)
    real(kind=r_single), intent(inout) :: lhs(undf1)
    real(kind=r_single), intent(in) :: x(undf2)
    real(kind=r_single), intent(in) :: matrix(ndf1, ndf2, ncell_3d)
  end subroutine mp_matvec_code_r_single

  subroutine mp_matvec_code_r_double(cell, nlayers, lhs, x, ncell_3d, matrix, &
                                     ndf1, undf1, map1, ndf2, undf2, map2)
    integer(kind=i_def), intent(in) :: cell, nlayers, ncell_3d
    integer(kind=i_def), intent(in) :: ndf1, undf1, ndf2, undf2
    integer(kind=i_def), intent(in) :: map1(ndf1), map2(ndf2)
    real(kind=r_double), intent(inout) :: lhs(undf1)
    real(kind=r_double), intent(in) :: x(undf2)
    real(kind=r_double), intent(in) :: matrix(ndf1, ndf2, ncell_3d)
  end subroutine mp_matvec_code_r_double
end module mp_matvec_kernel_mod
