! The Fortran interface of the GOcean OpenCL runtime (include/psy-rt/GOceanOpenCL.h,
! docs/opencl.md), for an OpenCL PSy layer: build the kernels' program, find its kernels, pass
! fields and scalars as kernel arguments and launch a kernel over a loop region. A field gets
! its device buffer at its first use as an argument; from then on its data_on_device is true
! and field_mod's read_from_device / write_to_device go through the runtime, which copies
! only what changed (a halo exchange reads back a field a kernel wrote, once, and the next
! kernel use copies the exchanged data over). Every failure stops the run with the runtime's
! message (gocean_stop). Link libPsyRuntimeGOceanOpenCL.a and -lOpenCL.
module psy_opencl_mod
  use iso_c_binding, only: c_ptr, c_int, c_long, c_double, c_char, c_size_t, c_intptr_t, &
                           c_null_char, c_null_ptr, c_associated, c_loc, c_f_pointer
  use kind_params_mod, only: go_wp
  use region_mod, only: region_type
  use field_mod, only: r2d_field
  use gocean_mod, only: gocean_stop, gocean_device_finalise
  implicit none
  private
  public :: psy_ocl_init, psy_ocl_finalise, psy_ocl_program_from_file, &
            psy_ocl_program_from_source, psy_ocl_kernels_program, psy_ocl_kernel, &
            psy_ocl_field_arg, psy_ocl_grid_arg, psy_ocl_real_arg, psy_ocl_int_arg, &
            psy_ocl_launch, &
            psy_ocl_finish, psy_ocl_transfers, psy_ocl_reset_transfers

  !> An array grid property as a kernel argument: psy_ocl_grid_arg(kernel, index, grid%area_t)
  !> (real) or (..., grid%tmask) (integer).
  interface psy_ocl_grid_arg
    module procedure grid_arg_real, grid_arg_int
  end interface psy_ocl_grid_arg

  !> The program psy_ocl_kernels_program built, kept for the later calls.
  type(c_ptr), save :: kernels_program = c_null_ptr

  interface
    integer(c_int) function c_init() bind(C, name="psyRtOclInit")
      import :: c_int
    end function
    subroutine c_finalize() bind(C, name="psyRtOclFinalize")
    end subroutine
    type(c_ptr) function c_get_error() bind(C, name="psyRtOclGetError")
      import :: c_ptr
    end function
    integer(c_int) function c_program_create(name, source, program) &
        bind(C, name="psyRtOclProgramCreate")
      import :: c_int, c_char, c_ptr
      character(kind=c_char), intent(in) :: name(*), source(*)
      type(c_ptr), intent(out) :: program
    end function
    integer(c_int) function c_program_from_file(path, program) &
        bind(C, name="psyRtOclProgramCreateFromFile")
      import :: c_int, c_char, c_ptr
      character(kind=c_char), intent(in) :: path(*)
      type(c_ptr), intent(out) :: program
    end function
    integer(c_int) function c_kernel_get(program, name, kernel) bind(C, name="psyRtOclKernelGet")
      import :: c_int, c_char, c_ptr
      type(c_ptr), value :: program
      character(kind=c_char), intent(in) :: name(*)
      type(c_ptr), intent(out) :: kernel
    end function
    integer(c_int) function c_buffer_create(host, bytes, buffer) &
        bind(C, name="psyRtOclBufferCreate")
      import :: c_int, c_ptr, c_size_t, c_intptr_t
      type(c_ptr), value :: host
      integer(c_size_t), value :: bytes
      integer(c_intptr_t), intent(out) :: buffer
    end function
    integer(c_int) function c_buffer_for_host(host, bytes, buffer) &
        bind(C, name="psyRtOclBufferForHost")
      import :: c_int, c_ptr, c_size_t, c_intptr_t
      type(c_ptr), value :: host
      integer(c_size_t), value :: bytes
      integer(c_intptr_t), intent(out) :: buffer
    end function
    integer(c_int) function c_buffer_to_host(buffer) bind(C, name="psyRtOclBufferToHost")
      import :: c_int, c_intptr_t
      integer(c_intptr_t), value :: buffer
    end function
    subroutine c_buffer_host_written(buffer) bind(C, name="psyRtOclBufferHostWritten")
      import :: c_intptr_t
      integer(c_intptr_t), value :: buffer
    end subroutine
    integer(c_int) function c_set_buffer(kernel, index, buffer, written) &
        bind(C, name="psyRtOclKernelSetBuffer")
      import :: c_int, c_ptr, c_intptr_t
      type(c_ptr), value :: kernel
      integer(c_int), value :: index, written
      integer(c_intptr_t), value :: buffer
    end function
    integer(c_int) function c_set_double(kernel, index, value) &
        bind(C, name="psyRtOclKernelSetDouble")
      import :: c_int, c_ptr, c_double
      type(c_ptr), value :: kernel
      integer(c_int), value :: index
      real(c_double), value :: value
    end function
    integer(c_int) function c_set_int(kernel, index, value) bind(C, name="psyRtOclKernelSetInt")
      import :: c_int, c_ptr
      type(c_ptr), value :: kernel
      integer(c_int), value :: index, value
    end function
    integer(c_int) function c_launch(kernel, nx, ny, xstart, xstop, ystart, ystop) &
        bind(C, name="psyRtOclKernelLaunch")
      import :: c_int, c_ptr, c_size_t
      type(c_ptr), value :: kernel
      integer(c_size_t), value :: nx, ny
      integer(c_int), value :: xstart, xstop, ystart, ystop
    end function
    integer(c_int) function c_finish() bind(C, name="psyRtOclFinish")
      import :: c_int
    end function
    subroutine c_get_transfers(to_device, to_host) bind(C, name="psyRtOclGetTransferCounts")
      import :: c_long
      integer(c_long), intent(out) :: to_device, to_host
    end subroutine
    subroutine c_reset_transfers() bind(C, name="psyRtOclResetTransferCounts")
    end subroutine
    integer(c_size_t) function c_strlen(s) bind(C, name="strlen")
      import :: c_size_t, c_ptr
      type(c_ptr), value :: s
    end function
  end interface

contains

  !> Stops the run with the runtime's last message when rc is a failure.
  subroutine check(rc)
    integer(c_int), intent(in) :: rc
    character(kind=c_char), pointer :: text(:)
    character(len=:), allocatable :: message
    type(c_ptr) :: p
    integer :: k
    if (rc == 0) return
    p = c_get_error()
    call c_f_pointer(p, text, [c_strlen(p)])
    allocate(character(len=size(text)) :: message)
    do k = 1, size(text)
      message(k:k) = text(k)
    end do
    call gocean_stop('psy_opencl: ERROR: ' // message)
  end subroutine check

  !> Starts the OpenCL environment (the first call does; later calls return at once) and has
  !> gocean_finalise end it. Every other routine calls it first.
  subroutine psy_ocl_init()
    call check(c_init())
    gocean_device_finalise => psy_ocl_finalise
  end subroutine psy_ocl_init

  !> Releases every program, kernel and buffer, and the environment. Fields that had a buffer
  !> must not be used as kernel arguments afterwards.
  subroutine psy_ocl_finalise()
    call c_finalize()
    kernels_program = c_null_ptr
  end subroutine psy_ocl_finalise

  function psy_ocl_program_from_file(path) result(program)
    character(len=*), intent(in) :: path
    type(c_ptr) :: program
    call psy_ocl_init()
    call check(c_program_from_file(trim(path) // c_null_char, program))
  end function psy_ocl_program_from_file

  !> `name` names the source in messages (a build failure prints the build log).
  function psy_ocl_program_from_source(name, source) result(program)
    character(len=*), intent(in) :: name, source
    type(c_ptr) :: program
    call psy_ocl_init()
    call check(c_program_create(trim(name) // c_null_char, source // c_null_char, program))
  end function psy_ocl_program_from_source

  !> The program of all the model's kernels, built at the first call from the file that the
  !> environment variable PSY_OPENCL_KERNELS_FILE names, or else from default_file.
  function psy_ocl_kernels_program(default_file) result(program)
    character(len=*), intent(in) :: default_file
    type(c_ptr) :: program
    character(len=4096) :: path
    integer :: length, status
    if (.not. c_associated(kernels_program)) then
      call get_environment_variable("PSY_OPENCL_KERNELS_FILE", path, length, status)
      if (status /= 0 .or. length == 0) path = default_file
      kernels_program = psy_ocl_program_from_file(path)
    end if
    program = kernels_program
  end function psy_ocl_kernels_program

  function psy_ocl_kernel(program, name) result(kernel)
    type(c_ptr), intent(in) :: program
    character(len=*), intent(in) :: name
    type(c_ptr) :: kernel
    call check(c_kernel_get(program, trim(name) // c_null_char, kernel))
  end function psy_ocl_kernel

  !> Kernel argument `index` (0-based, as clSetKernelArg counts) is the field's data; written:
  !> the kernel writes it (GO_WRITE, GO_READWRITE). The first use gives the field its device
  !> buffer and makes data_on_device true.
  subroutine psy_ocl_field_arg(kernel, index, fld, written)
    type(c_ptr), intent(in) :: kernel
    integer, intent(in) :: index
    type(r2d_field), intent(inout), target :: fld
    logical, intent(in) :: written
    integer(c_size_t) :: bytes
    if (fld%device_ptr == 0) then
      call psy_ocl_init()
      bytes = int(size(fld%data), c_size_t) * int(storage_size(fld%data) / 8, c_size_t)
      call check(c_buffer_create(c_loc(fld%data), bytes, fld%device_ptr))
      fld%read_from_device_f => read_from_device
      fld%write_to_device_f => write_to_device
      fld%data_on_device = .true.
    end if
    call check(c_set_buffer(kernel, int(index, c_int), fld%device_ptr, &
                            merge(1_c_int, 0_c_int, written)))
  end subroutine psy_ocl_field_arg

  !> A grid property gets its buffer at its first use and is copied over then, once: the grid's
  !> arrays do not change after grid_init. Kernels only read them.
  subroutine grid_arg_real(kernel, index, array)
    type(c_ptr), intent(in) :: kernel
    integer, intent(in) :: index
    real(go_wp), dimension(:,:), contiguous, intent(in), target :: array
    call grid_arg(kernel, index, c_loc(array), &
                  int(size(array), c_size_t) * int(storage_size(array) / 8, c_size_t))
  end subroutine grid_arg_real

  subroutine grid_arg_int(kernel, index, array)
    type(c_ptr), intent(in) :: kernel
    integer, intent(in) :: index
    integer, dimension(:,:), contiguous, intent(in), target :: array
    call grid_arg(kernel, index, c_loc(array), &
                  int(size(array), c_size_t) * int(storage_size(array) / 8, c_size_t))
  end subroutine grid_arg_int

  subroutine grid_arg(kernel, index, host, bytes)
    type(c_ptr), intent(in) :: kernel, host
    integer, intent(in) :: index
    integer(c_size_t), intent(in) :: bytes
    integer(c_intptr_t) :: buffer
    call psy_ocl_init()
    call check(c_buffer_for_host(host, bytes, buffer))
    call check(c_set_buffer(kernel, int(index, c_int), buffer, 0_c_int))
  end subroutine grid_arg

  subroutine psy_ocl_real_arg(kernel, index, value)
    type(c_ptr), intent(in) :: kernel
    integer, intent(in) :: index
    real(go_wp), intent(in) :: value
    call check(c_set_double(kernel, int(index, c_int), real(value, c_double)))
  end subroutine psy_ocl_real_arg

  subroutine psy_ocl_int_arg(kernel, index, value)
    type(c_ptr), intent(in) :: kernel
    integer, intent(in) :: index, value
    call check(c_set_int(kernel, int(index, c_int), int(value, c_int)))
  end subroutine psy_ocl_int_arg

  !> Launches the kernel over nx x ny work items (the fields' array extents, grid%nx and
  !> grid%ny) on `region` (a field's internal or whole region), its last four arguments.
  subroutine psy_ocl_launch(kernel, nx, ny, region)
    type(c_ptr), intent(in) :: kernel
    integer, intent(in) :: nx, ny
    type(region_type), intent(in) :: region
    call check(c_launch(kernel, int(nx, c_size_t), int(ny, c_size_t), &
                        int(region%xstart, c_int), int(region%xstop, c_int), &
                        int(region%ystart, c_int), int(region%ystop, c_int)))
  end subroutine psy_ocl_launch

  !> Waits for every kernel launched (reading a field back also does).
  subroutine psy_ocl_finish()
    call check(c_finish())
  end subroutine psy_ocl_finish

  !> The debug counters of copies to and from the device, for tests.
  subroutine psy_ocl_transfers(to_device, to_host)
    integer, intent(out) :: to_device, to_host
    integer(c_long) :: d, h
    call c_get_transfers(d, h)
    to_device = int(d)
    to_host = int(h)
  end subroutine psy_ocl_transfers

  subroutine psy_ocl_reset_transfers()
    call c_reset_transfers()
  end subroutine psy_ocl_reset_transfers

  ! field_mod's hooks: `data` is the field's own array, which the buffer mirrors.
  subroutine read_from_device(device_ptr, data)
    integer(c_intptr_t), intent(in) :: device_ptr
    real(go_wp), dimension(:,:), intent(inout) :: data
    call check(c_buffer_to_host(device_ptr))
  end subroutine read_from_device

  subroutine write_to_device(device_ptr, data)
    integer(c_intptr_t), intent(in) :: device_ptr
    real(go_wp), dimension(:,:), intent(inout) :: data
    call c_buffer_host_written(device_ptr)
  end subroutine write_to_device

end module psy_opencl_mod
