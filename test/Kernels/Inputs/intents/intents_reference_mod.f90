! The hand-written reference for intents_alg.x90's invoke: the kernels called in plain loops
! over the cells with the arguments an LFRic PSy layer passes. No psy-mlir code is involved.
module intents_reference_mod
  use constants_mod, only: r_def, i_def
  use field_mod, only: field_type, field_proxy_type
  use intents_kernel_mod, only: read_writes_code, write_reads_code, only_reads_code
  implicit none
  private
  public :: intents_reference_invoke
contains
  subroutine intents_reference_invoke(x, y, z)
    type(field_type), intent(in) :: x, y, z
    type(field_proxy_type) :: x_p, y_p, z_p
    integer(i_def), pointer :: map(:,:)
    integer(i_def) :: cell, nlayers, ndf, undf
    x_p = x%get_proxy()
    y_p = y%get_proxy()
    z_p = z%get_proxy()
    map => x_p%vspace%get_whole_dofmap()
    nlayers = x_p%vspace%get_nlayers()
    ndf = x_p%vspace%get_ndf()
    undf = x_p%vspace%get_undf()
    do cell = 1, x_p%vspace%get_ncell()
      call read_writes_code(nlayers, y_p%data, x_p%data, ndf, undf, map(:, cell))
    end do
    do cell = 1, x_p%vspace%get_ncell()
      call write_reads_code(nlayers, y_p%data, z_p%data, x_p%data, ndf, undf, map(:, cell))
    end do
    do cell = 1, x_p%vspace%get_ncell()
      call only_reads_code(nlayers, x_p%data, ndf, undf, map(:, cell))
    end do
    do cell = 1, x_p%vspace%get_ncell()
      call read_writes_code(nlayers, y_p%data, x_p%data, ndf, undf, map(:, cell))
    end do
  end subroutine intents_reference_invoke
end module intents_reference_mod
