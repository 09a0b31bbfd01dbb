! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! An operator's dummy declared 2-D: the PSy layer passes its local matrices, rank 3.
module dummy_rank
  use argument_mod
  use kernel_mod, only: kernel_type
  use constants_mod, only: r_def, i_def
  implicit none
  type, public, extends(kernel_type) :: bad_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_OPERATOR, GH_REAL, GH_WRITE, W1, W1) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: bad_code
  end type bad_type
contains
  subroutine bad_code(cell, nlayers, op_1_ncell_3d, op_1, ndf_w1)
    integer(kind=i_def), intent(in) :: cell, nlayers, op_1_ncell_3d, ndf_w1
    real(kind=r_def), intent(inout) :: op_1(ndf_w1, ndf_w1)
  end subroutine bad_code
end module dummy_rank

! CHECK: {{.*}}dummy_rank.f90:20:40: error: rank mismatch: dummy argument 4 'op_1' of kernel subroutine 'bad_code' is declared real(kind=r_def), intent(inout), rank 2, but meta_args entry 1 (gh_operator, gh_real, gh_write) of kernel 'bad_type' is passed as real(kind=r_def), intent(inout), dimension(ndf_w1, ndf_w1, op_1_ncell_3d) (rank 3)
