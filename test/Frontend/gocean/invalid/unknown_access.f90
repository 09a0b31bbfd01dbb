! RUN: not psyc -api gocean --kernel-meta %s 2>&1 | FileCheck %s
! GO_INC is LFRic's; GOcean has read, write and readwrite.
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod, only: kernel_type
  use argument_mod
  implicit none
  type, extends(kernel_type) :: bad
    type(go_arg), dimension(2) :: meta_args = (/ &
         go_arg(GO_WRITE, GO_CU, GO_POINTWISE), &
         go_arg(GO_INC, GO_CT, GO_POINTWISE) &
         /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_NE
  contains
    procedure, nopass :: code => bad_code
  end type bad
contains
  subroutine bad_code(i, j, a1, a2)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: a1
    real(go_wp), dimension(:,:), intent(inout) :: a2
  end subroutine bad_code
end module bad_mod

! CHECK: {{.*}}unknown_access.f90:11:17: error: unknown access 'go_inc' in go_arg; valid: go_read, go_write, go_readwrite
