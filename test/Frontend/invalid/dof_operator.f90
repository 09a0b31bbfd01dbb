! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! operates_on DOF with an operator.
module dof_operator
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3), &
         arg_type(GH_OPERATOR, GH_REAL, GH_READ, W3, W3) &
         /)
    integer :: operates_on = DOF
  contains
    procedure, nopass :: bad_code
  end type bad_type
end module dof_operator

! CHECK: {{.*}}dof_operator.f90:11:10: error: operates_on 'dof' does not allow an operator argument (gh_operator)
