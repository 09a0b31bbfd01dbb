! RUN: psyc -nodm -d %S/Inputs/kernels --view %s | FileCheck %s
! RUN: psyc -nodm -d %S/Inputs/kernels -opsy %t.ll %s
! A builtin over fields that kernels put on two abstract spaces of different names
! (any_discontinuous_space_1, any_space_2): both may be the one space the builtin's loop runs
! over, as PSyclone accepts; the verifier used to reject the front end's IR as an internal
! error ("different function spaces").
program builtin_abstract_spaces
  use constants_mod, only: r_def
  use field_mod
  use adspace_kernel_mod, only: adspace_kernel_type
  use anyspace2_kernel_mod, only: anyspace2_kernel_type
  implicit none
  type(field_type) :: f, g, h
  call invoke(adspace_kernel_type(f), anyspace2_kernel_type(g), X_plus_Y(h, f, g))
end program builtin_abstract_spaces

! CHECK: CodedKern adspace_code(f)
! CHECK: CodedKern anyspace2_code(g)
! CHECK: Loop[type='dof', field_space='any_space_1', it_space='dof', upper_bound='ndofs']
! CHECK-NEXT: BuiltIn X_plus_Y(h,f,g)
