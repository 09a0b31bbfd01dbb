! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/../Inputs/kernels %s -o /dev/null 2>&1 | FileCheck %s
! An inter-grid kernel mixed with another kernel in one invoke.
program intergrid_mixed
  use field_mod
  use prolong_mod, only: prolong_type
  use testkern_mod, only: testkern_type
  implicit none
  call invoke(prolong_type(fine, coarse), testkern_type(a, f1, f2, f3))
end program intergrid_mixed

! CHECK: {{.*}}intergrid_mixed.f90:8:43: error: 'testkern_type' cannot be in the same invoke as the inter-grid kernel 'prolong_type': inter-grid kernels may only be 
