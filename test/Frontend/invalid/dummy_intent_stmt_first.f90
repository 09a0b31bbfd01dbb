! RUN: %flang_fc1 -load %psy_plugin -plugin psy %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-strict-intents %s 2>&1 | FileCheck %s
! The intent statement before the type declaration of the dummy: the two are merged all
! the same, and the warning (the error under -psy-strict-intents) points at the type
! declaration.
module dummy_intent_stmt_first
  use argument_mod
  use kernel_mod, only: kernel_type
  use constants_mod, only: r_def, i_def
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_READ,  W3), &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
contains
  subroutine bad_code(nlayers, in, out, ndf_w3, undf_w3, map_w3)
    intent(out) :: in
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    real(kind=r_def), dimension(undf_w3) :: in
    real(kind=r_def), intent(inout), dimension(undf_w3) :: out
  end subroutine bad_code
end module dummy_intent_stmt_first

! CHECK: {{.*}}dummy_intent_stmt_first.f90:26:45: error: intent mismatch: dummy argument 2 'in' of kernel subroutine 'bad_code' is declared real(kind=r_def), intent(out), rank 1, but meta_args entry 1 (gh_field, gh_real, gh_read) of kernel 'bad_type' is passed as real(kind=r_def), intent(in), dimension(undf_w3) (rank 1)
! CHECK-NOT: mismatch
! WARN: {{.*}}dummy_intent_stmt_first.f90:26:45: warning: intent mismatch: dummy argument 2 'in' of kernel subroutine 'bad_code' is declared real(kind=r_def), intent(out), rank 1, but meta_args entry 1 (gh_field, gh_real, gh_read) of kernel 'bad_type' is passed as real(kind=r_def), intent(in), dimension(undf_w3) (rank 1)
! WARN-NOT: error
