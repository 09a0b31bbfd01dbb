! The hand-written reference for stencil_alg.x90's invoke: the same kernels called in plain
! loops with the arguments an LFRic PSy layer passes (the stencil map of each shape and
! extent from the field's function space, each cell's stencil size and its slice of the
! whole stencil dofmap). No psy-mlir code is involved. Fields are filled and compared with
! check_mod's fill and compare.
module stencil_reference_mod
  use constants_mod, only: r_def, i_def
  use field_mod, only: field_type, field_proxy_type
  use function_space_mod, only: function_space_type
  use stencil_dofmap_mod, only: stencil_dofmap_type, STENCIL_CROSS, STENCIL_REGION, &
                                STENCIL_1DX, STENCIL_1DY
  use stencil_2D_dofmap_mod, only: stencil_2D_dofmap_type, STENCIL_2D_CROSS
  use flux_direction_mod, only: x_direction, y_direction
  use check_mod, only: fill, compare
  use sten_cross_kernel_mod, only: sten_cross_code
  use sten_region_kernel_mod, only: sten_region_code
  use sten_x1d_kernel_mod, only: sten_x1d_code
  use sten_y1d_kernel_mod, only: sten_y1d_code
  use sten_xory1d_kernel_mod, only: sten_xory1d_code
  use sten_cross2d_kernel_mod, only: sten_cross2d_code
  use sten_wtheta_kernel_mod, only: sten_wtheta_code
  implicit none
  private
  public :: fill, compare, stencil_reference_invoke
contains

  !> One kernel with a stencil of `shape` and `extent` on src, writing out, over all cells.
  subroutine run_1d(which, out, src, shape, extent, direction)
    integer(i_def), intent(in) :: which, shape, extent, direction
    type(field_proxy_type), intent(in) :: out, src
    type(stencil_dofmap_type), pointer :: map
    integer(i_def), pointer :: sizes(:), dofmap(:,:,:), cmap(:,:)
    integer(i_def) :: cell, nlayers, ndf, undf
    map => src%vspace%get_stencil_dofmap(shape, extent)
    sizes => map%get_stencil_sizes()
    dofmap => map%get_whole_dofmap()
    cmap => out%vspace%get_whole_dofmap()
    nlayers = out%vspace%get_nlayers()
    ndf = out%vspace%get_ndf()
    undf = out%vspace%get_undf()
    do cell = 1, out%vspace%get_ncell()
      select case (which)
      case (1)
        call sten_cross_code(nlayers, out%data, src%data, sizes(cell), dofmap(:, :, cell), &
                             ndf, undf, cmap(:, cell))
      case (2)
        call sten_region_code(nlayers, out%data, src%data, sizes(cell), dofmap(:, :, cell), &
                              ndf, undf, cmap(:, cell))
      case (3)
        call sten_x1d_code(nlayers, out%data, src%data, sizes(cell), dofmap(:, :, cell), &
                           ndf, undf, cmap(:, cell))
      case (4)
        call sten_y1d_code(nlayers, out%data, src%data, sizes(cell), dofmap(:, :, cell), &
                           ndf, undf, cmap(:, cell))
      case (5)
        call sten_xory1d_code(nlayers, out%data, src%data, sizes(cell), direction, &
                              dofmap(:, :, cell), ndf, undf, cmap(:, cell))
      end select
    end do
  end subroutine run_1d

  subroutine run_cross2d(out, src, extent)
    type(field_proxy_type), intent(in) :: out, src
    integer(i_def), intent(in) :: extent
    type(stencil_2D_dofmap_type), pointer :: map
    integer(i_def), pointer :: sizes(:,:), dofmap(:,:,:,:), cmap(:,:)
    integer(i_def) :: cell
    map => src%vspace%get_stencil_2D_dofmap(STENCIL_2D_CROSS, extent)
    sizes => map%get_stencil_sizes()
    dofmap => map%get_whole_dofmap()
    cmap => out%vspace%get_whole_dofmap()
    do cell = 1, out%vspace%get_ncell()
      call sten_cross2d_code(out%vspace%get_nlayers(), out%data, src%data, sizes(:, cell), &
                             extent + 1, dofmap(:, :, :, cell), out%vspace%get_ndf(), &
                             out%vspace%get_undf(), cmap(:, cell))
    end do
  end subroutine run_cross2d

  !> The Wtheta kernel: the stencil map of theta's space, W3's and Wtheta's cell maps.
  subroutine run_wtheta(out, theta, extent)
    type(field_proxy_type), intent(in) :: out, theta
    integer(i_def), intent(in) :: extent
    type(stencil_dofmap_type), pointer :: map
    integer(i_def), pointer :: sizes(:), dofmap(:,:,:), map_w3(:,:), map_wt(:,:)
    integer(i_def) :: cell
    map => theta%vspace%get_stencil_dofmap(STENCIL_CROSS, extent)
    sizes => map%get_stencil_sizes()
    dofmap => map%get_whole_dofmap()
    map_w3 => out%vspace%get_whole_dofmap()
    map_wt => theta%vspace%get_whole_dofmap()
    do cell = 1, out%vspace%get_ncell()
      call sten_wtheta_code(out%vspace%get_nlayers(), out%data, theta%data, sizes(cell), &
                            dofmap(:, :, cell), out%vspace%get_ndf(), out%vspace%get_undf(), &
                            map_w3(:, cell), theta%vspace%get_ndf(), &
                            theta%vspace%get_undf(), map_wt(:, cell))
    end do
  end subroutine run_wtheta

  subroutine stencil_reference_invoke(out, src, theta, ext, dir)
    type(field_type), intent(in) :: out(:), src, theta
    integer(i_def), intent(in) :: ext, dir
    type(field_proxy_type) :: o(size(out)), s
    integer(i_def) :: i, dir_shape
    s = src%get_proxy()
    do i = 1, size(out)
      o(i) = out(i)%get_proxy()
    end do
    dir_shape = STENCIL_1DX
    if (dir == y_direction) dir_shape = STENCIL_1DY
    call run_1d(1, o(1), s, STENCIL_CROSS, ext, 0)
    call run_1d(2, o(2), s, STENCIL_REGION, 1, 0)
    call run_1d(2, o(3), s, STENCIL_REGION, ext, 0)
    call run_1d(3, o(4), s, STENCIL_1DX, ext, 0)
    call run_1d(4, o(5), s, STENCIL_1DY, 1, 0)
    call run_1d(5, o(6), s, STENCIL_1DX, ext, x_direction)
    call run_1d(5, o(7), s, dir_shape, 1, dir)
    call run_cross2d(o(8), s, ext)
    call run_wtheta(o(9), theta%get_proxy(), 1)
  end subroutine stencil_reference_invoke
end module stencil_reference_mod
