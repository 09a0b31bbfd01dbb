! RUN: rm -rf %t && split-file --leading-lines %s %t
! RUN: not psyc -api gocean --opencl-kernel %t/call.f90 2>&1 | FileCheck %s --check-prefix=CALL
! RUN: not psyc -api gocean --opencl-kernel %t/function.f90 2>&1 | FileCheck %s --check-prefix=FUNCTION
! RUN: not psyc -api gocean --opencl-kernel %t/module-var.f90 2>&1 | FileCheck %s --check-prefix=MODULE-VAR
! RUN: not psyc -api gocean --opencl-kernel %t/section.f90 2>&1 | FileCheck %s --check-prefix=SECTION
! RUN: not psyc -api gocean --opencl-kernel %t/whole-array.f90 2>&1 | FileCheck %s --check-prefix=WHOLE-ARRAY
! RUN: not psyc -api gocean --opencl-kernel %t/character.f90 2>&1 | FileCheck %s --check-prefix=CHARACTER
! RUN: not psyc -api gocean --opencl-kernel %t/component.f90 2>&1 | FileCheck %s --check-prefix=COMPONENT
! RUN: not psyc -api gocean --opencl-kernel %t/local-array.f90 2>&1 | FileCheck %s --check-prefix=LOCAL-ARRAY
! RUN: not psyc -api gocean --opencl-kernel %t/saved.f90 2>&1 | FileCheck %s --check-prefix=SAVED
! RUN: not psyc -api gocean --opencl-kernel %t/assign-scalar.f90 2>&1 | FileCheck %s --check-prefix=ASSIGN-SCALAR
! RUN: not psyc -api gocean --opencl-kernel %t/assign-read.f90 2>&1 | FileCheck %s --check-prefix=ASSIGN-READ
! RUN: not psyc -api gocean --opencl-kernel %t/do-while.f90 2>&1 | FileCheck %s --check-prefix=DO-WHILE
! RUN: not psyc -api gocean --opencl-kernel %t/select.f90 2>&1 | FileCheck %s --check-prefix=SELECT
! RUN: not psyc -api gocean --opencl-kernel %t/io.f90 2>&1 | FileCheck %s --check-prefix=IO
! RUN: not psyc -api gocean --opencl-kernel %t/goto.f90 2>&1 | FileCheck %s --check-prefix=GOTO
! RUN: not psyc -api gocean --opencl-kernel %t/kind.f90 2>&1 | FileCheck %s --check-prefix=KIND
! RUN: not psyc -api gocean --opencl-kernel %t/reserved.f90 2>&1 | FileCheck %s --check-prefix=RESERVED
! RUN: not psyc -api gocean --opencl-kernel %t/declared.f90 2>&1 | FileCheck %s --check-prefix=DECLARED
! RUN: not psyc -api gocean --opencl-kernel %t/cycle-outside.f90 2>&1 | FileCheck %s --check-prefix=CYCLE-OUTSIDE
! RUN: not psyc -api gocean --opencl-kernel %t/sqrt-int.f90 2>&1 | FileCheck %s --check-prefix=SQRT-INT
! RUN: not psyc -api gocean --opencl-kernel %t/bounds.f90 2>&1 | FileCheck %s --check-prefix=BOUNDS

//--- call.f90
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  implicit none
  real(go_wp) :: g
  type, extends(kernel_type) :: bad
    type(go_arg), dimension(3) :: meta_args = (/ go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => bad_code
  end type bad
contains
  subroutine bad_code(i, j, t, u, alpha)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: t
    real(go_wp), dimension(:,:), intent(in) :: u
    real(go_wp), intent(in) :: alpha

! CALL: call.f90:[[@LINE+1]]:{{[0-9]+}}: error: a call to the subroutine 'helper' cannot be translated to OpenCL C
    call helper(t)
  end subroutine bad_code
end module bad_mod
//--- function.f90
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  implicit none
  real(go_wp) :: g
  type, extends(kernel_type) :: bad
    type(go_arg), dimension(3) :: meta_args = (/ go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => bad_code
  end type bad
contains
  subroutine bad_code(i, j, t, u, alpha)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: t
    real(go_wp), dimension(:,:), intent(in) :: u
    real(go_wp), intent(in) :: alpha

! FUNCTION: function.f90:[[@LINE+1]]:{{[0-9]+}}: error: a call to the function 'helper' cannot be translated to OpenCL C
    t(i,j) = helper(t(i,j))
  end subroutine bad_code
end module bad_mod
//--- module-var.f90
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  implicit none
  real(go_wp) :: g
  type, extends(kernel_type) :: bad
    type(go_arg), dimension(3) :: meta_args = (/ go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => bad_code
  end type bad
contains
  subroutine bad_code(i, j, t, u, alpha)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: t
    real(go_wp), dimension(:,:), intent(in) :: u
    real(go_wp), intent(in) :: alpha

! MODULE-VAR: module-var.f90:[[@LINE+1]]:{{[0-9]+}}: error: 'g', which is not an argument, local or constant of bad_code (a module variable?), cannot be translated to OpenCL C
    t(i,j) = g
  end subroutine bad_code
end module bad_mod
//--- section.f90
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  implicit none
  real(go_wp) :: g
  type, extends(kernel_type) :: bad
    type(go_arg), dimension(3) :: meta_args = (/ go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => bad_code
  end type bad
contains
  subroutine bad_code(i, j, t, u, alpha)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: t
    real(go_wp), dimension(:,:), intent(in) :: u
    real(go_wp), intent(in) :: alpha

! SECTION: section.f90:[[@LINE+1]]:{{[0-9]+}}: error: an array section of 't' cannot be translated to OpenCL C
    t(:,j) = 0.0_go_wp
  end subroutine bad_code
end module bad_mod
//--- whole-array.f90
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  implicit none
  real(go_wp) :: g
  type, extends(kernel_type) :: bad
    type(go_arg), dimension(3) :: meta_args = (/ go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => bad_code
  end type bad
contains
  subroutine bad_code(i, j, t, u, alpha)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: t
    real(go_wp), dimension(:,:), intent(in) :: u
    real(go_wp), intent(in) :: alpha

! WHOLE-ARRAY: whole-array.f90:[[@LINE+1]]:{{[0-9]+}}: error: the whole array 't' (only its elements a(i, j)) cannot be translated to OpenCL C
    t = 0.0_go_wp
  end subroutine bad_code
end module bad_mod
//--- character.f90
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  implicit none
  real(go_wp) :: g
  type, extends(kernel_type) :: bad
    type(go_arg), dimension(3) :: meta_args = (/ go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => bad_code
  end type bad
contains
  subroutine bad_code(i, j, t, u, alpha)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: t
    real(go_wp), dimension(:,:), intent(in) :: u
    real(go_wp), intent(in) :: alpha
    character :: c
! CHARACTER: character.f90:{{[0-9]+}}:{{[0-9]+}}: error: 'c', whose type is not real(go_wp), real, integer or logical of a known kind, cannot be translated to OpenCL C
    c = 'x'
  end subroutine bad_code
end module bad_mod
//--- component.f90
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  implicit none
  real(go_wp) :: g
  type, extends(kernel_type) :: bad
    type(go_arg), dimension(3) :: meta_args = (/ go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => bad_code
  end type bad
contains
  subroutine bad_code(i, j, t, u, alpha)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: t
    real(go_wp), dimension(:,:), intent(in) :: u
    real(go_wp), intent(in) :: alpha

! COMPONENT: component.f90:[[@LINE+1]]:{{[0-9]+}}: error: a derived-type component cannot be translated to OpenCL C
    t(i,j) = p%x
  end subroutine bad_code
end module bad_mod
//--- local-array.f90
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  implicit none
  real(go_wp) :: g
  type, extends(kernel_type) :: bad
    type(go_arg), dimension(3) :: meta_args = (/ go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => bad_code
  end type bad
contains
  subroutine bad_code(i, j, t, u, alpha)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: t
    real(go_wp), dimension(:,:), intent(in) :: u
    real(go_wp), intent(in) :: alpha
    real(go_wp) :: w(3)
! LOCAL-ARRAY: local-array.f90:{{[0-9]+}}:{{[0-9]+}}: error: the local array 'w' cannot be translated to OpenCL C
    w(1) = 0.0_go_wp
  end subroutine bad_code
end module bad_mod
//--- saved.f90
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  implicit none
  real(go_wp) :: g
  type, extends(kernel_type) :: bad
    type(go_arg), dimension(3) :: meta_args = (/ go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => bad_code
  end type bad
contains
  subroutine bad_code(i, j, t, u, alpha)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: t
    real(go_wp), dimension(:,:), intent(in) :: u
    real(go_wp), intent(in) :: alpha
    real(go_wp) :: w = 1.0_go_wp
! SAVED: saved.f90:{{[0-9]+}}:{{[0-9]+}}: error: 'w' with an initial value (which makes it saved between calls) cannot be translated to OpenCL C
    t(i,j) = w
  end subroutine bad_code
end module bad_mod
//--- assign-scalar.f90
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  implicit none
  real(go_wp) :: g
  type, extends(kernel_type) :: bad
    type(go_arg), dimension(3) :: meta_args = (/ go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => bad_code
  end type bad
contains
  subroutine bad_code(i, j, t, u, alpha)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: t
    real(go_wp), dimension(:,:), intent(in) :: u
    real(go_wp), intent(in) :: alpha

! ASSIGN-SCALAR: assign-scalar.f90:[[@LINE+1]]:{{[0-9]+}}: error: an assignment to 'alpha', a scalar argument (passed by value), cannot be translated to OpenCL C
    alpha = 1.0_go_wp
  end subroutine bad_code
end module bad_mod
//--- assign-read.f90
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  implicit none
  real(go_wp) :: g
  type, extends(kernel_type) :: bad
    type(go_arg), dimension(3) :: meta_args = (/ go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => bad_code
  end type bad
contains
  subroutine bad_code(i, j, t, u, alpha)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: t
    real(go_wp), dimension(:,:), intent(in) :: u
    real(go_wp), intent(in) :: alpha

! ASSIGN-READ: assign-read.f90:[[@LINE+1]]:{{[0-9]+}}: error: an assignment to 'u', a read-only (go_read) array, cannot be translated to OpenCL C
    u(i,j) = 1.0_go_wp
  end subroutine bad_code
end module bad_mod
//--- do-while.f90
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  implicit none
  real(go_wp) :: g
  type, extends(kernel_type) :: bad
    type(go_arg), dimension(3) :: meta_args = (/ go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => bad_code
  end type bad
contains
  subroutine bad_code(i, j, t, u, alpha)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: t
    real(go_wp), dimension(:,:), intent(in) :: u
    real(go_wp), intent(in) :: alpha

! DO-WHILE: do-while.f90:[[@LINE+1]]:{{[0-9]+}}: error: a do while loop cannot be translated to OpenCL C
    do while (t(i,j) > 1.0_go_wp)
      t(i,j) = t(i,j) / 2.0_go_wp
    end do
  end subroutine bad_code
end module bad_mod
//--- select.f90
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  implicit none
  real(go_wp) :: g
  type, extends(kernel_type) :: bad
    type(go_arg), dimension(3) :: meta_args = (/ go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => bad_code
  end type bad
contains
  subroutine bad_code(i, j, t, u, alpha)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: t
    real(go_wp), dimension(:,:), intent(in) :: u
    real(go_wp), intent(in) :: alpha

! SELECT: select.f90:[[@LINE+1]]:{{[0-9]+}}: error: a select case construct cannot be translated to OpenCL C
    select case (i)
    case (1)
      t(i,j) = 0.0_go_wp
    end select
  end subroutine bad_code
end module bad_mod
//--- io.f90
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  implicit none
  real(go_wp) :: g
  type, extends(kernel_type) :: bad
    type(go_arg), dimension(3) :: meta_args = (/ go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => bad_code
  end type bad
contains
  subroutine bad_code(i, j, t, u, alpha)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: t
    real(go_wp), dimension(:,:), intent(in) :: u
    real(go_wp), intent(in) :: alpha

! IO: io.f90:[[@LINE+1]]:{{[0-9]+}}: error: an input/output statement cannot be translated to OpenCL C
    print *, i
  end subroutine bad_code
end module bad_mod
//--- goto.f90
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  implicit none
  real(go_wp) :: g
  type, extends(kernel_type) :: bad
    type(go_arg), dimension(3) :: meta_args = (/ go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => bad_code
  end type bad
contains
  subroutine bad_code(i, j, t, u, alpha)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: t
    real(go_wp), dimension(:,:), intent(in) :: u
    real(go_wp), intent(in) :: alpha

! GOTO: goto.f90:[[@LINE+1]]:{{[0-9]+}}: error: a go to statement cannot be translated to OpenCL C
    go to 10
10  continue
  end subroutine bad_code
end module bad_mod
//--- kind.f90
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  implicit none
  real(go_wp) :: g
  type, extends(kernel_type) :: bad
    type(go_arg), dimension(3) :: meta_args = (/ go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => bad_code
  end type bad
contains
  subroutine bad_code(i, j, t, u, alpha)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: t
    real(go_wp), dimension(:,:), intent(in) :: u
    real(go_wp), intent(in) :: alpha

! KIND: kind.f90:[[@LINE+1]]:{{[0-9]+}}: error: real literal '1.0_wp' (its kind) cannot be translated to OpenCL C
    t(i,j) = 1.0_wp
  end subroutine bad_code
end module bad_mod
//--- reserved.f90
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  implicit none
  real(go_wp) :: g
  type, extends(kernel_type) :: bad
    type(go_arg), dimension(3) :: meta_args = (/ go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => bad_code
  end type bad
contains
  subroutine bad_code(i, j, t, u, alpha)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: t
    real(go_wp), dimension(:,:), intent(in) :: u
    real(go_wp), intent(in) :: alpha
    integer :: xstart
! RESERVED: reserved.f90:{{[0-9]+}}:{{[0-9]+}}: error: the name 'xstart' (the generated C uses it) cannot be translated to OpenCL C
    xstart = 1
  end subroutine bad_code
end module bad_mod
//--- declared.f90
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  implicit none
  real(go_wp) :: g
  type, extends(kernel_type) :: bad
    type(go_arg), dimension(3) :: meta_args = (/ go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => bad_code
  end type bad
contains
  subroutine bad_code(i, j, t, u, alpha)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: t
    real(go_wp), dimension(:,:), intent(in) :: u
    integer, intent(in) :: alpha

! DECLARED: declared.f90:{{[0-9]+}}:{{[0-9]+}}: error: 'alpha' declared otherwise than its metadata says (a real(go_wp) scalar) cannot be translated to OpenCL C
    t(i,j) = 0.0_go_wp
  end subroutine bad_code
end module bad_mod
//--- cycle-outside.f90
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  implicit none
  real(go_wp) :: g
  type, extends(kernel_type) :: bad
    type(go_arg), dimension(3) :: meta_args = (/ go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => bad_code
  end type bad
contains
  subroutine bad_code(i, j, t, u, alpha)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: t
    real(go_wp), dimension(:,:), intent(in) :: u
    real(go_wp), intent(in) :: alpha

! CYCLE-OUTSIDE: cycle-outside.f90:[[@LINE+1]]:{{[0-9]+}}: error: a cycle or exit outside a do loop cannot be translated to OpenCL C
    cycle
  end subroutine bad_code
end module bad_mod
//--- sqrt-int.f90
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  implicit none
  real(go_wp) :: g
  type, extends(kernel_type) :: bad
    type(go_arg), dimension(3) :: meta_args = (/ go_arg(GO_WRITE, GO_CT, GO_POINTWISE), &
        go_arg(GO_READ, GO_CT, GO_POINTWISE), go_arg(GO_READ, GO_R_SCALAR, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => bad_code
  end type bad
contains
  subroutine bad_code(i, j, t, u, alpha)
    integer, intent(in) :: i, j
    real(go_wp), dimension(:,:), intent(inout) :: t
    real(go_wp), dimension(:,:), intent(in) :: u
    real(go_wp), intent(in) :: alpha

! SQRT-INT: sqrt-int.f90:[[@LINE+1]]:{{[0-9]+}}: error: 'sqrt' of an integer argument (Fortran needs a real one) cannot be translated to OpenCL C
    t(i,j) = sqrt(i)
  end subroutine bad_code
end module bad_mod
//--- bounds.f90
module bad_mod
  use kind_params_mod, only: go_wp
  use kernel_mod
  use argument_mod
  implicit none
  type, extends(kernel_type) :: bad
    type(go_arg), dimension(1) :: meta_args = (/ go_arg(GO_WRITE, GO_CT, GO_POINTWISE) /)
    integer :: ITERATES_OVER = GO_INTERNAL_PTS
    integer :: index_offset = GO_OFFSET_SW
  contains
    procedure, nopass :: code => bad_code
  end type bad
contains
  subroutine bad_code(i, j, t)
    integer, intent(in) :: i, j
! BOUNDS: bounds.f90:[[@LINE+1]]:{{[0-9]+}}: error: 't' declared otherwise than its metadata says (a real(go_wp) rank-2 array of shape (:, :)) cannot be translated to OpenCL C
    real(go_wp), dimension(0:,0:), intent(inout) :: t
    t(i,j) = 0.0_go_wp
  end subroutine bad_code
end module bad_mod
