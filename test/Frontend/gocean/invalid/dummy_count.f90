! RUN: not psyc -api gocean --kernel-meta %s 2>&1 | FileCheck %s
! i, j and one dummy per meta_args entry.
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod, only: kernel_type
  use argument_mod
  implicit none
  type, extends(kernel_type) :: bad
    type(go_arg), dimension(2) :: meta_args = (/ &
         go_arg(GO_WRITE, GO_CU, GO_POINTWISE), &
         go_arg(GO_READ, GO_CT, GO_POINTWISE) &
         /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_NE
  contains
    procedure, nopass :: code => bad_code
  end type bad
contains
  subroutine bad_code(i, j, a1)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: a1
  end subroutine bad_code
end module bad_mod

! CHECK: {{.*}}dummy_count.f90:19:14: error: kernel subroutine 'bad_code' has 3 dummy arguments; its metadata implies 4 (i, j, then one per meta_args entry)
