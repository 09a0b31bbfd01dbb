! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/../Inputs/kernels-mixed %s 2>&1 | FileCheck %s
! A generic kernel with only a single-precision specific, called on r_def (double) data.
program mixed_precision_kind
  use field_mod
  use mp_single_kernel_mod, only: mp_single_kernel_type
  implicit none
  type(field_type) :: f

  call invoke(mp_single_kernel_type(f))
end program mixed_precision_kind

! CHECK: {{.*}}mixed_precision_kind.f90:9:15: error: no specific procedure of generic kernel 'mp_single_kernel_type' (interface 'mp_single_code' of module 'mp_single_kernel_mod') matches the arguments of this call; tried:
! CHECK-NEXT: 'mp_single_code_r_single': argument 2 'f' is real(kind=r_single) (f32) but the actual argument of meta_args entry 1 is f64
