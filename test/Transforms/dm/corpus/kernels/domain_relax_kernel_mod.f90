!> @brief Relaxes a W3 field towards zero over the whole domain.
!> DM schedule corpus kernel (test/Transforms/dm/corpus).
module domain_relax_kernel_mod

  use argument_mod, only: arg_type, DOMAIN, GH_FIELD, GH_READ, GH_READWRITE, GH_REAL, &
                          GH_SCALAR
  use constants_mod, only: r_def, i_def
  use fs_continuity_mod, only: W3
  use kernel_mod, only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: domain_relax_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_READWRITE, W3), &
         arg_type(GH_SCALAR, GH_REAL, GH_READ)  &
         /)
    integer :: operates_on = DOMAIN
  contains
    procedure, nopass :: domain_relax_code
  end type domain_relax_kernel_type

  public :: domain_relax_code

contains

  subroutine domain_relax_code(nlayers, ncell_2d_no_halos, field_1_w3, rscalar_2,  &
      ndf_w3, undf_w3, map_w3)
    use constants_mod, only: r_def, i_def, l_def
    implicit none
    integer(kind=i_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ncell_2d_no_halos
    integer(kind=i_def), intent(in) :: ndf_w3
    integer(kind=i_def), intent(in) :: undf_w3
    real(kind=r_def), intent(inout), dimension(undf_w3) :: field_1_w3
    real(kind=r_def), intent(in) :: rscalar_2
    integer(kind=i_def), intent(in), dimension(ndf_w3, ncell_2d_no_halos) :: map_w3
  end subroutine domain_relax_code

end module domain_relax_kernel_mod
