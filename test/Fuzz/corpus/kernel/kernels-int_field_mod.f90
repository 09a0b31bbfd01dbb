! Integer fields on discontinuous spaces.
module int_field_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: int_field_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_INTEGER, GH_WRITE, W3), &
         arg_type(GH_FIELD, GH_INTEGER, GH_READ, ANY_DISCONTINUOUS_SPACE_1) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: int_field_code
  end type int_field_type

  public :: int_field_code
contains
  subroutine int_field_code()
  end subroutine int_field_code
end module int_field_mod
