! RUN: not psyc -api gocean --kernel-meta %s 2>&1 | FileCheck %s
! meta_args is required.
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod, only: kernel_type
  use argument_mod
  implicit none
  type, extends(kernel_type) :: bad
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_NE
  contains
    procedure, nopass :: code => bad_code
  end type bad
contains
  subroutine bad_code(i, j)
    integer, intent(in) :: i, j
  end subroutine bad_code
end module bad_mod

! CHECK: {{.*}}missing_meta_args.f90:8:33: error: kernel type 'bad' has no meta_args (e.g. type(go_arg), dimension(1) :: meta_args = (/ go_arg(go_write, go_ct, go_pointwise) /))
