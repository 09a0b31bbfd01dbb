! psy_device_mod: the user's calls to the device runtime (include/psy-rt/Device.h, docs/gpu.md
! "The device runtime") for a program built with psyc --target=nvptx. Between invokes an
! array a device kernel wrote may be newer on the device than on the host:
!   call psy_device_update_host(a)   ! before the host reads a (or changes part of it)
!   call psy_device_host_changed(a)  ! after the host wrote a, outside an invoke
! Both take a rank-1 real(4), real(8) or integer(4) array (a field proxy's data), contiguous or
! not, and cover every byte between its first and its last element. Link
! libPsyRuntimeDevice.a and libPsyRuntimeCuda.a (and -ldl) with the program.
module psy_device_mod

  use, intrinsic :: iso_c_binding, only: c_ptr, c_int64_t, c_intptr_t, c_loc

  implicit none

  private
  public :: psy_device_update_host, psy_device_host_changed

  interface psy_device_update_host
    module procedure update_host_r4, update_host_r8, update_host_i4
  end interface

  interface psy_device_host_changed
    module procedure host_changed_r4, host_changed_r8, host_changed_i4
  end interface

  interface
    subroutine c_update_host(host, bytes) bind(C, name="psyRtDevUpdateHost")
      import :: c_ptr, c_int64_t
      type(c_ptr), value :: host
      integer(c_int64_t), value :: bytes
    end subroutine

    subroutine c_host_changed(host, bytes) bind(C, name="psyRtDevHostChanged")
      import :: c_ptr, c_int64_t
      type(c_ptr), value :: host
      integer(c_int64_t), value :: bytes
    end subroutine
  end interface

contains

  ! The bytes from the lower of the first and last elements' addresses to the end of the
  ! higher one: an array section may be strided or run backwards. For a contiguous array
  ! that is c_loc(data(1)) and size(data) * storage_size(data) / 8.
  subroutine call_c(first, last, elem_bytes, changed)
    type(c_ptr), intent(in) :: first, last
    integer, intent(in) :: elem_bytes
    logical, intent(in) :: changed
    integer(c_intptr_t) :: a, b
    type(c_ptr) :: lo
    integer(c_int64_t) :: bytes
    a = transfer(first, a)
    b = transfer(last, b)
    lo = first
    if (b < a) lo = last
    bytes = int(abs(b - a), c_int64_t) + elem_bytes
    if (changed) then
      call c_host_changed(lo, bytes)
    else
      call c_update_host(lo, bytes)
    end if
  end subroutine

  subroutine update_host_r4(data)
    real(kind=4), intent(inout), target :: data(:)
    if (size(data) == 0) return
    call call_c(c_loc(data(1)), c_loc(data(size(data))), storage_size(data) / 8, .false.)
  end subroutine

  subroutine update_host_r8(data)
    real(kind=8), intent(inout), target :: data(:)
    if (size(data) == 0) return
    call call_c(c_loc(data(1)), c_loc(data(size(data))), storage_size(data) / 8, .false.)
  end subroutine

  subroutine update_host_i4(data)
    integer(kind=4), intent(inout), target :: data(:)
    if (size(data) == 0) return
    call call_c(c_loc(data(1)), c_loc(data(size(data))), storage_size(data) / 8, .false.)
  end subroutine

  subroutine host_changed_r4(data)
    real(kind=4), intent(in), target :: data(:)
    if (size(data) == 0) return
    call call_c(c_loc(data(1)), c_loc(data(size(data))), storage_size(data) / 8, .true.)
  end subroutine

  subroutine host_changed_r8(data)
    real(kind=8), intent(in), target :: data(:)
    if (size(data) == 0) return
    call call_c(c_loc(data(1)), c_loc(data(size(data))), storage_size(data) / 8, .true.)
  end subroutine

  subroutine host_changed_i4(data)
    integer(kind=4), intent(in), target :: data(:)
    if (size(data) == 0) return
    call call_c(c_loc(data(1)), c_loc(data(size(data))), storage_size(data) / 8, .true.)
  end subroutine

end module psy_device_mod
