! RUN: %flang_fc1 -load %psy_plugin -plugin psy %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-strict-intents %s 2>&1 | FileCheck %s
! A GH_WRITE field whose dummy is declared intent(in): the kernel could not write it. LFRic
! builds such kernels, so it is a warning; -psy-strict-intents (psyc --psy-strict-intents)
! makes it an error.
module dummy_intent_in_written
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
contains
  subroutine bad_code(nlayers, out, in, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3
    integer(kind=i_def), intent(in), dimension(ndf_w3) :: map_w3
    real(kind=r_def), intent(in), dimension(undf_w3) :: out
    real(kind=r_def), intent(in), dimension(undf_w3) :: in
  end subroutine bad_code
end module dummy_intent_in_written

! CHECK: {{.*}}dummy_intent_in_written.f90:25:57: error: intent mismatch: dummy argument 2 'out' of kernel subroutine 'bad_code' is declared real(kind=r_def), intent(in), rank 1, but meta_args entry 1 (gh_field, gh_real, gh_write) of kernel 'bad_type' is passed as real(kind=r_def), intent(inout), dimension(undf_w3) (rank 1)
! CHECK-NOT: mismatch
! WARN: {{.*}}dummy_intent_in_written.f90:25:57: warning: intent mismatch: dummy argument 2 'out' of kernel subroutine 'bad_code' is declared real(kind=r_def), intent(in), rank 1, but meta_args entry 1 (gh_field, gh_real, gh_write) of kernel 'bad_type' is passed as real(kind=r_def), intent(inout), dimension(undf_w3) (rank 1)
! WARN-NOT: error
