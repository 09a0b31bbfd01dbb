! Scales an r_solver W3 field in place and adds the level: x = a * x + k, in r_solver.
module solver_kernel_mod
  use argument_mod, only: arg_type, GH_SCALAR, GH_FIELD, GH_REAL, GH_READ, GH_READWRITE, &
                          CELL_COLUMN
  use fs_continuity_mod, only: W3
  use constants_mod, only: r_solver, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: solver_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                   &
         arg_type(GH_SCALAR, GH_REAL, GH_READ),           &
         arg_type(GH_FIELD,  GH_REAL, GH_READWRITE, W3)   &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: solver_code
  end type solver_kernel_type

  public :: solver_code
contains
  subroutine solver_code(nlayers, a, x, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    real(kind=r_solver), intent(in) :: a
    real(kind=r_solver), intent(inout), dimension(undf_w3) :: x
    integer(kind=i_def) :: k
    do k = 0, nlayers - 1
      x(map_w3(1) + k) = a * x(map_w3(1) + k) + real(k, r_solver)
    end do
  end subroutine solver_code
end module solver_kernel_mod
