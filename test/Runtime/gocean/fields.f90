! The GOcean Fortran modules (dl_esm_inf's names): grid_type's decomposition, metrics and
! masks, r2d_field's internal and whole regions on U, V, T and F points, a periodic
! halo_exchange filling every halo point from the point it images, field_checksum and
! global_sum over 1 and 4 ranks.
! REQUIRES: mpi
! RUN: flang-new-22 -c -I %rt_gocean_mods %s -o %t.o
! RUN: %cc %t.o %rt_gocean_libs %flang_rt -o %t
! RUN: %t | FileCheck %s --check-prefixes=CHECK,NP1
! RUN: %cc %t.o %rt_gocean_mpi_libs %flang_rt -o %t.mpi
! RUN: %mpirun -np 4 %t.mpi | FileCheck %s --check-prefixes=CHECK,NP4
program gocean_fields_test
  use kind_params_mod, only: go_wp
  use grid_mod
  use field_mod
  use gocean_mod, only: gocean_initialise, gocean_finalise
  use parallel_mod, only: get_rank, get_num_ranks, global_sum
  implicit none
  type(grid_type), target :: grid
  type(r2d_field) :: t, u, v, f
  integer, allocatable :: tmask(:,:)
  integer :: i, j, wrong, ranks
  real(go_wp) :: expect

  call gocean_initialise()
  grid = grid_type(GO_ARAKAWA_C, (/GO_BC_PERIODIC, GO_BC_PERIODIC, GO_BC_NONE/), GO_OFFSET_SW)
  call grid%decompose(8, 6)
  allocate(tmask(grid%subdomain%global%nx, grid%subdomain%global%ny))
  tmask = 1
  call grid_init(grid, 1000.0_go_wp, 500.0_go_wp, tmask)
  t = r2d_field(grid, GO_T_POINTS)
  u = r2d_field(grid, GO_U_POINTS)
  v = r2d_field(grid, GO_V_POINTS)
  f = r2d_field(grid, GO_F_POINTS)
  if (get_rank() == 1) then
    write(*, "(A, I0, A, I0, A, 4I3)") "arrays ", grid%nx, " x ", grid%ny, " internal", &
      u%internal%xstart, u%internal%xstop, u%internal%ystart, u%internal%ystop
    write(*, "(A, 4I3)") "whole", f%whole%xstart, f%whole%xstop, f%whole%ystart, f%whole%ystop
    write(*, "(A, 2F8.1, F10.1, F6.1)") "metrics", grid%dx_u(2,2), grid%dy_v(2,2), &
      grid%area_t(2,2), grid%gphiu(2,2)
    write(*, "(A, 2I3)") "masks", grid%tmask(2,2), grid%fmask(1,1)
  end if
  ! NP1: arrays 11 x 9 internal  2  9  2  7
  ! NP1-NEXT: whole  1 10  1  8
  ! NP4: arrays 7 x 6 internal  2  5  2  4
  ! NP4-NEXT: whole  1  6  1  5
  ! CHECK-NEXT: metrics  1000.0   500.0  500000.0  50.0
  ! CHECK-NEXT: masks  1 -1

  ! Every internal point holds its global index; after the exchange, so does every halo
  ! point, wrapped around the periodic domain.
  do j = t%internal%ystart, t%internal%ystop
    do i = t%internal%xstart, t%internal%xstop
      t%data(i,j) = global_id(i, j)
    end do
  end do
  call t%halo_exchange(1)
  wrong = 0
  do j = t%whole%ystart, t%whole%ystop
    do i = t%whole%xstart, t%whole%xstop
      if (t%data(i,j) /= global_id(i, j)) wrong = wrong + 1
    end do
  end do
  call global_sum(wrong)
  ! The checksum is the sum over the domain's 48 points of 100 I + J.
  expect = field_checksum(t)
  ranks = get_num_ranks()
  if (get_rank() == 1) write(*, "(A, I0, A, F8.1)") "halo wrong ", wrong, " checksum ", expect
  ! CHECK: halo wrong 0 checksum 21768.0
  call gocean_finalise()

contains

  real(go_wp) function global_id(i, j)
    integer, intent(in) :: i, j
    integer :: gi, gj
    gi = modulo(grid%subdomain%global%xstart + i - t%internal%xstart - 1, 8) + 1
    gj = modulo(grid%subdomain%global%ystart + j - t%internal%ystart - 1, 6) + 1
    global_id = 100 * gi + gj
  end function global_id

end program gocean_fields_test
