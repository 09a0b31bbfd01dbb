! Helpers of the GOcean metadata-form programs (forms_sw.x90, forms_ne.x90): the grid, fields
! set from global indices (so that every decomposition holds the same values), the halo
! exchanges of the plain-loop reference, and the comparison of a field computed through the
! generated PSy layer with the reference's, point by point over the whole array.
module forms_util_mod
  use kind_params_mod, only: go_wp
  use grid_mod
  use field_mod
  use parallel_mod, only: on_master, global_sum
  implicit none
  private
  public :: use_dm, make_grid, init_owned, init_all, exchange, compare, report
  !> The number of points, over every compared field and rank, that differed.
  integer, public :: mismatches = 0
  !> What a halo point holds until an exchange fills it: no owned point takes this value, so
  !> a missing exchange changes the results.
  real(go_wp), parameter :: STALE = 7.5_go_wp

contains

  !> False when the program runs with the argument `nodm` (its PSy layer came from psyc
  !> -nodm): then neither that layer nor the reference exchanges halos.
  logical function use_dm()
    character(len=8) :: arg
    call get_command_argument(1, arg)
    use_dm = trim(arg) /= "nodm"
  end function use_dm

  !> An nx x ny grid of T points with the given offset, the same boundary condition in x and
  !> y, dx = 3 and dy = 5 (distinct, so a dx read for a dy shows) and a T mask with land
  !> where (gx + 2 gy) mod 7 is 0 (global indices).
  subroutine make_grid(grid, offset, bc, nx, ny)
    type(grid_type), intent(inout), target :: grid
    integer, intent(in) :: offset, bc, nx, ny
    integer, allocatable :: tmask(:,:)
    integer :: i, j, gx, gy

    grid = grid_type(GO_ARAKAWA_C, (/bc, bc, GO_BC_NONE/), offset)
    call grid%decompose(nx, ny)
    allocate(tmask(grid%subdomain%global%nx, grid%subdomain%global%ny))
    do j = 1, size(tmask, 2)
      do i = 1, size(tmask, 1)
        gx = grid%subdomain%global%xstart + i - 1 - grid%halo_width
        gy = grid%subdomain%global%ystart + j - 1 - grid%halo_width
        tmask(i,j) = merge(0, 1, modulo(gx + 2 * gy, 7) == 0)
      end do
    end do
    call grid_init(grid, 3.0_go_wp, 5.0_go_wp, tmask)
  end subroutine make_grid

  !> A value that depends on the global point and on k (one series per field).
  real(go_wp) function value_at(gx, gy, k)
    integer, intent(in) :: gx, gy, k
    value_at = 1.0_go_wp + real(modulo(7 * gx + 13 * gy + 5 * k, 17), go_wp) / 16.0_go_wp + &
               1.0e-3_go_wp * real(gx * gy, go_wp)
  end function value_at

  !> Sets the rank's owned points from their global indices, every other point to STALE.
  subroutine init_owned(f, k)
    type(r2d_field), intent(inout) :: f
    integer, intent(in) :: k
    call init_range(f, k, f%grid%subdomain%internal%xstart, f%grid%subdomain%internal%xstop, &
                    f%grid%subdomain%internal%ystart, f%grid%subdomain%internal%ystop)
  end subroutine init_owned

  !> Sets every point of the array (halo included) from its global indices.
  subroutine init_all(f, k)
    type(r2d_field), intent(inout) :: f
    integer, intent(in) :: k
    call init_range(f, k, 1, size(f%data, 1), 1, size(f%data, 2))
  end subroutine init_all

  subroutine init_range(f, k, xstart, xstop, ystart, ystop)
    type(r2d_field), intent(inout) :: f
    integer, intent(in) :: k, xstart, xstop, ystart, ystop
    integer :: i, j, gx, gy
    f%data = STALE
    do j = ystart, ystop
      do i = xstart, xstop
        gx = f%grid%subdomain%global%xstart + i - f%grid%subdomain%internal%xstart
        gy = f%grid%subdomain%global%ystart + j - f%grid%subdomain%internal%ystart
        f%data(i,j) = value_at(gx, gy, k)
      end do
    end do
  end subroutine init_range

  !> The reference's halo exchange, where PSyclone's rule puts one (docs/gocean.md).
  subroutine exchange(dm, f)
    logical, intent(in) :: dm
    type(r2d_field), intent(inout) :: f
    if (dm) call f%halo_exchange(1)
  end subroutine exchange

  !> Compares every point of two fields (halos included): equal to 1e-14 relative. A NaN
  !> differs. A field an OpenCL PSy layer left on the device is read back first. Collective;
  !> the first rank prints the count.
  subroutine compare(name, got, want)
    character(len=*), intent(in) :: name
    type(r2d_field), intent(inout) :: got
    type(r2d_field), intent(in) :: want
    integer :: differ
    if (got%data_on_device) call got%read_from_device()
    differ = count(.not. (abs(got%data - want%data) <= &
                          1.0e-14_go_wp * max(abs(got%data), abs(want%data))))
    call global_sum(differ)
    mismatches = mismatches + differ
    if (on_master()) write(*, "(A, A, I0)") name, ": differ=", differ
  end subroutine compare

  !> The field's checksum (internal points, all ranks): compared between decompositions.
  subroutine report(name, f)
    character(len=*), intent(in) :: name
    type(r2d_field), intent(inout) :: f
    real(go_wp) :: sum
    sum = field_checksum(f)
    if (on_master()) write(*, "(A, ES25.16)") "checksum " // name, sum
  end subroutine report

end module forms_util_mod
