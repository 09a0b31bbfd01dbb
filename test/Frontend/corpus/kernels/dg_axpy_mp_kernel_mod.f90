!> @brief y = y + a * x on a discontinuous space, in single or double precision.
!> Corpus: a mixed-precision kernel whose generic interface lists each specific on its own
!> line; no procedure binding in the type.
module dg_axpy_mp_kernel_mod

  use argument_mod,      only: arg_type,                       &
                               GH_FIELD, GH_SCALAR, GH_REAL,   &
                               GH_READWRITE, GH_READ,          &
                               CELL_COLUMN
  use constants_mod,     only: r_single, r_double, i_def
  use fs_continuity_mod, only: W3
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: dg_axpy_mp_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                   &
         arg_type(GH_FIELD,  GH_REAL, GH_READWRITE, W3),  &
         arg_type(GH_FIELD,  GH_REAL, GH_READ,      W3),  &
         arg_type(GH_SCALAR, GH_REAL, GH_READ)            &
         /)
    integer :: operates_on = CELL_COLUMN
  end type dg_axpy_mp_kernel_type

  public :: dg_axpy_mp_code

  ! The single-precision version serves the r_solver (and r_single) fields of the solver.
  interface dg_axpy_mp_code
    module procedure dg_axpy_mp_code_r_single
    module procedure dg_axpy_mp_code_r_double
  end interface dg_axpy_mp_code

contains

  subroutine dg_axpy_mp_code_r_single(nlayers, y, x, a, ndf_w3, undf_w3, map_w3)
    implicit none
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3
    integer(kind=i_def), dimension(ndf_w3), intent(in) :: map_w3
    real(kind=r_single), dimension(undf_w3), intent(inout) :: y
    real(kind=r_single), dimension(undf_w3), intent(in) :: x
    real(kind=r_single), intent(in) :: a
    integer(kind=i_def) :: k, df

    do k = 0, nlayers - 1
      do df = 1, ndf_w3
        y(map_w3(df) + k) = y(map_w3(df) + k) + a * x(map_w3(df) + k)
      end do
    end do
  end subroutine dg_axpy_mp_code_r_single

  subroutine dg_axpy_mp_code_r_double(nlayers, y, x, a, ndf_w3, undf_w3, map_w3)
    implicit none
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3
    integer(kind=i_def), dimension(ndf_w3), intent(in) :: map_w3
    real(kind=r_double), dimension(undf_w3), intent(inout) :: y
    real(kind=r_double), dimension(undf_w3), intent(in) :: x
    real(kind=r_double), intent(in) :: a
    integer(kind=i_def) :: k, df

    do k = 0, nlayers - 1
      do df = 1, ndf_w3
        y(map_w3(df) + k) = y(map_w3(df) + k) + a * x(map_w3(df) + k)
      end do
    end do
  end subroutine dg_axpy_mp_code_r_double

end module dg_axpy_mp_kernel_mod
