! dl_esm_inf's argument_mod: the vocabulary of GOcean 1.0 kernel metadata (meta_args). The
! values only need to be distinct; a compiler reads the names from the kernel's source.
module argument_mod
  implicit none
  private

  integer, public, parameter :: GO_READ = 1, GO_WRITE = 2, GO_READWRITE = 3
  !> Where a field argument lives: T, U, V, F points or every point.
  integer, public, parameter :: GO_CT = 10, GO_CU = 11, GO_CV = 12, GO_CF = 13, GO_EVERY = 14
  integer, public, parameter :: GO_R_SCALAR = 20, GO_I_SCALAR = 21
  !> Grid properties a kernel may take.
  integer, public, parameter :: GO_GRID_AREA_T = 30, GO_GRID_AREA_U = 31, &
    GO_GRID_AREA_V = 32, GO_GRID_MASK_T = 33, GO_GRID_DX_T = 34, GO_GRID_DX_U = 35, &
    GO_GRID_DX_V = 36, GO_GRID_DY_T = 37, GO_GRID_DY_U = 38, GO_GRID_DY_V = 39, &
    GO_GRID_LAT_U = 40, GO_GRID_LAT_V = 41, GO_GRID_DX_CONST = 42, GO_GRID_DY_CONST = 43, &
    GO_GRID_X_T = 44, GO_GRID_Y_T = 45
  !> The integer scalar and the data properties of PSyclone's default grid-properties (loop
  !> bounds, index ranges, extents), which psyc's metadata tables accept as well.
  integer, public, parameter :: GO_GRID_X_MIN_INDEX = 50, GO_GRID_X_MAX_INDEX = 51, &
    GO_GRID_Y_MIN_INDEX = 52, GO_GRID_Y_MAX_INDEX = 53, GO_GRID_NX = 54, GO_GRID_NY = 55, &
    GO_GRID_XSTOP = 56, GO_GRID_YSTOP = 57, GO_GRID_DATA = 58, &
    GO_GRID_INTERNAL_INNER_START = 60, GO_GRID_INTERNAL_INNER_STOP = 61, &
    GO_GRID_INTERNAL_OUTER_START = 62, GO_GRID_INTERNAL_OUTER_STOP = 63, &
    GO_GRID_WHOLE_INNER_START = 64, GO_GRID_WHOLE_INNER_STOP = 65, &
    GO_GRID_WHOLE_OUTER_START = 66, GO_GRID_WHOLE_OUTER_STOP = 67

  !> A stencil as three rows of three digits, north row first: GO_STENCIL(000,110,000)
  !> reads the point and its west neighbour.
  type, public :: go_stencil
    integer :: north = 0, centre = 10, south = 0
  end type go_stencil
  type(go_stencil), public, parameter :: GO_POINTWISE = go_stencil(0, 10, 0)

  type, public :: go_arg
    integer :: access = 0
    integer :: element = 0
    type(go_stencil) :: stencil = go_stencil(0, 10, 0)
  end type go_arg

end module argument_mod
