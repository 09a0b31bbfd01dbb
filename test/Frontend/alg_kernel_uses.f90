! RUN: rm -rf %t && mkdir -p %t
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-oalg=%t/alg.f90 %s -o /dev/null
! RUN: %flang_fc1 -load %psy_plugin -plugin psy -mllvm -psy-kernel-path=%S/Inputs/kernels -mllvm -psy-emit=psy-stub %s -o %t/psy.f90
! RUN: grep -v '^!' %t/alg.f90 | FileCheck --check-prefix=ALG %s
! RUN: %S/Inputs/compile-alg.sh %t %t/psy.f90 %t/alg.f90
! The kernel module does keep its type private: importing it does not compile.
! RUN: cd %t && flang-new-22 -c -J. %S/Inputs/kernels/private_kernel_mod.f90 -o private.o
! RUN: printf 'program p\n  use private_kernel_mod, only: private_kernel_type\nend program p\n' > %t/keep.f90
! RUN: not flang-new-22 -fsyntax-only -J%t %t/keep.f90 2>&1 | FileCheck --check-prefix=PRIVATE %s
! The kernel types the invokes call leave the rewritten algorithm's use statements, as PSyclone
! removes them: each from the use statement it is found through (the nearest scope that lists
! it), with the statement when its only-list is left empty, unless the file names it elsewhere.
! A statement that shares its line loses its `;`; a comment inside a rewritten use statement
! moves before it.
module kernel_uses_alg
  use constants_mod, only: r_def; use private_kernel_mod, only: private_kernel_type ! kernels
  use field_mod, only: field_type
  use testkern_mod, only: testkern_code, & ! the public subroutine stays
                          TestKern_Type
  use scalars_kernel_mod, only: scalars_kernel_type
  use multi_kernel_mod, only: first => first_kernel_type, second_kernel_type
  implicit none
  ! Named outside the invokes too: its import stays.
  type(scalars_kernel_type), save :: not_only_in_invokes
contains
  subroutine from_module(f1, f2, f3, f4, a)
    type(field_type), intent(inout) :: f1, f2, f3, f4
    real(r_def), intent(in) :: a
    call invoke(private_kernel_type(f1, f3), testkern_type(a, f1, f2, f3))
    call invoke(first(f3, f4))
  end subroutine from_module
  subroutine own_use(f1, f2, f3, a)
    use testkern_mod, only: testkern_type
    type(field_type), intent(inout) :: f1, f2, f3
    real(r_def), intent(in) :: a
    call invoke(testkern_type(a, f1, f2, f3))
  end subroutine own_use
end module kernel_uses_alg

! ALG-NOT:  {{[^_a-z0-9](private_kernel_type|testkern_type|first_kernel_type)}}
! ALG:      module kernel_uses_alg
! ALG-NEXT:   use kernel_uses_alg_psy, only: invoke_0, invoke_1_first_kernel_type
! ALG-NEXT:   use constants_mod, only: r_def ! kernels
! ALG-NEXT:   use field_mod, only: field_type
! ALG-NEXT:   ! the public subroutine stays
! ALG-NEXT:   use testkern_mod, only: testkern_code
! ALG-NEXT:   use scalars_kernel_mod, only: scalars_kernel_type
! ALG-NEXT:   use multi_kernel_mod, only: second_kernel_type
! ALG-NEXT:   implicit none
! ALG:      subroutine own_use(f1, f2, f3, a)
! ALG-NEXT:   use kernel_uses_alg_psy, only: invoke_2_testkern_type
! ALG-NEXT:   type(field_type), intent(inout) :: f1, f2, f3
! ALG-NOT:  {{[^_a-z0-9](private_kernel_type|testkern_type|first_kernel_type)}}

! PRIVATE: error: {{.*}}private_kernel_type
