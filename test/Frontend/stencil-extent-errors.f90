! A literal stencil extent is a default integer of at least 0 (0 is the cell alone); anything
! else is refused at the literal, through both hosts, instead of being wrapped or truncated.
! RUN: split-file %s %t
! RUN: not psyc -nodm -d %S/Inputs/kernels %t/negative.f90 2>&1 | FileCheck %s --check-prefix=NEG
! RUN: not psyc -nodm -d %S/Inputs/kernels %t/wide.f90 2>&1 | FileCheck %s --check-prefix=WIDE
! RUN: not psyc -nodm -d %S/Inputs/kernels %t/real.f90 2>&1 | FileCheck %s --check-prefix=REAL
! RUN: not %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels %t/real.f90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=REAL
! RUN: psyc -nodm -d %S/Inputs/kernels %t/zero.f90 | FileCheck %s --check-prefix=ZERO
! NEG: negative.f90:7:55: error: stencil extent '-1' must not be negative
! WIDE: wide.f90:7:55: error: stencil extent '4294967298' does not fit in a 32-bit integer
! REAL: real.f90:7:55: error: stencil extent '2.5' must be an integer
! ZERO: psy.kernel @stencil_kernel_type(%arg0, %arg1, %arg2, %arg3, %c0_i32, %arg4, %arg5)

!--- negative.f90
program p
  use field_mod
  use stencil_kernel_mod, only: stencil_kernel_type
  type(field_type) :: f1, f2, f3, f4
  integer :: extent, dir
  ! the literal extent of f3
  call invoke(stencil_kernel_type(f1, f2, extent, f3, -1, dir, f4))
end program p
!--- wide.f90
program p
  use field_mod
  use stencil_kernel_mod, only: stencil_kernel_type
  type(field_type) :: f1, f2, f3, f4
  integer :: extent, dir
  ! 2**32 + 2 would wrap to 2
  call invoke(stencil_kernel_type(f1, f2, extent, f3, 4294967298, dir, f4))
end program p
!--- real.f90
program p
  use field_mod
  use stencil_kernel_mod, only: stencil_kernel_type
  type(field_type) :: f1, f2, f3, f4
  integer :: extent, dir
  ! 2.5 would truncate to 2
  call invoke(stencil_kernel_type(f1, f2, extent, f3, 2.5, dir, f4))
end program p
!--- zero.f90
program p
  use field_mod
  use stencil_kernel_mod, only: stencil_kernel_type
  type(field_type) :: f1, f2, f3, f4
  integer :: extent, dir
  ! 0: the cell alone
  call invoke(stencil_kernel_type(f1, f2, extent, f3, 0, dir, f4))
end program p
