! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! A DOF kernel with fields on two spaces.
module dof_two_spaces
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2) &
         /)
    integer :: operates_on = DOF
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module dof_two_spaces

! CHECK: {{.*}}dof_two_spaces.f90:11:10: error: all fields of a 'dof' kernel must be on one function space: 'w2' differs from 'w3'
