! RUN: %flang_fc1 -load %psy_plugin -plugin psy %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-strict-intents %s 2>&1 | FileCheck %s
! The intent of a dummy given in a statement of its own, after the type declaration: a
! GH_WRITE field made intent(in) so is reported as if the attribute were in the declaration
! (a warning; an error under -psy-strict-intents). good_code gives every attribute so,
! consistently, and passes.
module dummy_intent_stmt
  use argument_mod
  use kernel_mod, only: kernel_type
  use constants_mod, only: r_def, i_def
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3), &
         arg_type(GH_FIELD, GH_REAL, GH_READ,  W3)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
  type, public, extends(kernel_type) :: good_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3), &
         arg_type(GH_FIELD, GH_REAL, GH_READ,  W3)  &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: good_code
  end type good_type
contains
  subroutine bad_code(nlayers, out, in, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    real(kind=r_def), dimension(undf_w3) :: out
    real(kind=r_def), intent(in), dimension(undf_w3) :: in
    intent(in) :: out
  end subroutine bad_code
  subroutine good_code(nlayers, out, in, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def) :: nlayers, ndf_w3, undf_w3
    integer(kind=i_def), dimension(ndf_w3) :: map_w3
    real(kind=r_def), dimension(undf_w3) :: out, in
    intent(in) :: nlayers, ndf_w3, undf_w3, map_w3, in
    intent(inout) :: out
  end subroutine good_code
end module dummy_intent_stmt

! CHECK: {{.*}}dummy_intent_stmt.f90:36:45: error: intent mismatch: dummy argument 2 'out' of kernel subroutine 'bad_code' is declared real(kind=r_def), intent(in), rank 1, but meta_args entry 1 (gh_field, gh_real, gh_write) of kernel 'bad_type' is passed as real(kind=r_def), intent(inout), dimension(undf_w3) (rank 1)
! CHECK-NOT: mismatch
! WARN: {{.*}}dummy_intent_stmt.f90:36:45: warning: intent mismatch: dummy argument 2 'out' of kernel subroutine 'bad_code' is declared real(kind=r_def), intent(in), rank 1, but meta_args entry 1 (gh_field, gh_real, gh_write) of kernel 'bad_type' is passed as real(kind=r_def), intent(inout), dimension(undf_w3) (rank 1)
! WARN-NOT: error
