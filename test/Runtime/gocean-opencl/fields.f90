! psy_opencl_mod with field_mod's data_on_device: a field gets its device buffer at its first
! kernel use and crosses to the device once for two kernels; a halo exchange reads it back
! once (a second exchange reads nothing) and fills the periodic halo with what the kernel
! wrote; the next kernel copies the exchanged field over, once; field_checksum reads back the
! kernel's values; grid properties (area_t, tmask) cross once for two kernels. Serially and on 2 ranks, each with its own OpenCL context.
! REQUIRES: mpi
! RUN: flang-new-22 -c -I %rt_gocean_mods %s -o %t.o
! RUN: %cc %t.o %rt_gocean_libs %rt_gocean_ocl_libs %flang_rt -o %t
! RUN: %t | FileCheck %s --check-prefixes=CHECK,NP1
! RUN: %cc %t.o %rt_gocean_mpi_libs %rt_gocean_ocl_libs %flang_rt -o %t.mpi
! RUN: %mpirun -np 2 %t.mpi | FileCheck %s --check-prefixes=CHECK,NP2
program gocean_opencl_fields_test
  use iso_c_binding, only: c_ptr
  use kind_params_mod, only: go_wp
  use grid_mod
  use field_mod
  use gocean_mod, only: gocean_initialise, gocean_finalise
  use parallel_mod, only: on_master, get_num_ranks
  use psy_opencl_mod
  implicit none
  character(len=*), parameter :: source = &
    "__kernel void add_code(__global double *restrict a, double v, int xstart, int xstop," // &
    " int ystart, int ystop) {" // new_line("a") // &
    "  int i = get_global_id(0) + 1, j = get_global_id(1) + 1;" // new_line("a") // &
    "  if (i < xstart || i > xstop || j < ystart || j > ystop) return;" // new_line("a") // &
    "  a[(i - 1) + (j - 1) * get_global_size(0)] += v;" // new_line("a") // "}" // new_line("a") // &
    "__kernel void area_code(__global double *restrict a, __global double *restrict area_t," // &
    " __global int *restrict tmask, int xstart, int xstop, int ystart, int ystop) {" // &
    new_line("a") // &
    "  int i = get_global_id(0) + 1, j = get_global_id(1) + 1;" // new_line("a") // &
    "  if (i < xstart || i > xstop || j < ystart || j > ystop) return;" // new_line("a") // &
    "  int k = (i - 1) + (j - 1) * get_global_size(0);" // new_line("a") // &
    "  a[k] = area_t[k] * tmask[k];" // new_line("a") // "}" // new_line("a")
  type(grid_type), target :: grid
  type(r2d_field) :: t
  type(c_ptr) :: program, add, area
  integer :: to_device, to_host
  real(go_wp) :: checksum

  call gocean_initialise()
  grid = grid_type(GO_ARAKAWA_C, (/GO_BC_PERIODIC, GO_BC_PERIODIC, GO_BC_NONE/), GO_OFFSET_SW)
  call grid%decompose(8, 6)
  call grid_init(grid, 1000.0_go_wp, 500.0_go_wp)
  t = r2d_field(grid, GO_T_POINTS)
  if (on_master()) print "(A, I0)", "ranks ", get_num_ranks()
  ! NP1: ranks 1
  ! NP2: ranks 2

  program = psy_ocl_program_from_source("add", source)
  add = psy_ocl_kernel(program, "add_code")
  call run_add(1.0_go_wp)
  call run_add(2.0_go_wp)
  call report("two kernels", t%data_on_device)
  ! CHECK: two kernels: to device 1, to host 0, on device T
  call t%halo_exchange(1)
  call t%halo_exchange(1)
  call report("two halo exchanges", t%data_on_device)
  ! CHECK-NEXT: two halo exchanges: to device 1, to host 1, on device T
  if (on_master()) print "(A, 2F5.1)", "halo and corner ", t%data(1, 3), t%data(1, 1)
  ! CHECK-NEXT: halo and corner   3.0  3.0
  call run_add(1.0_go_wp)
  call report("a kernel after the exchanges", t%data_on_device)
  ! CHECK-NEXT: a kernel after the exchanges: to device 2, to host 1, on device T
  ! 48 points of 4 everywhere, whatever the decomposition.
  checksum = field_checksum(t)
  if (on_master()) print "(A, F6.1)", "checksum ", checksum
  call report("checksum", t%data_on_device)
  ! CHECK-NEXT: checksum  192.0
  ! CHECK-NEXT: checksum: to device 2, to host 2, on device T
  ! Grid properties: copied over at their first use only.
  area = psy_ocl_kernel(program, "area_code")
  call run_area()
  call run_area()
  checksum = field_checksum(t)
  if (on_master()) print "(A, ES10.3)", "area checksum ", checksum
  call report("two area kernels", t%data_on_device)
  ! CHECK-NEXT: area checksum  2.400E+07
  ! CHECK-NEXT: two area kernels: to device 4, to host 3, on device T
  call gocean_finalise()

contains

  subroutine run_add(v)
    real(go_wp), intent(in) :: v
    call psy_ocl_field_arg(add, 0, t, .true.)
    call psy_ocl_real_arg(add, 1, v)
    call psy_ocl_launch(add, grid%nx, grid%ny, t%internal)
  end subroutine run_add

  subroutine run_area()
    call psy_ocl_field_arg(area, 0, t, .true.)
    call psy_ocl_grid_arg(area, 1, grid%area_t)
    call psy_ocl_grid_arg(area, 2, grid%tmask)
    call psy_ocl_launch(area, grid%nx, grid%ny, t%internal)
  end subroutine run_area

  ! The transfer counters of rank 1 (every rank's are the same).
  subroutine report(when, on_device)
    character(len=*), intent(in) :: when
    logical, intent(in) :: on_device
    call psy_ocl_transfers(to_device, to_host)
    if (on_master()) print "(A, A, I0, A, I0, A, L1)", when, ": to device ", to_device, &
        ", to host ", to_host, ", on device ", on_device
  end subroutine report

end program gocean_opencl_fields_test
