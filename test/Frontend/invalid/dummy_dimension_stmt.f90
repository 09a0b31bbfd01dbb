! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! The rank of a dummy given by a dimension statement: a real scalar argument made an array
! so is refused as if the dimension were in its declaration.
module dummy_dimension_stmt
  use argument_mod
  use kernel_mod, only: kernel_type
  use constants_mod, only: r_def, i_def
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD,  GH_REAL, GH_INC,  W1), &
         arg_type(GH_SCALAR, GH_REAL, GH_READ)      &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
contains
  subroutine bad_code(nlayers, f, a, ndf_w1, undf_w1, map_w1)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w1, undf_w1
    integer(kind=i_def), intent(in), dimension(ndf_w1) :: map_w1
    real(kind=r_def), intent(inout), dimension(undf_w1) :: f
    real(kind=r_def), intent(in) :: a
    dimension a(undf_w1)
  end subroutine bad_code
end module dummy_dimension_stmt

! CHECK: {{.*}}dummy_dimension_stmt.f90:24:37: error: rank mismatch: dummy argument 3 'a' of kernel subroutine 'bad_code' is declared real(kind=r_def), intent(in), rank 1, but meta_args entry 2 (gh_scalar, gh_real, gh_read) of kernel 'bad_type' is passed as real(kind=r_def), intent(in) (rank 0)
! CHECK-NOT: mismatch
