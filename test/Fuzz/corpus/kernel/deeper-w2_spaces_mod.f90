! Fields on the W2 family of spaces.
module w2_spaces_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: w2_spaces_type
    private
    type(arg_type), dimension(7) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W2H), &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W2V), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2broken), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2trace), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2Htrace), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2Vtrace), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, ANY_W2) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: w2_spaces_code
  end type w2_spaces_type

  public :: w2_spaces_code
contains
  subroutine w2_spaces_code()
  end subroutine w2_spaces_code
end module w2_spaces_mod
