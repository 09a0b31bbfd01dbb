! Increments a W1 field from a W3 one over the owned cells and the halo cells to the depth the
! algorithm gives it.
module owned_halo_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: owned_halo_kernel_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W1), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3) &
         /)
    integer :: operates_on = OWNED_AND_HALO_CELL_COLUMN
  contains
    procedure, nopass :: owned_halo_kernel_code
  end type owned_halo_kernel_type

  public :: owned_halo_kernel_code
contains
  subroutine owned_halo_kernel_code()
  end subroutine owned_halo_kernel_code
end module owned_halo_kernel_mod
