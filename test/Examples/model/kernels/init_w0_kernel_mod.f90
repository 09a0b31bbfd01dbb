!> Initial condition on W0: a smooth-looking but irregular function of each dof's global id
!> (a second W0 field holds them), so that every cell writes the same value to a shared dof
!> (GH_WRITE on a continuous space) and the field is the same whatever the partition.
module init_w0_kernel_mod

  use argument_mod,      only: arg_type, GH_FIELD, GH_REAL, GH_WRITE, GH_READ, CELL_COLUMN
  use constants_mod,     only: r_def, i_def
  use fs_continuity_mod, only: W0
  use kernel_mod,        only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: init_w0_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/ arg_type(GH_FIELD, GH_REAL, GH_WRITE, W0), &
                                        arg_type(GH_FIELD, GH_REAL, GH_READ, W0) /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: init_w0_code
  end type init_w0_kernel_type

  public :: init_w0_code

contains

  subroutine init_w0_code(nlayers, u, gid, ndf_w0, undf_w0, map_w0)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w0, undf_w0
    integer(kind=i_def), dimension(ndf_w0), intent(in) :: map_w0
    real(kind=r_def), dimension(undf_w0), intent(inout) :: u
    real(kind=r_def), dimension(undf_w0), intent(in) :: gid
    integer(kind=i_def) :: k, df, dof

    do k = 0, nlayers - 1
      do df = 1, ndf_w0
        dof = map_w0(df) + k
        u(dof) = sin(0.37_r_def * gid(dof)) + 0.5_r_def * cos(0.11_r_def * gid(dof))
      end do
    end do
  end subroutine init_w0_code

end module init_w0_kernel_mod
