! Increments a W2 field (continuous: a face is shared by the two cells on either side of it)
! from a W3 field and an integer scalar, weighting each face by its local number, so that
! the two cells sharing a face add different amounts.
module w2_inc_kernel_mod
  use argument_mod, only: arg_type, GH_SCALAR, GH_FIELD, GH_REAL, GH_INTEGER, GH_READ, &
                          GH_INC, CELL_COLUMN
  use fs_continuity_mod, only: W2, W3
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: w2_inc_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                  &
         arg_type(GH_FIELD,  GH_REAL,    GH_INC,  W2),   &
         arg_type(GH_FIELD,  GH_REAL,    GH_READ, W3),   &
         arg_type(GH_SCALAR, GH_INTEGER, GH_READ)        &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: w2_inc_code
  end type w2_inc_kernel_type

  public :: w2_inc_code
contains
  subroutine w2_inc_code(nlayers, u, rho, m, ndf_w2, undf_w2, map_w2, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, m, ndf_w2, undf_w2, ndf_w3, undf_w3
    integer(kind=i_def), intent(in), dimension(ndf_w2) :: map_w2
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    real(kind=r_def), intent(inout), dimension(undf_w2) :: u
    real(kind=r_def), intent(in), dimension(undf_w3) :: rho
    integer(kind=i_def) :: k, df
    do k = 0, nlayers - 1
      do df = 1, ndf_w2
        u(map_w2(df) + k) = u(map_w2(df) + k) + real(m + df, r_def) * rho(map_w3(1) + k)
      end do
    end do
  end subroutine w2_inc_code
end module w2_inc_kernel_mod
