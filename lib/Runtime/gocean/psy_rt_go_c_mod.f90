! The C core of the GOcean runtime (include/psy-rt/GOcean.h and the rank and reduction calls
! of psy-rt/Runtime.h), as bind(C) interfaces. Private to the runtime's own modules.
module psy_rt_go_c_mod
  use iso_c_binding, only: c_int, c_double, c_ptr
  implicit none
  private

  !> A rectangle of points, bounds included (PsyRtGoRegion).
  type, public, bind(C) :: psy_rt_go_region
    integer(c_int) :: xstart, xstop, ystart, ystop
  end type psy_rt_go_region

  interface
    integer(c_int) function psy_rt_get_rank() bind(C, name="psyRtGetRank")
      import :: c_int
    end function
    integer(c_int) function psy_rt_get_nranks() bind(C, name="psyRtGetNRanks")
      import :: c_int
    end function
    subroutine psy_rt_finalize() bind(C, name="psyRtFinalize")
    end subroutine
    real(c_double) function psy_rt_global_sum(value) bind(C, name="psyRtGlobalSum")
      import :: c_double
      real(c_double), value :: value
    end function
    type(c_ptr) function psy_rt_go_grid_create(nx, ny, bc, offset, halo, px, py) &
        bind(C, name="psyRtGoGridCreate")
      import :: c_ptr, c_int
      integer(c_int), value :: nx, ny, offset, halo, px, py
      integer(c_int), intent(in) :: bc(2)
    end function
    subroutine psy_rt_go_grid_destroy(grid) bind(C, name="psyRtGoGridDestroy")
      import :: c_ptr
      type(c_ptr), value :: grid
    end subroutine
    subroutine psy_rt_go_grid_get_array_size(grid, nx, ny) &
        bind(C, name="psyRtGoGridGetArraySize")
      import :: c_ptr, c_int
      type(c_ptr), value :: grid
      integer(c_int), intent(out) :: nx, ny
    end subroutine
    subroutine psy_rt_go_grid_get_subdomain(grid, out) bind(C, name="psyRtGoGridGetSubdomain")
      import :: c_ptr, psy_rt_go_region
      type(c_ptr), value :: grid
      type(psy_rt_go_region), intent(out) :: out
    end subroutine
    subroutine psy_rt_go_grid_get_global_subdomain(grid, out) &
        bind(C, name="psyRtGoGridGetGlobalSubdomain")
      import :: c_ptr, psy_rt_go_region
      type(c_ptr), value :: grid
      type(psy_rt_go_region), intent(out) :: out
    end subroutine
    integer(c_int) function psy_rt_go_grid_get_region(grid, points, kind, out) &
        bind(C, name="psyRtGoGridGetRegion")
      import :: c_ptr, c_int, psy_rt_go_region
      type(c_ptr), value :: grid
      integer(c_int), value :: points, kind
      type(psy_rt_go_region), intent(out) :: out
    end function
    subroutine psy_rt_go_grid_set_spacing(grid, dx, dy, latitude) &
        bind(C, name="psyRtGoGridSetSpacing")
      import :: c_ptr, c_double
      type(c_ptr), value :: grid
      real(c_double), value :: dx, dy, latitude
    end subroutine
    subroutine psy_rt_go_grid_fill_metric(grid, metric, out) bind(C, name="psyRtGoGridFillMetric")
      import :: c_ptr, c_int, c_double
      type(c_ptr), value :: grid
      integer(c_int), value :: metric
      real(c_double), intent(out) :: out(*)
    end subroutine
    subroutine psy_rt_go_grid_set_tmask(grid, tmask) bind(C, name="psyRtGoGridSetTmask")
      import :: c_ptr
      type(c_ptr), value :: grid, tmask
    end subroutine
    subroutine psy_rt_go_grid_fill_mask(grid, points, out) bind(C, name="psyRtGoGridFillMask")
      import :: c_ptr, c_int
      type(c_ptr), value :: grid
      integer(c_int), value :: points
      integer(c_int), intent(out) :: out(*)
    end subroutine
    integer(c_int) function psy_rt_go_halo_exchange(grid, data, depth) &
        bind(C, name="psyRtGoHaloExchange")
      import :: c_ptr, c_int, c_double
      type(c_ptr), value :: grid
      real(c_double), intent(inout) :: data(*)
      integer(c_int), value :: depth
    end function
  end interface

  public :: psy_rt_get_rank, psy_rt_get_nranks, psy_rt_finalize, psy_rt_global_sum, &
            psy_rt_go_grid_create, psy_rt_go_grid_destroy, psy_rt_go_grid_get_array_size, &
            psy_rt_go_grid_get_subdomain, psy_rt_go_grid_get_global_subdomain, &
            psy_rt_go_grid_get_region, psy_rt_go_grid_set_spacing, psy_rt_go_grid_fill_metric, &
            psy_rt_go_grid_set_tmask, psy_rt_go_grid_fill_mask, psy_rt_go_halo_exchange
end module psy_rt_go_c_mod
