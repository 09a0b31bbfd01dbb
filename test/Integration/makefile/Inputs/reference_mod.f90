! The plain-loop reference: alg_mod's invokes as the kernels called cell by cell with the
! arguments an LFRic PSy layer passes, from the proxies. No psyc code is involved.
module reference_mod
  use constants_mod, only: r_def, i_def, l_def
  use field_mod, only: field_type, field_proxy_type
  use scale_kernel_mod, only: scale_code
  use combine_kernel_mod, only: combine_code
  use theta_kernel_mod, only: theta_code
  implicit none
  private
  public :: run_reference
contains
  subroutine run_reference(x, y, z, t, a, n, up)
    type(field_type), intent(inout) :: x, y, z, t
    real(r_def), intent(in) :: a
    integer(i_def), intent(in) :: n
    logical(l_def), intent(in) :: up
    type(field_proxy_type) :: xp, yp, zp, tp
    integer(i_def), pointer :: m3(:,:), mt(:,:)
    integer(i_def) :: cell, nl, ndf3, undf3, ndft, undft

    xp = x%get_proxy()
    yp = y%get_proxy()
    zp = z%get_proxy()
    tp = t%get_proxy()
    m3 => xp%vspace%get_whole_dofmap()
    mt => tp%vspace%get_whole_dofmap()
    nl = xp%vspace%get_nlayers()
    ndf3 = xp%vspace%get_ndf()
    undf3 = xp%vspace%get_undf()
    ndft = tp%vspace%get_ndf()
    undft = tp%vspace%get_undf()
    do cell = 1, xp%vspace%get_ncell()
      call scale_code(nl, a, xp%data, ndf3, undf3, m3(:, cell))
    end do
    do cell = 1, xp%vspace%get_ncell()
      call combine_code(nl, yp%data, xp%data, zp%data, n, ndf3, undf3, m3(:, cell))
    end do
    do cell = 1, xp%vspace%get_ncell()
      call theta_code(nl, tp%data, yp%data, up, ndft, undft, mt(:, cell), ndf3, undf3, &
                      m3(:, cell))
    end do
    do cell = 1, xp%vspace%get_ncell()
      call scale_code(nl, a, zp%data, ndf3, undf3, m3(:, cell))
    end do
  end subroutine run_reference
end module reference_mod
