! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels-mixed %s -o - | FileCheck %s
! The precision of a structure component is that of the component, as PSyclone finds it: the
! declaration of its last part (a component of a derived type the file defines), else that of
! the part before it, the collection (`x%vector(1)` of an r_solver_field_vector_type holds
! r_solver fields). Not the declaration of the structure's root: `self` of a solver type
! holds r_solver operators, field vectors and r_def operators alike.
module mixed_components_alg_mod
  use constants_mod, only: r_def, r_solver, i_def
  use field_mod
  use operator_mod
  use mp_matvec_kernel_mod, only: mp_matvec_kernel_type
  implicit none
  private

  type, public :: solver_type
    type(r_solver_operator_type) :: div
    type(operator_type) :: mass
    type(r_solver_field_vector_type) :: rhs
    type(field_type) :: chi(3)
  end type solver_type

contains

  subroutine apply(self, x, y, u, w)
    class(solver_type), intent(inout) :: self
    type(r_solver_field_vector_type), intent(inout) :: x, y
    type(field_type), intent(inout) :: u
    type(r_solver_field_type), intent(inout) :: w
    call invoke(name="solver",                                          &
                mp_matvec_kernel_type(y%vector(1), x%vector(2), self%div), &
                mp_matvec_kernel_type(self%rhs%vector(1), x%vector(1), self%div))
    call invoke(name="def", mp_matvec_kernel_type(u, self%chi(1), self%mass))
    call invoke(name="plain", mp_matvec_kernel_type(w, x%vector(3), self%div))
  end subroutine apply
end module mixed_components_alg_mod

! CHECK-LABEL: func.func @invoke_solver(
! CHECK: psy.kernel @mp_matvec_kernel_type.mp_matvec_code_r_single({{.*}}) : !psy.field<f32, {{.*}}>, !psy.field<f32, {{.*}}>, !psy.operator<f32, {{.*}}>
! CHECK: psy.kernel @mp_matvec_kernel_type.mp_matvec_code_r_single({{.*}}) : !psy.field<f32, {{.*}}>, !psy.field<f32, {{.*}}>, !psy.operator<f32, {{.*}}>
! CHECK-LABEL: func.func @invoke_def(
! CHECK: psy.kernel @mp_matvec_kernel_type.mp_matvec_code_r_double({{.*}}) : !psy.field<f64, {{.*}}>, !psy.field<f64, {{.*}}>, !psy.operator<f64, {{.*}}>
! CHECK-LABEL: func.func @invoke_plain(
! CHECK: psy.kernel @mp_matvec_kernel_type.mp_matvec_code_r_single({{.*}}) : !psy.field<f32, {{.*}}>, !psy.field<f32, {{.*}}>, !psy.operator<f32, {{.*}}>
