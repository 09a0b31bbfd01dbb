! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! A GH_REAL field whose dummy is declared integer: the PSy layer would pass real data.
module dummy_integer_for_real
  use argument_mod
  use kernel_mod, only: kernel_type
  use constants_mod, only: r_def, i_def
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W1) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
contains
  subroutine bad_code(nlayers, field_1_w1, ndf_w1, undf_w1, map_w1)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w1, undf_w1
    integer(kind=i_def), intent(in), dimension(ndf_w1) :: map_w1
    integer(kind=i_def), intent(inout), dimension(undf_w1) :: field_1_w1
  end subroutine bad_code
end module dummy_integer_for_real

! CHECK: {{.*}}dummy_integer_for_real.f90:21:63: error: type mismatch: dummy argument 2 'field_1_w1' of kernel subroutine 'bad_code' is declared integer(kind=i_def), intent(inout), rank 1, but meta_args entry 1 (gh_field, gh_real, gh_inc) of kernel 'bad_type' is passed as real(kind=r_def), intent(inout), dimension(undf_w1) (rank 1)
