! Fills the halo cells of a W3 field from a W2 field it reads through a cross stencil, with
! basis functions on an XYoZ rule: a kernel on halo cells only, given its halo depth last.
module halo_fill_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: halo_fill_kernel_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_WRITE, W3), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W2, STENCIL(CROSS)) &
         /)
    type(func_type), dimension(1) :: meta_funcs = (/ func_type(W3, GH_BASIS) /)
    integer :: gh_shape = GH_QUADRATURE_XYoZ
    integer :: operates_on = HALO_CELL_COLUMN
  contains
    procedure, nopass :: halo_fill_kernel_code
  end type halo_fill_kernel_type

  public :: halo_fill_kernel_code
contains
  subroutine halo_fill_kernel_code()
  end subroutine halo_fill_kernel_code
end module halo_fill_kernel_mod
! Increments a W1 field from a W3 one over the owned cells and the halo cells to the depth the
! algorithm gives it.
module owned_halo_kernel_mod
  use argument_mod
  use kernel_mod, only: kernel_type
  implicit none
  private

  type, public, extends(kernel_type) :: owned_halo_kernel_type
    private
    type(arg_type), dimension(2) :: meta_args = (/ &
         arg_type(GH_FIELD, GH_REAL, GH_INC, W1), &
         arg_type(GH_FIELD, GH_REAL, GH_READ, W3) &
         /)
    integer :: operates_on = OWNED_AND_HALO_CELL_COLUMN
  contains
    procedure, nopass :: owned_halo_kernel_code
  end type owned_halo_kernel_type

  public :: owned_halo_kernel_code
contains
  subroutine owned_halo_kernel_code()
  end subroutine owned_halo_kernel_code
end module owned_halo_kernel_mod
! Kernels on halo cells (halo_cell_column, owned_and_halo_cell_column) take the halo depth they
! run to as a final integer argument, after their stencil extents and quadrature rules
! (PSyclone 3.3). It bounds the kernel's loop, cell_halo(depth), and is no kernel operand: a
! variable is an invoke argument cast once, at the top, to the index the bound takes; a
! literal is the bound's constant depth.
program halo_depth_alg
  use constants_mod, only: r_def, i_def
  use field_mod
  use halo_fill_kernel_mod, only: halo_fill_kernel_type
  use owned_halo_kernel_mod, only: owned_halo_kernel_type
  implicit none
  type(field_type) :: a, w, u
  type(quadrature_xyoz_type) :: qr
  integer(i_def) :: extent, depth

  call invoke(halo_fill_kernel_type(a, w, extent, qr, depth), &
              owned_halo_kernel_type(u, a, 2),                &
              owned_halo_kernel_type(u, a, depth))
end program halo_depth_alg


