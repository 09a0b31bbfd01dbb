! RUN: not psyc -api gocean --kernel-meta %s 2>&1 | FileCheck %s
! LFRic's arg_type is not GOcean metadata.
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod, only: kernel_type
  use argument_mod
  implicit none
  type, extends(kernel_type) :: bad
    type(go_arg), dimension(2) :: meta_args = (/ &
         go_arg(GO_WRITE, GO_CU, GO_POINTWISE), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3) &
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

! CHECK: {{.*}}not_go_arg.f90:11:10: error: meta_args entry 'arg_type(gh_field, gh_real, gh_read, w3)' is not a go_arg(...) constructor
