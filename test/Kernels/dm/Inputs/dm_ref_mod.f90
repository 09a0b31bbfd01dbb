! Plain loops for the distributed-memory tests' references: one kernel of
! test/Kernels/Inputs/kernels over every cell of a mesh without halo, with the arguments an
! LFRic PSy layer passes. No psy-mlir code is involved.
module dm_ref_mod
  use constants_mod, only: r_def, i_def, l_def
  use field_mod, only: field_type, field_proxy_type
  use stencil_dofmap_mod, only: stencil_dofmap_type, STENCIL_CROSS, STENCIL_REGION
  use w0_inc_kernel_mod, only: w0_inc_code
  use w2_inc_kernel_mod, only: w2_inc_code
  use wtheta_kernel_mod, only: wtheta_code
  use sten_cross_kernel_mod, only: sten_cross_code
  use sten_region_kernel_mod, only: sten_region_code
  implicit none
  private
  public :: ref_w0_inc, ref_w2_inc, ref_wtheta, ref_stencil
contains

  subroutine ref_w0_inc(a, f0, g3)
    real(r_def), intent(in) :: a
    type(field_type), intent(in) :: f0, g3
    type(field_proxy_type) :: f, g
    integer(i_def), pointer :: mf(:,:), mg(:,:)
    integer(i_def) :: cell
    f = f0%get_proxy()
    g = g3%get_proxy()
    mf => f%vspace%get_whole_dofmap()
    mg => g%vspace%get_whole_dofmap()
    do cell = 1, f%vspace%get_ncell()
      call w0_inc_code(f%vspace%get_nlayers(), a, f%data, g%data, f%vspace%get_ndf(), &
                       size(f%data), mf(:, cell), g%vspace%get_ndf(), size(g%data), mg(:, cell))
    end do
  end subroutine ref_w0_inc

  subroutine ref_w2_inc(f2, g3, m)
    type(field_type), intent(in) :: f2, g3
    integer(i_def), intent(in) :: m
    type(field_proxy_type) :: f, g
    integer(i_def), pointer :: mf(:,:), mg(:,:)
    integer(i_def) :: cell
    f = f2%get_proxy()
    g = g3%get_proxy()
    mf => f%vspace%get_whole_dofmap()
    mg => g%vspace%get_whole_dofmap()
    do cell = 1, f%vspace%get_ncell()
      call w2_inc_code(f%vspace%get_nlayers(), f%data, g%data, m, f%vspace%get_ndf(), &
                       size(f%data), mf(:, cell), g%vspace%get_ndf(), size(g%data), mg(:, cell))
    end do
  end subroutine ref_w2_inc

  subroutine ref_wtheta(th, r3, p0, up)
    type(field_type), intent(in) :: th, r3, p0
    logical(l_def), intent(in) :: up
    type(field_proxy_type) :: t, r, p
    integer(i_def), pointer :: mt(:,:), mr(:,:), mp(:,:)
    integer(i_def) :: cell
    t = th%get_proxy()
    r = r3%get_proxy()
    p = p0%get_proxy()
    mt => t%vspace%get_whole_dofmap()
    mr => r%vspace%get_whole_dofmap()
    mp => p%vspace%get_whole_dofmap()
    do cell = 1, t%vspace%get_ncell()
      call wtheta_code(t%vspace%get_nlayers(), t%data, r%data, p%data, up, t%vspace%get_ndf(), &
                       size(t%data), mt(:, cell), r%vspace%get_ndf(), size(r%data), &
                       mr(:, cell), p%vspace%get_ndf(), size(p%data), mp(:, cell))
    end do
  end subroutine ref_wtheta

  !> sten_cross_code (shape STENCIL_CROSS) or sten_region_code (STENCIL_REGION) on W3 fields.
  subroutine ref_stencil(shape, out3, src3, extent)
    integer(i_def), intent(in) :: shape, extent
    type(field_type), intent(in) :: out3, src3
    type(field_proxy_type) :: o, s
    type(stencil_dofmap_type), pointer :: map
    integer(i_def), pointer :: sizes(:), dofmap(:,:,:), mo(:,:)
    integer(i_def) :: cell, nl
    o = out3%get_proxy()
    s = src3%get_proxy()
    map => s%vspace%get_stencil_dofmap(shape, extent)
    sizes => map%get_stencil_sizes()
    dofmap => map%get_whole_dofmap()
    mo => o%vspace%get_whole_dofmap()
    nl = o%vspace%get_nlayers()
    do cell = 1, o%vspace%get_ncell()
      if (shape == STENCIL_CROSS) then
        call sten_cross_code(nl, o%data, s%data, sizes(cell), dofmap(:, :, cell), 1, &
                             size(o%data), mo(:, cell))
      else
        call sten_region_code(nl, o%data, s%data, sizes(cell), dofmap(:, :, cell), 1, &
                              size(o%data), mo(:, cell))
      end if
    end do
  end subroutine ref_stencil

end module dm_ref_mod
