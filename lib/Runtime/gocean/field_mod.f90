! dl_esm_inf's field_mod over the C core: r2d_field, a real 2D field on one point type of a
! grid, with its `internal` and `whole` loop regions (GOceanGrid.c's rules,
! docs/runtime-gocean.md) and its halo exchange (GOceanExchange.c). The data is an ordinary
! Fortran array of the grid's array extents, so kernels take field%data as it is.
module field_mod
  use iso_c_binding, only: c_intptr_t, c_int, c_associated
  use kind_params_mod, only: go_wp
  use region_mod, only: region_type
  use grid_mod, only: grid_type
  use gocean_mod, only: gocean_stop
  use parallel_mod, only: global_sum
  use psy_rt_go_c_mod, only: psy_rt_go_region, psy_rt_go_grid_get_region, &
                             psy_rt_go_halo_exchange
  implicit none
  private

  integer, public, parameter :: GO_U_POINTS = 0, GO_V_POINTS = 1, GO_T_POINTS = 2, &
                                GO_F_POINTS = 3, GO_ALL_POINTS = 4

  !> A copy between a field's host data and its device copy (an OpenACC or OpenCL back end
  !> installs one): from the device when reading, to it when writing. A back end may make
  !> either lazy: the OpenCL one (psy_opencl_mod) reads only when a kernel wrote the device
  !> copy since, and "writing" only marks the device copy stale until the next kernel use.
  abstract interface
    subroutine device_copy_interface(device_ptr, data)
      import :: c_intptr_t, go_wp
      integer(c_intptr_t), intent(in) :: device_ptr
      real(go_wp), dimension(:,:), intent(inout) :: data
    end subroutine device_copy_interface
  end interface

  type, public :: field_type
    integer :: defined_on = GO_T_POINTS
    type(grid_type), pointer :: grid => null()
    type(region_type) :: internal, whole
    !> Whether the up-to-date data is the device's copy.
    logical :: data_on_device = .false.
  end type field_type

  type, public, extends(field_type) :: r2d_field
    real(go_wp), dimension(:,:), allocatable :: data
    integer(c_intptr_t) :: device_ptr = 0
    procedure(device_copy_interface), pointer, nopass :: read_from_device_f => null()
    procedure(device_copy_interface), pointer, nopass :: write_to_device_f => null()
  contains
    procedure :: halo_exchange
    procedure :: read_from_device
    procedure :: write_to_device
    procedure :: get_data
  end type r2d_field

  interface r2d_field
    module procedure r2d_field_constructor
  end interface r2d_field

  interface field_checksum
    module procedure fld_checksum
  end interface field_checksum

  public :: field_checksum, copy_field, set_field

contains

  !> A zeroed field on grid_points (GO_T_POINTS, ...) of a grid made by grid_init. The grid
  !> must outlive the field (the field points to it). do_tile is accepted and ignored.
  function r2d_field_constructor(grid, grid_points, do_tile) result(self)
    type(grid_type), intent(in), target :: grid
    integer, intent(in) :: grid_points
    logical, intent(in), optional :: do_tile
    type(r2d_field) :: self

    if (.not. c_associated(grid%handle)) &
      call gocean_stop('r2d_field: ERROR: the grid is not decomposed and initialised')
    self%grid => grid
    self%defined_on = grid_points
    self%internal = region_of(grid, grid_points, 0)
    self%whole = region_of(grid, grid_points, 1)
    allocate(self%data(grid%nx, grid%ny))
    self%data = 0.0_go_wp
  end function r2d_field_constructor

  function region_of(grid, points, kind) result(region)
    type(grid_type), intent(in) :: grid
    integer, intent(in) :: points, kind
    type(region_type) :: region
    type(psy_rt_go_region) :: r
    if (psy_rt_go_grid_get_region(grid%handle, points, kind, r) /= 0) &
      call gocean_stop('r2d_field: ERROR: invalid grid-point type or grid offset')
    region = region_type(r%xstart, r%xstop, r%ystart, r%ystop, r%xstop - r%xstart + 1, &
                         r%ystop - r%ystart + 1)
  end function region_of

  !> Collective: fills the halo to `depth` (1 to the grid's halo width) from the owners of
  !> those points, wrapping periodic boundaries. A field on the device is read first and
  !> written back after.
  subroutine halo_exchange(self, depth)
    class(r2d_field), intent(inout) :: self
    integer, intent(in) :: depth
    if (self%data_on_device) call self%read_from_device()
    if (psy_rt_go_halo_exchange(self%grid%handle, self%data, int(depth, c_int)) /= 0) &
      call gocean_stop('halo_exchange: ERROR: depth outside 1 to the grid''s halo width')
    if (self%data_on_device) call self%write_to_device()
  end subroutine halo_exchange

  !> Brings the device's copy to data through read_from_device_f, when one is installed.
  subroutine read_from_device(self)
    class(r2d_field), intent(inout) :: self
    if (associated(self%read_from_device_f)) &
      call self%read_from_device_f(self%device_ptr, self%data)
  end subroutine read_from_device

  subroutine write_to_device(self)
    class(r2d_field), intent(inout) :: self
    if (associated(self%write_to_device_f)) &
      call self%write_to_device_f(self%device_ptr, self%data)
  end subroutine write_to_device

  !> The host data, brought from the device first when it lives there.
  function get_data(self) result(dptr)
    class(r2d_field), intent(inout), target :: self
    real(go_wp), dimension(:,:), pointer :: dptr
    if (self%data_on_device) call self%read_from_device()
    dptr => self%data
  end function get_data

  !> Sum of |value| over the internal region on every rank (a global sum). A field on the
  !> device is read first.
  function fld_checksum(field) result(val)
    type(r2d_field), intent(inout) :: field
    real(go_wp) :: val
    if (field%data_on_device) call field%read_from_device()
    val = sum(abs(field%data(field%internal%xstart:field%internal%xstop, &
                             field%internal%ystart:field%internal%ystop)))
    call global_sum(val)
  end function fld_checksum

  !> Copies field_in's data to field_out's on the host: a field on the device is read first,
  !> and field_out's device copy (if it has one) is then written.
  subroutine copy_field(field_in, field_out)
    type(r2d_field), intent(inout) :: field_in
    type(r2d_field), intent(inout) :: field_out
    if (field_in%data_on_device) call field_in%read_from_device()
    ! Through explicit-shape dummies rather than an array assignment: flang copies one
    ! allocatable component into another through its runtime's Assign, by way of a
    ! temporary (the two might overlap), doubling the memory traffic of a model's per-step
    ! copies (bench/gocean); dummies may not overlap, so this is one straight copy.
    call copy_data(size(field_in%data, 1), size(field_in%data, 2), field_in%data, &
                   field_out%data)
    if (field_out%data_on_device) call field_out%write_to_device()
  end subroutine copy_field

  subroutine copy_data(nx, ny, from, to)
    integer, intent(in) :: nx, ny
    real(go_wp), intent(in) :: from(nx, ny)
    real(go_wp), intent(inout) :: to(nx, ny)
    to = from
  end subroutine copy_data

  subroutine set_field(fld, val)
    type(r2d_field), intent(inout) :: fld
    real(go_wp), intent(in) :: val
    fld%data(:,:) = val
    if (fld%data_on_device) call fld%write_to_device()
  end subroutine set_field

end module field_mod
