! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! A column-wise operator's banded matrix is LFRic's r_solver (f32 under PSyclone's default
! precision_map): a kernel that declares it r_def would be handed single-precision data.
module cma_r_def_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  use constants_mod, only: r_def, i_def
  implicit none
  type, public, extends(kernel_type) :: cma_r_def_kernel_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_COLUMNWISE_OPERATOR, GH_REAL, GH_WRITE, ANY_SPACE_1, ANY_SPACE_2) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: cma_r_def_code
  end type cma_r_def_kernel_type
contains
  subroutine cma_r_def_code(cell, ncell_2d, cma_op_1, cma_op_1_nrow, cma_op_1_ncol, &
                            cma_op_1_bandwidth, cma_op_1_alpha, cma_op_1_beta, &
                            cma_op_1_gamma_m, cma_op_1_gamma_p)
    integer(kind=i_def), intent(in) :: cell, ncell_2d, cma_op_1_nrow, cma_op_1_ncol
    integer(kind=i_def), intent(in) :: cma_op_1_bandwidth, cma_op_1_alpha, cma_op_1_beta
    integer(kind=i_def), intent(in) :: cma_op_1_gamma_m, cma_op_1_gamma_p
    real(kind=r_def), intent(inout) :: cma_op_1(cma_op_1_bandwidth, cma_op_1_nrow, ncell_2d)
  end subroutine cma_r_def_code
end module cma_r_def_kernel_mod

program dummy_kind_cma
  use field_mod
  use cma_r_def_kernel_mod, only: cma_r_def_kernel_type
  implicit none
  type(columnwise_operator_type) :: cma

  call invoke(cma_r_def_kernel_type(cma))
end program dummy_kind_cma

! CHECK: {{.*}}dummy_kind_cma.f90:25:40: error: kind mismatch: dummy argument 3 'cma_op_1' of kernel subroutine 'cma_r_def_code' is declared real(kind=r_def) (f64), but the call of kernel 'cma_r_def_kernel_type' at line 35 passes f32 data of meta_args entry 1 (gh_columnwise_operator, gh_real, gh_write)
! CHECK-NOT: mismatch
