! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/../Inputs/kernels %s -o /dev/null 2>&1 | FileCheck %s
! The invoke name must be a Fortran name.
program bad_invoke_name
  use field_mod
  use testkern_mod, only: testkern_type
  implicit none
  call invoke(testkern_type(a, f1, f2, f3), name="1st step")
end program bad_invoke_name

! CHECK: {{.*}}bad_invoke_name.f90:7:45: error: invoke name "1st step" is not a valid Fortran name (a letter, then letters, digits or underscores, blanks read as underscores; at most 63 with the invoke_ prefix)
