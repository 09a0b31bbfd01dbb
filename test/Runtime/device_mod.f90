! psy_device_mod, the user's calls to the device runtime, on the host device: after a
! "kernel" (this program writing the device copy psyRtDevMap returns) the host copy is stale
! until psy_device_update_host copies it back (once: a second call copies nothing), and
! psy_device_host_changed makes the next mapping copy the host's values in. For real(4),
! real(8) and integer(4) arrays, a backwards strided section, and an empty one.
! RUN: flang-new-22 -c -I %rt_fortran_mods %s -o %t.o
! RUN: %cc %t.o %rt_fortran_libs %psy_libdir/libPsyRuntimeDevice.a %psy_libdir/libPsyRuntimeCuda.a -ldl %flang_rt -o %t
! RUN: env PSY_DEVICE=host %t | FileCheck %s
program device_mod_test

  use, intrinsic :: iso_c_binding, only: c_ptr, c_loc, c_f_pointer, c_int32_t, c_int64_t, &
                                         c_long, c_long_long
  use psy_device_mod, only: psy_device_update_host, psy_device_host_changed

  implicit none

  type, bind(C) :: dev_stats
    integer(c_long) :: launches, to_device, to_host
    integer(c_long_long) :: bytes_to_device, bytes_to_host
  end type dev_stats

  interface
    type(c_ptr) function dev_map(host, bytes, access) bind(C, name="psyRtDevMap")
      import :: c_ptr, c_int64_t, c_int32_t
      type(c_ptr), value :: host
      integer(c_int64_t), value :: bytes
      integer(c_int32_t), value :: access
    end function

    subroutine dev_stats_get(s) bind(C, name="psyRtDevStatsGet")
      import :: dev_stats
      type(dev_stats), intent(out) :: s
    end subroutine
  end interface

  integer(c_int32_t), parameter :: read = 1, write = 2, readwrite = 3
  real(kind=8), target :: r8(100)
  real(kind=4), target :: r4(50)
  integer(kind=4), target :: i4(30)
  real(kind=8), pointer :: d8(:)
  real(kind=4), pointer :: d4(:)
  integer(kind=4), pointer :: di(:)

  r8 = 1.0d0
  call c_f_pointer(dev_map(c_loc(r8), 800_c_int64_t, write), d8, [100])
  d8 = 2.0d0
  call report("r8 written on the device", r8(1) + r8(100))
  ! CHECK: r8 written on the device: 0 in (0 bytes), 0 out (0 bytes); 2.00
  call psy_device_update_host(r8)
  call report("r8 updated", r8(1) + r8(100))
  ! CHECK-NEXT: r8 updated: 0 in (0 bytes), 1 out (800 bytes); 4.00
  call psy_device_update_host(r8)
  call report("r8 updated again", r8(1) + r8(100))
  ! CHECK-NEXT: r8 updated again: 0 in (0 bytes), 1 out (800 bytes); 4.00

  r8 = 3.0d0
  call psy_device_host_changed(r8)
  call c_f_pointer(dev_map(c_loc(r8), 800_c_int64_t, readwrite), d8, [100])
  call report("r8 changed on the host", d8(1) + d8(100))
  ! CHECK-NEXT: r8 changed on the host: 1 in (800 bytes), 1 out (800 bytes); 6.00

  ! The device copy is the newer one again; a backwards section spans the whole array.
  d8 = 4.0d0
  call psy_device_update_host(r8(100:1:-3))
  call report("r8 section updated", r8(1) + r8(100))
  ! CHECK-NEXT: r8 section updated: 1 in (800 bytes), 2 out (1600 bytes); 8.00
  call psy_device_update_host(r8(1:0))
  call psy_device_host_changed(r8(1:0))
  call report("empty sections", r8(1) + r8(100))
  ! CHECK-NEXT: empty sections: 1 in (800 bytes), 2 out (1600 bytes); 8.00

  r4 = 1.0
  call c_f_pointer(dev_map(c_loc(r4), 200_c_int64_t, write), d4, [50])
  d4 = 5.0
  call psy_device_update_host(r4)
  call report("r4 updated", real(r4(1) + r4(50), kind=8))
  ! CHECK-NEXT: r4 updated: 1 in (800 bytes), 3 out (1800 bytes); 10.00
  r4 = 6.0
  call psy_device_host_changed(r4)
  call c_f_pointer(dev_map(c_loc(r4), 200_c_int64_t, read), d4, [50])
  call report("r4 changed on the host", real(d4(1) + d4(50), kind=8))
  ! CHECK-NEXT: r4 changed on the host: 2 in (1000 bytes), 3 out (1800 bytes); 12.00

  i4 = 1
  call c_f_pointer(dev_map(c_loc(i4), 120_c_int64_t, write), di, [30])
  di = 7
  call psy_device_update_host(i4)
  call report("i4 updated", real(i4(1) + i4(30), kind=8))
  ! CHECK-NEXT: i4 updated: 2 in (1000 bytes), 4 out (1920 bytes); 14.00
  i4 = 8
  call psy_device_host_changed(i4)
  call c_f_pointer(dev_map(c_loc(i4), 120_c_int64_t, read), di, [30])
  call report("i4 changed on the host", real(di(1) + di(30), kind=8))
  ! CHECK-NEXT: i4 changed on the host: 3 in (1120 bytes), 4 out (1920 bytes); 16.00

contains

  subroutine report(what, value)
    character(*), intent(in) :: what
    real(kind=8), intent(in) :: value
    type(dev_stats) :: s
    call dev_stats_get(s)
    write(*, '(a, ": ", i0, " in (", i0, " bytes), ", i0, " out (", i0, " bytes); ", f0.2)') &
      what, s%to_device, s%bytes_to_device, s%to_host, s%bytes_to_host, value
  end subroutine

end program device_mod_test
