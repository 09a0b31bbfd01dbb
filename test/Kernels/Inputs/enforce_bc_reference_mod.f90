! The hand-written reference for enforce_bc_alg.x90's invoke: the boundary-condition kernels
! called in plain loops over the cells with the arguments an LFRic PSy layer passes, the
! boundary dofs from the function space's get_boundary_dofs(). No psy-mlir code is involved.
! With distributed memory the invoke may leave halo dofs and halo cells' matrices otherwise,
! so only the owned ones are compared.
module enforce_bc_reference_mod
  use constants_mod, only: r_def, i_def
  use field_mod, only: field_type, field_proxy_type
  use operator_mod, only: operator_type, operator_proxy_type
  use function_space_mod, only: function_space_type
  use mesh_mod, only: mesh_type
  use enforce_bc_kernel_mod, only: enforce_bc_code
  use enforce_operator_bc_kernel_mod, only: enforce_operator_bc_code
  implicit none
  private
  public :: enforce_bc_reference_invoke, fill_operator, print_boundary_dofs, compare_owned, &
            compare_owned_operator
contains

  subroutine enforce_bc_reference_invoke(u, p, mm)
    type(field_type), intent(in) :: u, p
    type(operator_type), intent(in) :: mm
    type(operator_proxy_type) :: mm_p
    integer(i_def), pointer :: bc(:,:)
    integer(i_def) :: cell, nlayers
    call reference_field(u)
    call reference_field(p)
    mm_p = mm%get_proxy()
    nlayers = mm_p%fs_to%get_nlayers()
    bc => mm_p%fs_to%get_boundary_dofs()
    do cell = 1, mm_p%fs_to%get_ncell()
      call enforce_operator_bc_code(cell, nlayers, mm_p%ncell_3d, mm_p%local_stencil, &
                                    mm_p%fs_to%get_ndf(), mm_p%fs_from%get_ndf(), bc)
    end do
  end subroutine enforce_bc_reference_invoke

  subroutine reference_field(f)
    type(field_type), intent(in) :: f
    type(field_proxy_type) :: f_p
    integer(i_def), pointer :: map(:,:), bc(:,:)
    integer(i_def) :: cell
    f_p = f%get_proxy()
    map => f_p%vspace%get_whole_dofmap()
    bc => f_p%vspace%get_boundary_dofs()
    do cell = 1, f_p%vspace%get_ncell()
      call enforce_bc_code(f_p%vspace%get_nlayers(), f_p%data, f_p%vspace%get_ndf(), &
                           f_p%vspace%get_undf(), map(:, cell), bc)
    end do
  end subroutine reference_field

  !> Every matrix entry nonzero and different.
  subroutine fill_operator(mm)
    type(operator_type), intent(in) :: mm
    type(operator_proxy_type) :: p
    integer(i_def) :: i, j, k
    p = mm%get_proxy()
    do k = 1, size(p%local_stencil, 3)
      do j = 1, size(p%local_stencil, 2)
        do i = 1, size(p%local_stencil, 1)
          p%local_stencil(i, j, k) = 1.0_r_def + real(i + 7 * j + 13 * k, r_def) / 9.0_r_def
        end do
      end do
    end do
  end subroutine fill_operator

  !> The runtime's boundary dofs of a space, column by column.
  subroutine print_boundary_dofs(what, fs)
    character(*), intent(in) :: what
    type(function_space_type), intent(in) :: fs
    integer(i_def), pointer :: bc(:,:)
    bc => fs%get_boundary_dofs()
    write(*, '(a, a, *(i0, :, " "))') what, ' bottom: ', bc(:, 1)
    write(*, '(a, a, *(i0, :, " "))') what, ' top: ', bc(:, 2)
  end subroutine print_boundary_dofs

  !> Counts the owned dofs where the fields differ (into `bad`) and those set to zero.
  subroutine compare_owned(what, f, g, bad)
    character(*), intent(in) :: what
    type(field_type), intent(in) :: f, g
    integer(i_def), intent(inout) :: bad
    type(field_proxy_type) :: p, q
    integer(i_def) :: n, differ
    p = f%get_proxy()
    q = g%get_proxy()
    n = p%vspace%get_last_dof_owned()
    differ = count(p%data(1:n) /= q%data(1:n))
    write(*, '(a, a, i0, a, i0, a, i0)') what, ': owned dofs=', n, ' differ=', differ, &
      ' zero=', count(p%data(1:n) == 0.0_r_def)
    bad = bad + differ
  end subroutine compare_owned

  !> The same for the matrices of the owned cells (their 3D cells come first).
  subroutine compare_owned_operator(what, a, b, bad)
    character(*), intent(in) :: what
    type(operator_type), intent(in) :: a, b
    integer(i_def), intent(inout) :: bad
    type(operator_proxy_type) :: p, q
    type(mesh_type), pointer :: mesh
    integer(i_def) :: n, differ
    p = a%get_proxy()
    q = b%get_proxy()
    mesh => p%fs_to%get_mesh()
    n = p%fs_to%get_nlayers() * mesh%get_last_edge_cell()
    differ = count(p%local_stencil(:, :, 1:n) /= q%local_stencil(:, :, 1:n))
    write(*, '(a, a, i0, a, i0, a, i0)') what, ': owned entries=', size(p%local_stencil(:, :, 1:n)), &
      ' differ=', differ, ' zero=', count(p%local_stencil(:, :, 1:n) == 0.0_r_def)
    bad = bad + differ
  end subroutine compare_owned_operator
end module enforce_bc_reference_mod
