! Increments a W1 field from a W2 field and an integer scalar: the edges of a cell take
! the cell's faces in turn.
module w1_w2_kernel_mod
  use argument_mod, only: arg_type, GH_SCALAR, GH_FIELD, GH_REAL, GH_INTEGER, GH_READ, &
                          GH_INC, CELL_COLUMN
  use fs_continuity_mod, only: W1, W2
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: w1_w2_kernel_type
    private
    type(arg_type) :: meta_args(3) = (/                  &
         arg_type(GH_FIELD,  GH_REAL,    GH_INC,  W1),   &
         arg_type(GH_FIELD,  GH_REAL,    GH_READ, W2),   &
         arg_type(GH_SCALAR, GH_INTEGER, GH_READ)        &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: w1_w2_code
  end type w1_w2_kernel_type

  public :: w1_w2_code
contains
  subroutine w1_w2_code(nlayers, e, f, n, ndf_w1, undf_w1, map_w1, ndf_w2, undf_w2, map_w2)
    integer(kind=i_def), intent(in) :: nlayers, n, ndf_w1, undf_w1, ndf_w2, undf_w2
    integer(kind=i_def), intent(in), dimension(ndf_w1) :: map_w1
    integer(kind=i_def), intent(in), dimension(ndf_w2) :: map_w2
    real(kind=r_def), intent(inout), dimension(undf_w1) :: e
    real(kind=r_def), intent(in), dimension(undf_w2) :: f
    integer(kind=i_def) :: k, df
    do k = 0, nlayers - 1
      do df = 1, ndf_w1
        e(map_w1(df) + k) = e(map_w1(df) + k) + real(n * df, r_def) * &
                            f(map_w2(mod(df, ndf_w2) + 1) + k) / 7.0_r_def
      end do
    end do
  end subroutine w1_w2_code
end module w1_w2_kernel_mod
