!> @brief Applies a local operator to a field: lhs = lhs + op * x, in single or double precision.
!> Corpus: a mixed-precision kernel. The code is a generic interface with an r_single and an
!> r_double specific and the type has no procedure binding; the specific is chosen by the
!> precision of the actual arguments.
module mass_apply_mp_kernel_mod

  use argument_mod,  only: arg_type,                 &
                           GH_FIELD, GH_OPERATOR,    &
                           GH_REAL, GH_READ, GH_INC, &
                           ANY_SPACE_1, ANY_SPACE_2, &
                           CELL_COLUMN
  use constants_mod, only: r_single, r_double, i_def
  use kernel_mod,    only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: mass_apply_mp_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                                    &
         arg_type(GH_FIELD,    GH_REAL, GH_INC,  ANY_SPACE_1),             &
         arg_type(GH_FIELD,    GH_REAL, GH_READ, ANY_SPACE_2),             &
         arg_type(GH_OPERATOR, GH_REAL, GH_READ, ANY_SPACE_1, ANY_SPACE_2) &
         /)
    integer :: operates_on = CELL_COLUMN
  end type mass_apply_mp_kernel_type

  public :: mass_apply_mp_code

  interface mass_apply_mp_code
    module procedure mass_apply_mp_code_r_single, mass_apply_mp_code_r_double
  end interface

contains

  subroutine mass_apply_mp_code_r_single(cell, nlayers, lhs, x, ncell_3d, op, &
                                         ndf1, undf1, map1, ndf2, undf2, map2)
    implicit none
    integer(kind=i_def), intent(in) :: cell, nlayers, ncell_3d
    integer(kind=i_def), intent(in) :: ndf1, undf1, ndf2, undf2
    integer(kind=i_def), dimension(ndf1), intent(in) :: map1
    integer(kind=i_def), dimension(ndf2), intent(in) :: map2
    real(kind=r_single), dimension(undf1), intent(inout) :: lhs
    real(kind=r_single), dimension(undf2), intent(in) :: x
    real(kind=r_single), dimension(ndf1, ndf2, ncell_3d), intent(in) :: op
    integer(kind=i_def) :: k, ik, df

    do k = 0, nlayers - 1
      ik = (cell - 1) * nlayers + k + 1
      do df = 1, ndf1
        lhs(map1(df) + k) = lhs(map1(df) + k) + &
             dot_product(op(df, :, ik), x(map2(:) + k))
      end do
    end do
  end subroutine mass_apply_mp_code_r_single

  subroutine mass_apply_mp_code_r_double(cell, nlayers, lhs, x, ncell_3d, op, &
                                         ndf1, undf1, map1, ndf2, undf2, map2)
    implicit none
    integer(kind=i_def), intent(in) :: cell, nlayers, ncell_3d
    integer(kind=i_def), intent(in) :: ndf1, undf1, ndf2, undf2
    integer(kind=i_def), dimension(ndf1), intent(in) :: map1
    integer(kind=i_def), dimension(ndf2), intent(in) :: map2
    real(kind=r_double), dimension(undf1), intent(inout) :: lhs
    real(kind=r_double), dimension(undf2), intent(in) :: x
    real(kind=r_double), dimension(ndf1, ndf2, ncell_3d), intent(in) :: op
    integer(kind=i_def) :: k, ik, df

    do k = 0, nlayers - 1
      ik = (cell - 1) * nlayers + k + 1
      do df = 1, ndf1
        lhs(map1(df) + k) = lhs(map1(df) + k) + &
             dot_product(op(df, :, ik), x(map2(:) + k))
      end do
    end do
  end subroutine mass_apply_mp_code_r_double

end module mass_apply_mp_kernel_mod
