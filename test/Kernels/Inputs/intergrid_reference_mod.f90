! The hand-written reference for intergrid_alg.x90's invoke: restrict_sum_code called in a
! plain loop over the coarse cells with the arguments an LFRic PSy layer passes to an
! inter-grid kernel (the coarse cell's cell map, the fine cells per coarse cell, the fine
! cell count, the coarse cell's dofmap and the fine mesh's whole dofmap). No psy-mlir code is
! involved.
module intergrid_reference_mod
  use constants_mod, only: r_def, i_def
  use field_mod, only: field_type, field_proxy_type
  use mesh_mod, only: mesh_type
  use mesh_map_mod, only: mesh_map_type
  use restrict_sum_kernel_mod, only: restrict_sum_code
  implicit none
  private
  public :: fill_fine, intergrid_reference_invoke, compare_coarse
contains

  !> Fine dof i holds a small integer (1 to 13), so that sums are exact in any order.
  subroutine fill_fine(f)
    type(field_type), intent(in) :: f
    type(field_proxy_type) :: p
    integer(i_def) :: i
    p = f%get_proxy()
    do i = 1, size(p%data)
      p%data(i) = real(mod(5 * i, 13) + 1, r_def)
    end do
  end subroutine fill_fine

  subroutine intergrid_reference_invoke(coarse, fine)
    type(field_type), intent(in) :: coarse, fine
    type(field_proxy_type) :: c_p, f_p
    type(mesh_type), pointer :: c_mesh, f_mesh
    type(mesh_map_type), pointer :: mmap
    integer(i_def), pointer :: cell_map(:,:,:), map_c(:,:), map_f(:,:)
    integer(i_def) :: cell
    c_p = coarse%get_proxy()
    f_p = fine%get_proxy()
    c_mesh => c_p%vspace%get_mesh()
    f_mesh => f_p%vspace%get_mesh()
    mmap => c_mesh%get_mesh_map(f_mesh)
    cell_map => mmap%get_whole_cell_map()
    map_c => c_p%vspace%get_whole_dofmap()
    map_f => f_p%vspace%get_whole_dofmap()
    do cell = 1, c_p%vspace%get_ncell()
      call restrict_sum_code(c_p%vspace%get_nlayers(), cell_map(:, :, cell), &
                             mmap%get_ntarget_cells_per_source_x(), &
                             mmap%get_ntarget_cells_per_source_y(), f_p%vspace%get_ncell(), &
                             c_p%data, f_p%data, c_p%vspace%get_undf(), map_c(:, cell), &
                             f_p%vspace%get_ndf(), f_p%vspace%get_undf(), map_f)
    end do
  end subroutine intergrid_reference_invoke

  !> Counts the coarse dofs where the invoke and the reference differ (into `bad`), and
  !> compares the coarse total with the fine one.
  subroutine compare_coarse(c, c2, f, bad)
    type(field_type), intent(in) :: c, c2, f
    integer(i_def), intent(inout) :: bad
    type(field_proxy_type) :: p, q, r
    integer(i_def) :: i, differ
    p = c%get_proxy()
    q = c2%get_proxy()
    r = f%get_proxy()
    differ = 0
    do i = 1, size(p%data)
      if (p%data(i) /= q%data(i)) differ = differ + 1
    end do
    write(*, '(a, i0, a, i0, a, l1)') 'coarse: dofs=', size(p%data), ' differ=', differ, &
      ' total equals fine total: ', sum(p%data) == sum(r%data)
    if (sum(p%data) /= sum(r%data)) bad = bad + 1
    bad = bad + differ
  end subroutine compare_coarse
end module intergrid_reference_mod
