! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! An unknown operates_on.
module unknown_operates_on
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3) &
         /)
    integer :: operates_on = CELLS
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module unknown_operates_on

! CHECK: {{.*}}unknown_operates_on.f90:12:30: error: unknown operates_on 'cells' in operates_on; valid: cell_column, owned_cell_column, halo_cell_column, owned_and_h
