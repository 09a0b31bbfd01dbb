! A kernel called once for the whole domain (operates_on = DOMAIN): it loops over the owned
! cells itself, with the whole dofmap.
module domain_kernel_mod
  use argument_mod, only: arg_type, GH_SCALAR, GH_FIELD, GH_REAL, GH_READ, GH_READWRITE, DOMAIN
  use fs_continuity_mod, only: W3
  use constants_mod, only: r_def, i_def
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: domain_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                  &
         arg_type(GH_FIELD,  GH_REAL, GH_READWRITE, W3), &
         arg_type(GH_SCALAR, GH_REAL, GH_READ)           &
         /)
    integer :: operates_on = DOMAIN
  contains
    procedure, nopass :: domain_code
  end type domain_kernel_type

  public :: domain_code
contains
  subroutine domain_code(nlayers, ncell_2d_no_halos, w, c, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, ncell_2d_no_halos, ndf_w3, undf_w3
    integer(kind=i_def), intent(in), dimension(ndf_w3, ncell_2d_no_halos) :: map_w3
    real(kind=r_def), intent(inout), dimension(undf_w3) :: w
    real(kind=r_def), intent(in) :: c
    integer(kind=i_def) :: cell, k
    do cell = 1, ncell_2d_no_halos
      do k = 0, nlayers - 1
        w(map_w3(1, cell) + k) = w(map_w3(1, cell) + k) + c * real(cell * (k + 1), r_def)
      end do
    end do
  end subroutine domain_code
end module domain_kernel_mod
