! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! An argument the PSy layer passes besides the data, an integer (here nlayers and a dofmap),
! declared real: the kernel would read the integers' bits as reals.
module dummy_real_for_integer
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
    real(kind=r_def), intent(in) :: nlayers
    integer(kind=i_def), intent(in) :: ndf_w1, undf_w1
    real(kind=r_def), intent(in), dimension(ndf_w1) :: map_w1
    real(kind=r_def), intent(inout), dimension(undf_w1) :: field_1_w1
  end subroutine bad_code
end module dummy_real_for_integer

! CHECK: {{.*}}dummy_real_for_integer.f90:20:37: error: type mismatch: dummy argument 1 'nlayers' of kernel subroutine 'bad_code' is declared real(kind=r_def), intent(in), rank 0, but kernel 'bad_type' is passed nlayers there as integer(kind=i_def), intent(in)
! CHECK: {{.*}}dummy_real_for_integer.f90:22:56: error: type mismatch: dummy argument 5 'map_w1' of kernel subroutine 'bad_code' is declared real(kind=r_def), intent(in), rank 1, but kernel 'bad_type' is passed map_w1 there as integer(kind=i_def), intent(in), dimension(ndf_w1)
! CHECK-NOT: mismatch
