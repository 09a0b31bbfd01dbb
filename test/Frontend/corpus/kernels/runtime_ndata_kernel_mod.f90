!> @brief Copies every data value of a multi-data field whose count is known only at run time.
!> Corpus: ndata=GH_RUNTIME.
module runtime_ndata_kernel_mod

  use argument_mod,  only: arg_type, GH_FIELD, GH_REAL,     &
                           GH_WRITE, GH_READ, GH_RUNTIME,   &
                           ANY_DISCONTINUOUS_SPACE_1,       &
                           CELL_COLUMN
  use constants_mod, only: r_def, i_def
  use kernel_mod,    only: kernel_type

  implicit none

  private

  type, public, extends(kernel_type) :: runtime_ndata_kernel_type
    private
    type(arg_type) :: meta_args(2) = (/                                                       &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, ANY_DISCONTINUOUS_SPACE_1, ndata=GH_RUNTIME),  &
         arg_type(GH_FIELD, GH_REAL, GH_READ,  ANY_DISCONTINUOUS_SPACE_1, ndata=GH_RUNTIME)   &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: runtime_ndata_code
  end type runtime_ndata_kernel_type

  public :: runtime_ndata_code

contains

  subroutine runtime_ndata_code(nlayers, dest, src, ndata, ndf, undf, map)
    implicit none
    integer(kind=i_def), intent(in) :: nlayers, ndata, ndf, undf
    integer(kind=i_def), intent(in), dimension(ndf) :: map
    real(kind=r_def), intent(inout), dimension(undf) :: dest
    real(kind=r_def), intent(in),    dimension(undf) :: src
    integer(kind=i_def) :: k

    do k = 0, ndata * nlayers - 1
      dest(map(1) + k) = src(map(1) + k)
    end do
  end subroutine runtime_ndata_code

end module runtime_ndata_kernel_mod
