! RUN: not %flang_fc1 -load %psy_plugin -plugin psy %s 2>&1 | FileCheck %s
! r_def kernel code (f64 by default) called for r_solver fields (f32 by default): the PSy
! layer would pass single-precision data to a double-precision dummy.
module r_def_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  use constants_mod, only: r_def, i_def
  implicit none
  type, public, extends(kernel_type) :: r_def_kernel_type
    private
    type(arg_type), dimension(1) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3) &
         /)
    integer :: operates_on = CELL_COLUMN
  contains
    procedure, nopass :: r_def_code
  end type r_def_kernel_type
contains
  subroutine r_def_code(nlayers, f, ndf_w3, undf_w3, map_w3)
    integer(kind=i_def), intent(in) :: nlayers, ndf_w3, undf_w3, map_w3(ndf_w3)
    real(kind=r_def), intent(inout) :: f(undf_w3)
  end subroutine r_def_code
end module r_def_kernel_mod

program dummy_kind_r_def
  use r_solver_field_mod
  use r_def_kernel_mod, only: r_def_kernel_type
  implicit none
  type(r_solver_field_type) :: f

  call invoke(r_def_kernel_type(f))
end program dummy_kind_r_def

! CHECK: {{.*}}dummy_kind_r_def.f90:21:40: error: kind mismatch: dummy argument 2 'f' of kernel subroutine 'r_def_code' is declared real(kind=r_def) (f64), but the call of kernel 'r_def_kernel_type' at line 31 passes f32 data of meta_args entry 1 (gh_field, gh_real, gh_write)
! CHECK-NOT: mismatch
