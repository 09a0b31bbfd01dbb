! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/../Inputs/kernels-mixed %s 2>&1 | FileCheck %s
! No specific procedure of a generic kernel fits the call: each reason is listed.
program mixed_precision_no_match
  use field_mod
  use mp_wrong_kernel_mod, only: mp_wrong_kernel_type
  implicit none
  type(field_type) :: f

  call invoke(mp_wrong_kernel_type(f))
end program mixed_precision_no_match

! CHECK: {{.*}}mixed_precision_no_match.f90:9:15: error: no specific procedure of generic kernel 'mp_wrong_kernel_type' (interface 'mp_wrong_code' of module 'mp_wrong_kernel_mod') matches the arguments of this call; tried:
! CHECK-NEXT: 'mp_wrong_code_r_single' has 4 arguments, the metadata implies 5
! CHECK-NEXT: 'mp_wrong_code_r_double' has 4 arguments, the metadata implies 5
