! Assembles an LMA operator from W2V to W3 out of a W3 field (W2V only the operator's space):
! the source of cma_asm_kernel_mod's column-wise operator.
module lma_w3w2v_kernel_mod
  use argument_mod, only: arg_type, GH_OPERATOR, GH_FIELD, GH_REAL, GH_READ, GH_WRITE, &
                          CELL_COLUMN
  use fs_continuity_mod, only: W3, W2V
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: lma_w3w2v_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                     &
         arg_type(GH_OPERATOR, GH_REAL, GH_WRITE, W3, W2V), &
         arg_type(GH_FIELD,    GH_REAL, GH_READ,  W3)       &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: lma_w3w2v_code
  end type lma_w3w2v_kernel_type

  public :: lma_w3w2v_code
contains
  subroutine lma_w3w2v_code(cell, nlayers, ncell_3d, op, r3, ndf_w3, undf_w3, map_w3, ndf_w2v)
    integer(kind=i_def), intent(in) :: cell, nlayers, ncell_3d, ndf_w3, undf_w3, ndf_w2v
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    real(kind=r_def), intent(inout), dimension(ndf_w3, ndf_w2v, ncell_3d) :: op
    real(kind=r_def), intent(in), dimension(undf_w3) :: r3
    integer(kind=i_def) :: k, i, j, ik
    do k = 0, nlayers - 1
      ik = (cell - 1) * nlayers + k + 1
      do j = 1, ndf_w2v
        do i = 1, ndf_w3
          op(i, j, ik) = r3(map_w3(i) + k) * real(2 * j - 3, r_def) + real(ik, r_def) / 13.0_r_def
        end do
      end do
    end do
  end subroutine lma_w3w2v_code
end module lma_w3w2v_kernel_mod
